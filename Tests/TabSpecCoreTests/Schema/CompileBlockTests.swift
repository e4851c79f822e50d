import Testing
@testable import TabSpecCore

/// One marker-based case of a spec's `compile { … }` block: the source (`1️⃣` where the diagnostic starts),
/// the only diagnostic it must produce, where that is, and the Fix-It replacement if one is expected.
struct CompileBlockErrorCase: CustomTestStringConvertible, Sendable {
    var id: String
    var source: String
    var line: Int
    var column: Int
    var message: String
    var fixIt: String?

    var testDescription: String { "\(id) at \(line):\(column): \(message)" }
}

/// A spec with a valid tab bar after `compile`, so cases focus on the block.
private func spec(compile: String) -> String {
    compile + "\ntabbar Tab {\n    tab home { symbol: \"house\" }\n}\n"
}

let compileBlockErrorCases: [CompileBlockErrorCase] = [
    CompileBlockErrorCase(id: "unknown-key", source: spec(compile: "compile {\n    1️⃣acessLevel: public\n}"), line: 2, column: 5,
                          message: "unknown key 'acessLevel' in 'compile'; did you mean 'accessLevel'?", fixIt: "accessLevel"),
    CompileBlockErrorCase(id: "unknown-key", source: spec(compile: "compile {\n    1️⃣kind: custom\n}"), line: 2, column: 5,
                          message: "unknown key 'kind' in 'compile'; 'kind' belongs in 'tabbar { … }'"),
    CompileBlockErrorCase(id: "unknown-key", source: "tabbar Tab {\n    1️⃣accessLevel: public\n    tab home { symbol: \"house\" }\n}\n",
                          line: 2, column: 5,
                          message: "unknown key 'accessLevel' in 'tabbar'; 'accessLevel' belongs in 'compile { … }'"),
    CompileBlockErrorCase(id: "duplicate-key", source: spec(compile: "compile {\n    accessLevel: public\n    1️⃣accessLevel: package\n}"),
                          line: 3, column: 5, message: "duplicate key 'accessLevel' in 'compile'"),
    CompileBlockErrorCase(id: "duplicate-key", source: spec(compile: "compile { accessLevel: public }\n\n1️⃣compile { accessLevel: package }"),
                          line: 3, column: 1, message: "duplicate 'compile' block; a spec has at most one"),
    CompileBlockErrorCase(id: "invalid-value", source: spec(compile: "compile {\n    accessLevel: 1️⃣opn\n}"), line: 2, column: 18,
                          message: "invalid value 'opn' for 'accessLevel'; expected 'internal', 'public' or 'package'; did you mean 'public'?",
                          fixIt: "public"),
    CompileBlockErrorCase(id: "invalid-value", source: spec(compile: "compile {\n    accessLevel: 1️⃣open\n}"), line: 2, column: 18,
                          message: "invalid value 'open' for 'accessLevel'; expected 'internal', 'public' or 'package'; did you mean 'public'?",
                          fixIt: "public"),
    CompileBlockErrorCase(id: "invalid-value", source: spec(compile: "compile {\n    accessLevel: 1️⃣pakage\n}"), line: 2, column: 18,
                          message: "invalid value 'pakage' for 'accessLevel'; expected 'internal', 'public' or 'package'; did you mean 'package'?",
                          fixIt: "package"),
    CompileBlockErrorCase(id: "invalid-value", source: spec(compile: "compile {\n    accessLevel: 1️⃣secret\n}"), line: 2, column: 18,
                          message: "invalid value 'secret' for 'accessLevel'; expected 'internal', 'public' or 'package'"),
    CompileBlockErrorCase(id: "invalid-value", source: spec(compile: "compile {\n    accessLevel: 1️⃣\"public\"\n}"), line: 2, column: 18,
                          message: "invalid value string \"public\" for 'accessLevel'; expected 'internal', 'public' or 'package'"),
    CompileBlockErrorCase(id: "invalid-value", source: spec(compile: "compile {\n    accessLevel: 1️⃣public package\n}"), line: 2, column: 18,
                          message: "'accessLevel' takes one of 'internal', 'public' or 'package', found 2 values"),
    CompileBlockErrorCase(id: "unknown-block", source: spec(compile: "compile {\n    1️⃣options {}\n}"), line: 2, column: 5,
                          message: "unknown block 'options' in 'compile'"),
    CompileBlockErrorCase(id: "unknown-block", source: spec(compile: "compile {\n    1️⃣accessLevel {}\n}"), line: 2, column: 5,
                          message: "'accessLevel' is a key of 'compile', not a block; write 'accessLevel: value'"),
    CompileBlockErrorCase(id: "unknown-block", source: spec(compile: "1️⃣compil {\n    accessLevel: public\n}"), line: 1, column: 1,
                          message: "unknown block 'compil' at the top level; did you mean 'compile'?", fixIt: "compile"),
    CompileBlockErrorCase(id: "expected-token", source: spec(compile: "compile 1️⃣Main {\n    accessLevel: public\n}"), line: 1, column: 9,
                          message: "expected '{' after 'compile', found 'Main'; 'compile' blocks have no name", fixIt: ""),
]

