import Testing
@testable import TabSpecCore

/// A spec with a valid tab bar after `compile`, so cases focus on the block.
private func spec(compile: String) -> String {
    compile + "\ntabbar Tab {\n    tab home { symbol: \"house\" }\n}\n"
}

/// The compile block's language errors, checked with the language's (`LanguageErrorTests`): one diagnostic
/// each, at its marker's line and column, with its id, message and Fix-It.
let compileBlockErrorCases: [LanguageErrorCase] = [
    LanguageErrorCase(id: "unknown-key", source: spec(compile: "compile {\n    1️⃣acessLevel: public\n}"),
                      message: "unknown key 'acessLevel' in 'compile'; did you mean 'accessLevel'?", fixIt: "accessLevel"),
    LanguageErrorCase(id: "unknown-key", source: spec(compile: "compile {\n    1️⃣kind: custom\n}"),
                      message: "unknown key 'kind' in 'compile'; 'kind' belongs in 'tabbar { … }'"),
    LanguageErrorCase(id: "unknown-key", source: "tabbar Tab {\n    1️⃣accessLevel: public\n    tab home { symbol: \"house\" }\n}\n",
                      message: "unknown key 'accessLevel' in 'tabbar'; 'accessLevel' belongs in 'compile { … }'"),
    LanguageErrorCase(id: "duplicate-key", source: spec(compile: "compile {\n    accessLevel: public\n    1️⃣accessLevel: package\n}"),
                      message: "duplicate key 'accessLevel' in 'compile'"),
    LanguageErrorCase(id: "duplicate-key", source: spec(compile: "compile { accessLevel: public }\n\n1️⃣compile { accessLevel: package }"),
                      message: "duplicate 'compile' block; a spec has at most one"),
    LanguageErrorCase(id: "invalid-value", source: spec(compile: "compile {\n    accessLevel: 1️⃣opn\n}"),
                      message: "invalid value 'opn' for 'accessLevel'; expected 'internal', 'public' or 'package'; did you mean 'public'?",
                      fixIt: "public"),
    LanguageErrorCase(id: "invalid-value", source: spec(compile: "compile {\n    accessLevel: 1️⃣open\n}"),
                      message: "invalid value 'open' for 'accessLevel'; expected 'internal', 'public' or 'package'; did you mean 'public'?",
                      fixIt: "public"),
    LanguageErrorCase(id: "invalid-value", source: spec(compile: "compile {\n    accessLevel: 1️⃣pakage\n}"),
                      message: "invalid value 'pakage' for 'accessLevel'; expected 'internal', 'public' or 'package'; did you mean 'package'?",
                      fixIt: "package"),
    LanguageErrorCase(id: "invalid-value", source: spec(compile: "compile {\n    accessLevel: 1️⃣secret\n}"),
                      message: "invalid value 'secret' for 'accessLevel'; expected 'internal', 'public' or 'package'"),
    LanguageErrorCase(id: "invalid-value", source: spec(compile: "compile {\n    accessLevel: 1️⃣\"public\"\n}"),
                      message: "invalid value string \"public\" for 'accessLevel'; expected 'internal', 'public' or 'package'"),
    LanguageErrorCase(id: "invalid-value", source: spec(compile: "compile {\n    accessLevel: 1️⃣public package\n}"),
                      message: "'accessLevel' takes one of 'internal', 'public' or 'package', found 2 values"),
    LanguageErrorCase(id: "unknown-block", source: spec(compile: "compile {\n    1️⃣options {}\n}"),
                      message: "unknown block 'options' in 'compile'"),
    LanguageErrorCase(id: "unknown-block", source: spec(compile: "compile {\n    1️⃣accessLevel {}\n}"),
                      message: "'accessLevel' is a key of 'compile', not a block; write 'accessLevel: value'"),
    LanguageErrorCase(id: "unknown-block", source: spec(compile: "1️⃣compil {\n    accessLevel: public\n}"),
                      message: "unknown block 'compil' at the top level; did you mean 'compile'?", fixIt: "compile"),
    LanguageErrorCase(id: "expected-token", source: spec(compile: "compile 1️⃣Main {\n    accessLevel: public\n}"),
                      message: "expected '{' after 'compile', found 'Main'; 'compile' blocks have no name", fixIt: ""),
]

@Suite("The spec's compile block")
struct CompileBlockTests {
    @Test(arguments: compileBlockErrorCases)
    func aBrokenBlockLeavesTheTabBarChecked(_ testCase: LanguageErrorCase) {
        let document = SpecDocument(path: "case.tabspec", text: MarkedSource(testCase.source).text)
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
            .contains("\n\(written) enum Tab: String, CaseIterable, Identifiable, Sendable, TabBarTab {\n"))
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
