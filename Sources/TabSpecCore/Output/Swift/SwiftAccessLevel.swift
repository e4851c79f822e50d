/// The access level of the generated enum and its members (`compile --access-level`).
package enum SwiftAccessLevel: String, Sendable, Hashable, CaseIterable {
    /// Visible inside the module that compiles the generated file (the default).
    case `internal`
    /// Visible to every module that imports the one holding the generated file.
    case `public`
    /// Visible to the other modules of the same package.
    case `package`

    /// The keyword as written before a declaration.
    var keyword: String { rawValue }

    /// Swift's access levels a generated enum cannot have, with the one to write instead: an enum cannot be
    /// `open`, and a `private` or `fileprivate` enum would be invisible to the code that uses it.
    private static let substitutes: [(written: String, level: SwiftAccessLevel)] = [
        ("open", .public), ("fileprivate", .internal), ("private", .internal),
    ]

    /// Did-you-mean for a misspelled access level, closest first: an allowed spelling near `name`, or the
    /// substitute of another Swift access level near it (`opn` → `public`, as `open` is meant).
    package static func suggestions(for name: String) -> [String] {
        if let exact = substitutes.first(where: { $0.written == name }) { return [exact.level.rawValue] }
        let candidates = allCases.map(\.rawValue) + substitutes.map(\.written)
        var result: [String] = []
        for candidate in EditDistance.suggestions(for: name, among: candidates) {
            let level = substitutes.first { $0.written == candidate }?.level.rawValue ?? candidate
            if !result.contains(level) { result.append(level) }
        }
        return result
    }
}
