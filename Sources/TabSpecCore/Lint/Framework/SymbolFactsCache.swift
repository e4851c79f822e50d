/// What the symbol rules ask about one symbol name: its form, whether the table or the configuration lists it,
/// and its rename. Looked up once per distinct name in a lint run instead of once per rule and use.
struct SymbolFacts: Sendable {
    /// Whether the name matches `^[a-z0-9]+(\.[a-z0-9]+)*$` (`SymbolTable.isWellFormedName`).
    var isWellFormed: Bool
    /// The iOS version that introduced the name, or `nil` when the symbol table does not list it.
    var introduced: IOSVersion?
    /// Whether the lint configuration lists the name as an extra symbol.
    var isExtra: Bool
    /// The name it was renamed to (`SymbolTable.currentName(forRenamed:)`), or `nil`.
    var currentName: String?

    /// Whether the symbol table lists the name.
    var isKnown: Bool { introduced != nil }

    /// The facts of `name` in `context`.
    init(name: String, in context: LintContext) {
        isWellFormed = SymbolTable.isWellFormedName(name)
        introduced = context.symbols.introducedVersion(of: name)
        isExtra = context.extraSymbols.contains(name)
        currentName = context.symbols.currentName(forRenamed: name)
    }
}

/// ``SymbolFacts`` by name, computed once per distinct name in a lint run (a file repeats the same few dozen
/// names in every tab bar).
final class SymbolFactsCache {
    /// Facts by name.
    private var facts: [String: SymbolFacts] = [:]

    /// An empty cache.
    init() {}

    /// The facts of `name`, cached.
    func facts(for name: String, in context: LintContext) -> SymbolFacts {
        if let known = facts[name] { return known }
        let result = SymbolFacts(name: name, in: context)
        facts[name] = result
        return result
    }
}
