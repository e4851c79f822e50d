/// Did-you-mean suggestions for symbol names, computed once per distinct name in a lint run.
///
/// A suggestion search scans the whole SF Symbols table (about a millisecond per name in a release build),
/// so a file that repeats a misspelt name, or uses it in both `invalid-symbol-name` and `unknown-symbol`,
/// pays for it once. After ``limit`` distinct names a file gets no more suggestions (the names are still
/// reported): that bounds the time a pathological file can take.
final class SymbolSuggestionCache {
    /// The most distinct names one lint run searches suggestions for.
    static let limit = 200

    /// Suggestions by name.
    private var cache: [String: [String]] = [:]

    /// An empty cache.
    init() {}

    /// The closest names to `name` (see `SymbolTable.suggestions(for:extraNames:maximumCount:)`), cached.
    func suggestions(for name: String, in context: LintContext) -> [String] {
        if let known = cache[name] { return known }
        guard cache.count < Self.limit else { return [] }
        let result = context.symbols.suggestions(for: name, extraNames: context.extraSymbolNames)
        cache[name] = result
        return result
    }
}
