/// How generated files are named: `<SpecBaseName>.swift`, from the spec's file name alone, and when two specs
/// would write the same file.
///
/// `tabspec compile` uses this rule; the plugins, which cannot link this library, mirror it in
/// `PluginOutputFileName` (`Plugins/TabSpecPlugin`), and `BuildPluginTests` checks that both name the same files.
package enum OutputFileName {
    /// `<SpecBaseName>.swift` for a spec path: its last component without the last extension
    /// (`Specs/Tab.tabspec` → `Tab.swift`, `a.b.tabspec` → `a.b.swift`, `Tab.TABSPEC` → `Tab.swift`); a
    /// name whose only dot is its first character keeps it (`.tabspec` → `.tabspec.swift`).
    package static func swiftFile(forSpecPath path: String) -> String {
        let name = lastPathComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name + ".swift" }
        return String(name[..<dot]) + ".swift"
    }

    /// What two output names must not share: the name without case distinctions, as the Mac's default
    /// (case-insensitive) file system compares names, so `Tab.swift` and `tab.swift` are one file there.
    /// (Swift's string comparison already equates the composed and decomposed forms of a letter.)
    package static func collisionKey(_ fileName: String) -> String {
        fileName.lowercased()
    }

    /// Two specs whose outputs in one directory would be the same file.
    package struct Collision: Equatable, Sendable {
        /// The earlier spec and its output file name.
        package var first: String, firstFileName: String
        /// The later spec and its output file name (equal to the first's, or differing only in case).
        package var second: String, secondFileName: String

        /// `'A/Tab.tabspec' and 'B/Tab.tabspec' would both generate 'Out/Tab.swift'` (`directory` joined
        /// before the name as `join` does it), or, when the names differ in case, `… would generate
        /// 'Out/Tab.swift' and 'Out/tab.swift', one file on a case-insensitive file system`.
        package func message(directory join: (String) -> String) -> String {
            let names = firstFileName == secondFileName
                ? "would both generate '\(join(secondFileName))'"
                : "would generate '\(join(firstFileName))' and '\(join(secondFileName))', one file on a case-insensitive file system"
            return "'\(first)' and '\(second)' \(names); rename one spec"
        }
    }

    /// The first spec of `specPaths` (in order) whose output file is the same as an earlier one's, or `nil`
    /// when every spec has a file of its own.
    package static func firstCollision(among specPaths: [String]) -> Collision? {
        var seen: [String: (path: String, fileName: String)] = [:]
        for path in specPaths {
            let fileName = swiftFile(forSpecPath: path)
            let key = collisionKey(fileName)
            if let first = seen[key] {
                return Collision(first: first.path, firstFileName: first.fileName, second: path, secondFileName: fileName)
            }
            seen[key] = (path, fileName)
        }
        return nil
    }

    /// `a/b/Tab.tabspec` → `Tab.tabspec`.
    static func lastPathComponent(_ path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }
}
