import TabSpecCore

/// Expands command-line inputs into spec paths: files as given, directories searched recursively for
/// `*.tabspec` in sorted order (hidden entries skipped), `-` for standard input.
///
/// Each file is listed once, however it is reached (docs/Robustness.md): a spec given twice, given and also
/// found in a directory, or reachable by two paths (symbolic or hard links) keeps the path of its first input;
/// within a directory search, the path without symbolic links if there is one, else the first in sorted
/// order. Each directory is searched once (by device and inode), so a link back up the tree (`self -> .`,
/// `a/b -> ..`) or two links to one folder never repeat a spec. Symbolic links are followed; dangling ones
/// and loops are skipped.
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

        /// A directory or spec file met in a search.
        private struct Entry {
            var path: String
            var identity: FileIdentity
            /// Whether the path goes through a symbolic link below the search root.
            var throughLink: Bool
        }

        /// Adds the `*.tabspec` files under `root`, sorted by path (byte order). Iterative (no recursion limit
        /// on deep trees), each directory's entries in sorted order; directories reached through a symbolic
        /// link wait until every directory reachable without one has been searched.
        mutating func search(_ root: String, identity: FileIdentity) throws(CLIError) {
            guard directories.insert(identity).inserted else { return }
            var found: [Entry] = []
            var stack = [Entry(path: root, identity: identity, throughLink: false)]
            var linked: [Entry] = []
            while true {
                guard let current = stack.popLast() ?? takeUnsearched(&linked) else { break }
                var subdirectories: [Entry] = []
                for name in try FileSystem.contents(of: current.path) where !name.hasPrefix(".") {
                    let path = FileSystem.join(current.path, name)
                    guard let status = try? FileStatus(path: path) else { continue }
                    guard status.kind == .directory || (status.kind == .regularFile && name.hasSuffix(".tabspec")) else { continue }
                    let isLink = (try? FileStatus(linkAt: path))?.kind == .symbolicLink
                    let entry = Entry(path: path, identity: status.identity, throughLink: current.throughLink || isLink)
                    if status.kind == .regularFile {
                        found.append(entry)
                    } else if isLink {
                        linked.append(entry)
                    } else if directories.insert(status.identity).inserted {
                        subdirectories.append(entry)
                    }
                }
                stack.append(contentsOf: subdirectories.reversed())
            }
            // One path per file: link-free first, then by path; then listed in path order.
            found.sort { $0.throughLink != $1.throughLink ? !$0.throughLink : FileSystem.inByteOrder($0.path, $1.path) }
            let kept = found.filter { files.insert($0.identity).inserted }.map(\.path)
            paths += kept.sorted(by: FileSystem.inByteOrder)
        }

        /// The first linked directory not searched yet (marking it searched), or `nil`.
        private mutating func takeUnsearched(_ linked: inout [Entry]) -> Entry? {
            while !linked.isEmpty {
                let entry = linked.removeFirst()
                if directories.insert(entry.identity).inserted { return entry }
            }
            return nil
        }
    }

    /// How a path is shown in diagnostics (`<stdin>` for `-`).
    static func displayPath(_ path: String) -> String {
        path == "-" ? "<stdin>" : path
    }

    /// The spec at `path` as a ``SourceFile`` named by its display path, or `nil` after printing why it cannot
    /// be read (the caller goes on with the other inputs and exits 66 at the end).
    static func readSpec(_ path: String, console: Console, absolute: Bool = false) -> SourceFile? {
        do throws(CLIError) {
            let shown = absolute && path != "-" ? ConfigDiscovery.absolute(path) : displayPath(path)
            return SourceFile(path: shown, bytes: try FileSystem.read(path))
        } catch {
            console.error(error.message)
            return nil
        }
    }
}
