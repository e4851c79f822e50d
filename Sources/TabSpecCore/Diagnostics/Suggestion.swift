/// Did-you-mean, the one way tabspec suggests a name: the language's messages, the configuration file's, the
/// lint rules' and the command line's all pick candidates and word them here.
///
/// A candidate is suggested only when it is close enough to be a plausible typo (``EditDistance``'s
/// threshold: equal ignoring case; distance ≤ max(1, count/3); or, for the only longer candidate whose
/// beginning is one edit from the name, distance ≤ a third of the candidate, as `itemPositon` of
/// `itemPositioning`), so a far-off name gets no suggestion rather than a wrong one.
///
/// ```
/// Suggestion.phrase(for: "tintColour", among: ["tintColor", "barColor"])   // "; did you mean 'tintColor'?"
/// Suggestion.phrase(["iphone-11", "iphone-16"])                          // "; did you mean 'iphone-11' or 'iphone-16'?"
/// Suggestion.phrase(for: "zzz", among: ["tintColor"])                      // ""
/// ```
package enum Suggestion {
    /// The candidates close to `name`, best first (ties in the order given), at most `maximumCount`.
    package static func names(for name: String, among candidates: some Sequence<String>, maximumCount: Int = 3) -> [String] {
        EditDistance.suggestions(for: name, among: candidates, maximumCount: maximumCount)
    }

    /// The close candidates at the smallest distance only: names that differ by a digit or two (device slugs
    /// such as `iphone-11` and `iphone-16`) would otherwise often give three.
    package static func closest(to name: String, among candidates: some Sequence<String>) -> [String] {
        let close = names(for: name, among: candidates)
        let distances = close.map { EditDistance.distance(name.lowercased(), $0.lowercased()) ?? .max }
        guard let best = distances.min() else { return [] }
        return zip(close, distances).filter { $0.1 == best }.map(\.0)
    }

    /// ``names(for:among:maximumCount:)`` for a block's keys, where one key may extend another (`title` and
    /// `titleKey`, `accessibilityLabel` and `accessibilityLabelKey`): of two such candidates only one is
    /// suggested — the longer only when the name is closer to it — so a typo of one does not also suggest the
    /// other, and keeps its Fix-It. Likewise of keys with the same first word (`accessibilityLabel`,
    /// `accessibilityHint`), which a typo of one is often close to, only the closest are suggested.
    package static func keyNames(for name: String, among candidates: some Sequence<String>) -> [String] {
        let close = names(for: name, among: candidates)
        let distances = close.map { EditDistance.distance(name.lowercased(), $0.lowercased()) ?? .max }
        let heads = close.map { $0.prefix { !$0.isUppercase } }
        return close.indices.filter { index in
            !close.indices.contains { other in
                guard other != index else { return false }
                if close[index].hasPrefix(close[other]) { return distances[index] >= distances[other] }
                if close[other].hasPrefix(close[index]) { return distances[index] > distances[other] }
                return heads[index] == heads[other] && distances[index] > distances[other]
            }
        }.map { close[$0] }
    }

    /// `; did you mean 'x'?`, `; did you mean 'a' or 'b'?`, `; did you mean 'a', 'b' or 'c'?`, or `otherwise`
    /// (e.g. `; expected 'import'`) when there is no suggestion.
    package static func phrase(_ suggestions: [String], otherwise: String = "") -> String {
        suggestions.isEmpty ? otherwise : "; did you mean \(Diagnostic.quotedList(suggestions))?"
    }

    /// ``phrase(_:otherwise:)`` of the candidates close to `name` (``names(for:among:maximumCount:)``).
    package static func phrase(for name: String, among candidates: some Sequence<String>, maximumCount: Int = 3,
                               otherwise: String = "") -> String {
        phrase(names(for: name, among: candidates, maximumCount: maximumCount), otherwise: otherwise)
    }
}