@Suite("The spec's compile block")
struct CompileBlockTests {
    @Test(arguments: compileBlockErrorCases)
    func reportsExactlyOneDiagnostic(_ testCase: CompileBlockErrorCase) throws {
        let marked = MarkedSource(testCase.source)
        let document = SpecDocument(path: "case.tabspec", text: marked.text)
        #expect(document.diagnostics.map(\.id.rawValue) == [testCase.id])
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == testCase.message)
        #expect(diagnostic.range.start == marked.offset(1))
        #expect(document.source.location(of: diagnostic.range.start)
                == TabSpecCore.SourceLocation(line: testCase.line, column: testCase.column))
        #expect(diagnostic.fixIts.first?.edits.first?.replacement == testCase.fixIt)
        // The tab bar is still checked and compiled.
        #expect(document.tabBars.map(\.name) == ["Tab"])
    }

    @Test(arguments: [
        ("internal", SwiftAccessLevel.internal), ("public", .public), ("package", .package),
    ])
    func readsTheAccessLevel(_ written: String, _ level: SwiftAccessLevel) {
        let document = SpecDocument(path: "a.tabspec", text: spec(compile: "compile {\n    accessLevel: \(written)\n}"))
        #expect(document.diagnostics.isEmpty)
        #expect(document.compile == CompileSettings(accessLevel: level))
        #expect(SwiftEmitter.emit(document, accessLevel: document.compile.accessLevel ?? .internal)
            .contains("\n\(written) enum Tab: String, CaseIterable, Identifiable, Sendable {\n"))
    }

    @Test func theBlockMayComeAnywhereAndBeEmpty() {
        let last = SpecDocument(path: "a.tabspec", text: "tabbar Tab {\n    tab home { symbol: \"house\" }\n}\ncompile { accessLevel: package }\n")
        #expect(last.diagnostics.isEmpty)
        #expect(last.compile.accessLevel == .package)
        let empty = SpecDocument(path: "a.tabspec", text: spec(compile: "compile {}"))
        #expect(empty.diagnostics.isEmpty)
        #expect(empty.compile == CompileSettings())
        let none = SpecDocument(path: "a.tabspec", text: spec(compile: ""))
        #expect(none.compile == CompileSettings())
        // A spec holding only settings has no tab bar and no error.
        let only = SpecDocument(path: "a.tabspec", text: "compile { accessLevel: public }\n")
        #expect(only.diagnostics.isEmpty)
        #expect(only.tabBars.isEmpty)
    }

    @Test func theTabBarIsTheSameWithOrWithoutTheBlock() {
        let with = SpecDocument(path: "a.tabspec", text: spec(compile: "compile {\n    accessLevel: public\n}"))
        let without = SpecDocument(path: "a.tabspec", text: spec(compile: ""))
        #expect(with.tabBars.map(\.configuration) == without.tabBars.map(\.configuration))
        #expect(with.tabBars.map(\.name) == without.tabBars.map(\.name))
    }

    @Test func lintFindsTheSameWithOrWithoutTheBlock() {
        let block = "compile {\n    accessLevel: public\n}"
        let with = Linter().lint(SpecDocument(path: "a.tabspec", text: spec(compile: block)))
        let without = Linter().lint(SpecDocument(path: "a.tabspec", text: spec(compile: "")))
        #expect(!without.isEmpty) // the symbol-only tab has no accessibility label
        #expect(with.map(\.id) == without.map(\.id))
        #expect(with.map(\.message) == without.map(\.message))
        #expect(with.allSatisfy { $0.range.start > block.utf8.count })
    }

    @Test func theFormatterKeepsTheBlockAndIsIdempotent() {
        let input = "compile{accessLevel:public // for the app target\n}\ntabbar Tab { tab home { symbol: \"house\" } }\n"
        let expected = "compile {\n    accessLevel: public // for the app target\n}\ntabbar Tab {\n    tab home { symbol: \"house\" }\n}\n"
        let output = FormatTestSupport.formatted(input)
        #expect(output == expected)
        #expect(FormatTestSupport.formatted(output) == output)
    }

    @Test(arguments: [
        ("opn", ["public"]), ("open", ["public"]), ("privat", ["internal"]), ("fileprivate", ["internal"]),
        ("Public", ["public"]), ("pubic", ["public"]), ("interal", ["internal"]), ("secret", []),
    ])
    func accessLevelSuggestions(_ written: String, _ expected: [String]) {
        #expect(SwiftAccessLevel.suggestions(for: written) == expected)
    }
}
