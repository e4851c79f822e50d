import TabSpecCore

/// Expands command-line inputs into spec paths: files as given, directories searched recursively for
/// `*.tabspec` in sorted order (hidden entries skipped), `-` for standard input.
///
/// Each file is listed once, however it is reached: a spec given twice, given and also found in a directory,
/// or reachable by two paths (symbolic or hard links) keeps its first path. Each directory is searched once
/// (by device and inode), so a link back up the tree (`self -> .`, `a/b -> ..`) or two links to one folder
/// never repeat a spec. Symbolic links are followed; dangling ones and loops are skipped.
enum InputCollector {
    /// The spec paths, in order; throws for an input that does not exist.
    static func collect(_ inputs: [String]) throws(CLIError) -> [String] {
        var walk = Walk()
        for input in inputs {
            if input == "-" {
                if walk.readsStandardInput { continue }
                walk.readsStandardInput = true
                walk.paths.append(input)
                continue
            }
            let status: FileStatus
            do throws(SystemError) {
                status = try FileStatus(path: input)
            } catch let error where error.isNoSuchFile {
                throw .noInput("no such file or directory: '\(input)'")
            } catch {
                throw .noInput("cannot read '\(input)': \(error)")
            }
            if status.kind == .directory {
                try walk.search(input, identity: status.identity)
            } else if walk.files.insert(status.identity).inserted {
                walk.paths.append(input)
            }
        }
        return walk.paths
    }

    /// The state of one expansion: what was found and what was seen.
    private struct Walk {
        var paths: [String] = []
        var readsStandardInput = false
        /// The files listed so far.
        var files: Set<FileIdentity> = []
        /// The directories searched (or queued) so far.
        var directories: Set<FileIdentity> = []

        /// Adds the `*.tabspec` files under `root`, sorted by path (byte order), skipping directories already
        /// searched. Iterative (no recursion limit on deep trees); each directory's entries in sorted order.
        mutating func search(_ root: String, identity: FileIdentity) throws(CLIError) {
            guard directories.insert(identity).inserted else { return }
            var found: [(path: String, identity: FileIdentity)] = []
            var stack = [root]
            while let current = stack.popLast() {
                var subdirectories: [String] = []
                for name in try FileSystem.contents(of: current) where !name.hasPrefix(".") {
                    let path = FileSystem.join(current, name)
                    guard let status = try? FileStatus(path: path) else { continue }
                    switch status.kind {
                    case .directory where directories.insert(status.identity).inserted:
                        subdirectories.append(path)
                    case .regularFile where name.hasSuffix(".tabspec"):
                        found.append((path, status.identity))
                    default:
                        continue
                    }
                }
                stack.append(contentsOf: subdirectories.reversed())
            }
            found.sort { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }
            for file in found where files.insert(file.identity).inserted {
                paths.append(file.path)
            }
        }
    }

    /// How a path is shown in diagnostics (`<stdin>` for `-`).
    static func displayPath(_ path: String) -> String {
        path == "-" ? "<stdin>" : path
    }

    /// The spec at `path` as a ``SourceFile`` named by its display path, or `nil` after printing why it cannot
    /// be read (the caller goes on with the other inputs and exits 66 at the end).
    static func readSpec(_ path: String, console: Console) -> SourceFile? {
        do throws(CLIError) {
            return SourceFile(path: displayPath(path), bytes: try FileSystem.read(path))
        } catch {
            console.error(error.message)
            return nil
        }
    }
}
