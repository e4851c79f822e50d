/// How the generated file spells library types: plainly, unless one of the file's own enums has the same
/// name (`tabbar TabBarLayout`, `tabbar String`), in which case the module name qualifies it.
struct SwiftTypeNames: Sendable {
    /// The enum names the file declares.
    let declared: Set<String>
    /// Whether a declared name is one of ``commonNames`` (almost never): when not, those names need no lookup.
    private let declaresCommonName: Bool

    /// The library names the emitter spells most (a few per tab; an array compare of small strings is cheaper
    /// than hashing them into ``declared``).
    private static let commonNames = [
        "TabBarConfiguration", "TabBarColor", "RGBAColor", "EdgeInsets", "TabBarEnvironment", "TabBarLayout",
        "String", "Int", "CaseIterable", "Identifiable", "Sendable",
    ]

    init(declared: Set<String>) {
        self.declared = declared
        declaresCommonName = SwiftTypeNames.commonNames.contains(where: declared.contains)
    }

    /// Whether `name` is declared by the file.
    private func isDeclared(_ name: String) -> Bool {
        if !declaresCommonName, SwiftTypeNames.commonNames.contains(name) { return false }
        return declared.contains(name)
    }

    /// A `TabSpecRuntime` type (`TabBarConfiguration`).
    func runtime(_ name: String) -> String {
        isDeclared(name) ? "TabSpecRuntime." + name : name
    }

    /// A standard library type or protocol (`String`, `Sendable`).
    func standard(_ name: String) -> String {
        isDeclared(name) ? "Swift." + name : name
    }
}
