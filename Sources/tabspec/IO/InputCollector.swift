import TabSpecCore

/// Expands command-line inputs into spec paths: files as given, directories searched recursively for
/// `*.tabspec` in sorted order (hidden entries skipped), `-` for standard input.
enum InputCollector {
    /// The spec paths, in order; throws for an input that does not exist.
    static func collect(_ inputs: [String]) throws(CLIError) -> [String] {
        var paths: [String] = []
        for input in inputs {
            if input == "-" {
                paths.append(input)
                continue
            }
            switch FileSystem.kind(of: input) {
            case .file, .other:
                paths.append(input)
            case .directory:
                try collectDirectory(input, into: &paths)
            case .missing:
                throw .noInput("no such file or directory: '\(input)'")
            }
        }
        return paths
    }

    private static func collectDirectory(_ directory: String, into paths: inout [String]) throws(CLIError) {
        // Iterative walk (no recursion limit on deep trees); the paths are sorted at the end.
        var found: [String] = []
        var stack = [directory]
        while let current = stack.popLast() {
            var subdirectories: [String] = []
            for name in try FileSystem.contents(of: current) where !name.hasPrefix(".") {
                let path = FileSystem.join(current, name)
                switch FileSystem.kind(of: path) {
                case .directory: subdirectories.append(path)
                case .file where name.hasSuffix(".tabspec"): found.append(path)
                default: continue
                }
            }
            stack.append(contentsOf: subdirectories)
        }
        paths += found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
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
