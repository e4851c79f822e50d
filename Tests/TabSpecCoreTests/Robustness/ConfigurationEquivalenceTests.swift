import Testing
@testable import TabSpecCore

/// The configuration reader on the shared syntax tree (``ConfigurationReader``) gives what the old
/// `ConfigurationChecker` (its own parse, parser diagnostics replaced by range and reworded by prefix) gives:
/// the same settings and diagnostics, on the configuration tests' cases, cli.md's example and 600 mutations of
/// it, except where a listed ``ExactnessChange`` applies.
@Suite("Configuration reader equivalence")
struct ConfigurationEquivalenceTests {
    static var inputs: [(name: String, bytes: [UInt8])] {
        var inputs = [("cli.md example", Array(cliExampleConfiguration.utf8))]
        inputs += configurationErrorCases.enumerated().map { ("case \($0.offset)", Array(MarkedSource($0.element.source).text.utf8)) }
        var generator = SplitMix64(seed: 11)
        for index in 0..<600 {
            var bytes = Array(cliExampleConfiguration.utf8)
            for _ in 0..<(1 + Int(generator.next() % 4)) { MutationTests.mutate(&bytes, using: &generator) }
            inputs.append(("mutation \(index)", bytes))
        }
        return inputs
    }

    @Test func everyDifferenceIsAListedExactnessChange() {
        var identical = 0
        var unexplained: [String] = []
        for (name, bytes) in Self.inputs {
            let source = SourceFile(path: ".tabspec", bytes: bytes)
            let old = ConfigurationFile(source: source, ruleIDs: lintMDRuleIDs)
            let new = ConfigurationReader.read(source, ruleIDs: lintMDRuleIDs)
            if old.lint == new.lint, old.compile == new.compile, old.diagnostics == new.diagnostics {
                identical += 1
                continue
            }
            let tokens = Tokenizer.tokenize(source)
            let dotted = (0..<tokens.count).contains { tokens.problem(TokenIndex($0)) == .dottedName }
            let tree = SyntaxParser.parse(tokens)
            let badName = (0..<tree.nodes.count).map(SyntaxTree.NodeIndex.init)
                .contains { tree.kind($0) == .block && !tree.nameTokens($0).isEmpty && !tree.hasPlainName($0) }
            var expected = old.diagnostics
            var actual = new.diagnostics
            if expected.count(where: { $0.severity == .error }) > Diagnostic.errorLimit || old.diagnostics.contains(where: { !$0.fixIts.isEmpty }) {
                expected = Diagnostic.fileReport(expected.map(FrontEndEquivalenceTests.withoutFixIts))
                actual = actual.map(FrontEndEquivalenceTests.withoutFixIts)
            }
            if dotted || badName { continue }
            // The old checker dropped parser diagnostics by id and exact range: a missing separator before a
            // top-level key went with the message it meant to replace.
            let topLevelKeys = tree.entries(of: SyntaxTree.root).filter { tree.kind($0) == .property }.map { tree.tokens.range(tree.key($0)) }
            let separators = actual.filter { $0.message.hasPrefix("expected a newline or ','") && topLevelKeys.contains($0.range) }
            actual.removeAll { separators.contains($0) }
            if old.lint == new.lint, old.compile == new.compile, FrontEndEquivalenceTests.sameButShortened(actual, expected) { continue }
            unexplained.append("\(name): \(FrontEndEquivalenceTests.describe(old.diagnostics, new.diagnostics, source: source, specsEqual: true))")
        }
        #expect(unexplained.isEmpty, Comment(rawValue: "\(unexplained.count) unexplained:\n" + unexplained.prefix(10).joined(separator: "\n")))
        #expect(identical * 3 > Self.inputs.count * 2, Comment(rawValue: "identical: \(identical) of \(Self.inputs.count)"))
    }
}
