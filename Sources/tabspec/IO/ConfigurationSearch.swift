/// The configuration file search of cli.md, the one rule both `tabspec` (``ConfigDiscovery``) and the build
/// plugin follow: the plugin compiles this same file through a symbolic link
/// (`Plugins/TabSpecPlugin/ConfigurationSearch.swift`), because a plugin cannot link the package's modules.
/// So this file imports nothing and asks the file system only through the closure it is given.
///
/// A spec's configuration is the first file named `.tabspec` in the spec's folder or a folder above it; the
/// search stops after the folder that contains `.git` (a folder, or a file in worktrees and submodules), or
/// at the root. Paths are absolute, normalized (no `.`, `..` or repeated `/`) and without a trailing `/`.
enum ConfigurationSearch {
    /// The folders searched for a spec in `directory`, nearest first: `directory`, then each folder above
    /// it up to and including the first that contains `.git` (asked with `exists`), or `/`. Lazy: a folder's
    /// `.git` is asked only when the folder after it is, so a search that stops early asks no more.
    static func directories(from directory: String, exists: @escaping (String) -> Bool) -> Directories {
        Directories(upcoming: directory, exists: exists)
    }

    /// The folders of one search, as ``directories(from:exists:)`` describes them.
    struct Directories: Sequence, IteratorProtocol {
        /// The folder `next()` returns, or `nil` after the last.
        var upcoming: String?
        /// The last folder returned (its `.git` decides whether the search goes on).
        var current: String?
        let exists: (String) -> Bool

        init(upcoming: String, exists: @escaping (String) -> Bool) {
            self.upcoming = upcoming
            self.exists = exists
        }

        mutating func next() -> String? {
            if let current {
                upcoming = current == "/" || exists(ConfigurationSearch.path(".git", in: current))
                    ? nil : ConfigurationSearch.parent(of: current)
            }
            current = upcoming
            return upcoming
        }
    }

    /// `name` inside `directory`.
    static func path(_ name: String, in directory: String) -> String {
        directory == "/" ? "/" + name : directory + "/" + name
    }

    /// The folder that contains `directory` (`/` for a folder at the root, and for `/` itself).
    static func parent(of directory: String) -> String {
        guard let slash = directory.lastIndex(of: "/"), slash != directory.startIndex else { return "/" }
        return String(directory[..<slash])
    }
}
