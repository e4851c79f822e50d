/// A lint rule: one file per rule, its ``RuleDescription`` doubling as documentation and test data.
protocol LintRule: Sendable {
    static var description: RuleDescription { get }
    /// Findings for one tab bar (free of language errors), across the context's device matrix.
    static func findings(for spec: TabBarSpec, in context: LintContext) -> [LintFinding]
}
