import Foundation
import Testing
@testable import TabSpecCore

/// What must hold for every spec: formatting is idempotent, keeps every comment in order and in place, and
/// never changes meaning (the resolved configurations, names, tab ids and diagnostics are equal).
@Suite("Format invariants")
struct FormatInvariantTests {
    static let corpus = FormatTestSupport.corpus
    static let names = corpus.map(\.name)

    private func text(_ name: String) -> String {
        Self.corpus.first { $0.name == name }?.text ?? ""
    }

    @Test func corpusIsComplete() {
        // 4 bundled specs, 6 fixtures, 6 goldens, the repaired multi-error fixture; each also as CRLF + BOM.
        #expect(Self.corpus.count == 34)
        #expect(Self.corpus.allSatisfy { !$0.text.isEmpty })
    }

    @Test(arguments: names)
    func formattingIsIdempotent(name: String) {
        let once = FormatTestSupport.formatted(text(name))
        let twice = FormatTestSupport.formatted(once)
        if once != twice {
            Issue.record("not idempotent:\n\(Golden.diff(expected: once, actual: twice))")
        }
    }

    @Test(arguments: names)
    func everyCommentIsKeptInOrder(name: String) {
        let input = text(name)
        let output = FormatTestSupport.formatted(input)
        #expect(commentTexts(output) == commentTexts(input))
        #expect(commentTexts(output).count == SpecDocument(path: "in", text: input).syntax.comments.count)
    }

    @Test(arguments: names)
    func lineCommentsStayAfterTheSameToken(name: String) {
        let input = text(name)
        let output = FormatTestSupport.formatted(input)
        #expect(tokensBeforeLineComments(output) == tokensBeforeLineComments(input))
    }

    @Test(arguments: names)
    func meaningIsUnchanged(name: String) {
        let before = SpecDocument(path: "spec.tabspec", text: text(name))
        let after = SpecDocument(path: "spec.tabspec", text: FormatTestSupport.formatted(text(name)))
        #expect(after.tabBars.map(\.name) == before.tabBars.map(\.name))
        #expect(after.tabBars.map(\.configuration) == before.tabBars.map(\.configuration))
        #expect(after.tabBars.map { $0.tabs.map(\.id) } == before.tabBars.map { $0.tabs.map(\.id) })
        #expect(after.tabBars.map(\.hasErrors) == before.tabBars.map(\.hasErrors))
        let messages = { (document: SpecDocument) in document.diagnostics.map { "\($0.id): \($0.message)" }.sorted() }
        #expect(messages(after) == messages(before))
    }

    @Test(arguments: names)
    func outputFollowsTheLayoutRules(name: String) {
        let output = FormatTestSupport.formatted(text(name))
        #expect(output.hasSuffix("\n") && !output.hasSuffix("\n\n"))
        #expect(!output.hasPrefix("\n"))
        #expect(!output.contains("\n\n\n"))
        #expect(!output.contains("\r") && !output.contains("\u{FEFF}"))
        #expect(!output.contains("{\n\n") && !output.contains("\n\n}") && !output.contains("\n\n    }"))
        let source = SourceFile(path: "o", text: output)
        // Inner lines of block comments keep their own indentation.
        var commentInnerLines = Set<Int>()
        for comment in SpecDocument(source: source).syntax.comments {
            let first = source.location(of: comment.range.start).line
            let last = source.location(of: comment.range.end).line
            if last > first { commentInnerLines.formUnion((first + 1)...last) }
        }
        for (index, line) in output.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            #expect(!line.hasSuffix(" ") && !line.hasSuffix("\t"), "trailing blank: '\(line)'")
            guard !commentInnerLines.contains(index + 1) else { continue }
            #expect(line.prefix { $0 == " " }.count % 4 == 0, "indentation not a multiple of 4: '\(line)'")
            #expect(!line.hasPrefix("\t"))
        }
    }

    @Test(arguments: Fixtures.bundledSpecs)
    func bundledSpecsAreCanonical(path: String) {
        let text = Fixtures.read(path)
        let output = FormatTestSupport.formatted(text)
        if output != text {
            Issue.record("\(path) is not formatted:\n\(UnifiedDiff.render(old: text, new: output, oldName: "a", newName: "b"))")
        }
    }

    @Test func multiErrorFixtureIsRefusedForItsSyntaxErrors() {
        let text = Fixtures.read(Fixtures.testFile("Fixtures/MultiError.tabspec"))
        #expect(FormatTestSupport.refusedIDs(text) == ["invalid-color-literal", "expected-token", "expected-token"])
    }

    // MARK: Helpers

    /// The normalised text of every comment, in order.
    private func commentTexts(_ text: String) -> [String] {
        let source = SourceFile(path: "c", text: text)
        return SpecDocument(source: source).syntax.comments.map { FormatText.normalizedComment(source.text(in: $0.range)) }
    }

    /// For each `//` comment, the token before it on its line (`,` and block comments skipped), or "" when
    /// the comment starts its line.
    private func tokensBeforeLineComments(_ text: String) -> [String] {
        let source = SourceFile(path: "t", text: text)
        let tokens = Tokenizer.tokenize(source)
        var previous = ""
        var result: [String] = []
        for index in 0..<tokens.count {
            let token = TokenIndex(index)
            if tokens.startsLine(token) { previous = "" }
            switch tokens.kind(token) {
            case .endOfFile:
                return result
            case .lineComment:
                result.append(previous)
            case .comma, .blockComment:
                continue
            default:
                previous = tokens.text(token)
            }
        }
        return result
    }
}
