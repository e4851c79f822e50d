/// Every lint rule, in lint.md's order.
enum RuleRegistry {
    static let rules: [any LintRule.Type] = []

    /// The descriptions of every rule (for `tabspec rules`, docs and SARIF).
    static var descriptions: [RuleDescription] { rules.map { $0.description } }
}
