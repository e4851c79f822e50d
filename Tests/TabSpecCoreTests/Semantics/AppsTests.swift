import Testing
import TabSpecRuntime
@testable import TabSpecCore

/// A tab bar `Tab` with a `home` tab and `body` (indented four spaces) after it.
private func tabBar(_ body: String) -> String {
    "tabbar Tab {\n    tab home { symbol: \"house\", title: \"Home\" }\n" + body + "\n}\n"
}

/// The language errors of the keys of shipping apps (language.md v1.3, apps.md), checked with the language's
/// (`LanguageErrorTests` runs them): one diagnostic each, at its marker's line and column, with its id,
/// message and Fix-It.
let appsErrorCases: [LanguageErrorCase] = [
    // A tab's icon is a symbol or an image.
    LanguageErrorCase(id: "conflicting-key", source: tabBar("    tab me { symbol: \"person\", 1️⃣image: \"Avatar\" }"),
                      message: "'image' conflicts with 'symbol' in tab 'me'; a tab's icon is an SF Symbol or an image, not both"),
    LanguageErrorCase(id: "conflicting-key", source: tabBar("    tab me { image: \"Avatar\", title: \"Me\", 1️⃣selectedSymbol: \"person.fill\" }"),
                      message: "'selectedSymbol' conflicts with 'image' in tab 'me'; a tab's icon is an SF Symbol or an image, not both"),
    LanguageErrorCase(id: "missing-key", source: tabBar("    tab 1️⃣me { selectedImage: \"Avatar\" }"),
                      message: "tab 'me' needs a 'symbol', an 'image' or a 'title'"),
    // Misspelt keys and values: did-you-mean and Fix-Its from the one table.
    LanguageErrorCase(id: "unknown-key", source: tabBar("    1️⃣reselct: none"),
                      message: "unknown key 'reselct' in 'tabbar'; did you mean 'reselect'?", fixIt: "reselect"),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    reselect: 1️⃣popToRot"),
                      message: "invalid value 'popToRot' for 'reselect'; expected 'popToRootThenScrollToTop', 'popToRoot', 'scrollToTop' or 'none'; did you mean 'popToRoot'?",
                      fixIt: "popToRoot"),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    imageRendering: 1️⃣templte"),
                      message: "invalid value 'templte' for 'imageRendering'; expected 'template' or 'original'; did you mean 'template'?",
                      fixIt: "template"),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    tab me { image: \"Avatar\", imageRendering: 1️⃣orignal }"),
                      message: "invalid value 'orignal' for 'imageRendering'; expected 'template' or 'original'; did you mean 'original'?",
                      fixIt: "original"),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    imageBundle: 1️⃣\"module\""),
                      message: "invalid value string \"module\" for 'imageBundle'; expected 'main' or 'module' without quotes", fixIt: "module"),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    customizable: 1️⃣yes"),
                      message: "invalid value 'yes' for 'customizable'; expected 'true' or 'false'"),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    keyboardShortcuts: 1️⃣ture"),
                      message: "invalid value 'ture' for 'keyboardShortcuts'; expected 'true' or 'false'; did you mean 'true'?", fixIt: "true"),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    tab me { title: \"Me\", optional: 1️⃣1 }"),
                      message: "invalid value '1' for 'optional'; expected 'true' or 'false'"),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    tab new { symbol: \"plus\", role: 1️⃣actoin }"),
                      message: "invalid value 'actoin' for 'role'; expected 'search' or 'action'; did you mean 'action'?", fixIt: "action"),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    tab me { image: 1️⃣Avatar }"),
                      message: "invalid value 'Avatar' for 'image'; expected a string in quotes", fixIt: "\"Avatar\""),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    tab me { image: 1️⃣\"\" }"),
                      message: "invalid value string \"\" for 'image'; expected a non-empty string"),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    tab me { title: \"Me\", accessibilityIdentifier: 1️⃣\"\" }"),
                      message: "invalid value string \"\" for 'accessibilityIdentifier'; expected a non-empty string"),
    LanguageErrorCase(id: "invalid-value",
                      source: tabBar("    tab me { title: \"Me\", accessibilityHint: \"Opens\", accessibilityHintKey: 1️⃣\"\" }"),
                      message: "invalid value string \"\" for 'accessibilityHintKey'; expected a non-empty string",
                      fixIt: "\"Tab.me.accessibilityHint\""),
    LanguageErrorCase(id: "unknown-key", source: tabBar("    tab me { title: \"Me\", 1️⃣accessibilityHnit: \"Opens\" }"),
                      message: "unknown key 'accessibilityHnit' in 'tab'; did you mean 'accessibilityHint'?", fixIt: "accessibilityHint"),
    LanguageErrorCase(id: "unknown-key", source: tabBar("    tab me { title: \"Me\", 1️⃣accessibilityLabe: \"Me\" }"),
                      message: "unknown key 'accessibilityLabe' in 'tab'; did you mean 'accessibilityLabel'?", fixIt: "accessibilityLabel"),
    LanguageErrorCase(id: "unknown-key", source: tabBar("    tab me { title: \"Me\", 1️⃣selectedImag: \"Me\" }"),
                      message: "unknown key 'selectedImag' in 'tab'; did you mean 'selectedImage'?", fixIt: "selectedImage"),
    LanguageErrorCase(id: "unknown-key", source: tabBar("    1️⃣optional: true"),
                      message: "unknown key 'optional' in 'tabbar'; 'optional' belongs in 'tab { … }'"),
    LanguageErrorCase(id: "unknown-key", source: tabBar("    tab me { title: \"Me\", 1️⃣reselect: none }"),
                      message: "unknown key 'reselect' in 'tab'; 'reselect' belongs in 'tabbar { … }'"),
    LanguageErrorCase(id: "duplicate-key", source: tabBar("    tab me { image: \"A\", 1️⃣image: \"B\" }"),
                      message: "duplicate key 'image' in 'tab'"),
    // Localized hints.
    LanguageErrorCase(id: "missing-key", source: tabBar("    tab me { title: \"Me\", 1️⃣accessibilityHintKey: \"hint.me\" }"),
                      message: "tab 'me' sets 'accessibilityHintKey' without 'accessibilityHint'; write the text the key translates"),
    LanguageErrorCase(id: "conflicting-localization-key",
                      source: tabBar("    tab a { title: \"A\", accessibilityHint: \"Opens A\", accessibilityHintKey: \"hint\" }\n"
                                     + "    tab b { title: \"B\", accessibilityHint: \"Opens B\", accessibilityHintKey: 1️⃣\"hint\" }"),
                      message: "localization key 'hint' has two source texts, 'Opens B' and 'Opens A'; give one of them another key"),
    // Action tabs never become the selection.
    LanguageErrorCase(id: "invalid-value", source: tabBar("    initial: 1️⃣new\n    tab new { symbol: \"plus\", role: action }"),
                      message: "'initial' cannot be tab 'new': an action tab ('role: action') never becomes the selection"),
    LanguageErrorCase(id: "invalid-value",
                      source: "tabbar Tab {\n    tab new { symbol: \"plus\", role: action }\n    tab scan { symbol: \"qrcode\", role: 1️⃣action }\n}\n",
                      message: "every tab of 'Tab' is an action; a tab bar needs a tab that is not an action"),
    // A tab id that is one of the new generated members.
    LanguageErrorCase(id: "invalid-identifier", source: tabBar("    tab 1️⃣required { title: \"R\" }"),
                      message: "tab id 'required' clashes with the generated member 'required' of the tab enum; did you mean 'requiredTab'?",
                      fixIt: "requiredTab"),
]

@Suite("Apps keys (v1.3)")
struct AppsTests {
    /// Every v1.3 key, as `Fixtures/Swift/Apps.tabspec` writes them.
    static let fixture = Fixtures.read(Fixtures.testFile("Fixtures/Swift/Apps.tabspec"))

    @Test func everyKeyReachesTheModel() throws {
        let document = SpecDocument(path: "Apps.tabspec", text: Self.fixture)
        #expect(document.diagnostics.isEmpty)
        let app = try #require(document.tabBars.first)
        let configuration = app.configuration
        #expect(configuration.imageBundle == .module && configuration.imageRendering == .original && configuration.reselect == .popToRoot)
        #expect(configuration.isCustomizable && configuration.hasKeyboardShortcuts)
        let items = configuration.items
        #expect(items.map(\.imageName) == [nil, "Timeline", "Upload", nil, "Avatar", nil])
        #expect(items.map(\.selectedImageName) == [nil, "TimelineFilled", nil, nil, nil, nil])
        #expect(items.map(\.imageRendering) == [nil, .template, nil, nil, nil, nil])
        #expect(items.map(\.isAction) == [true, false, true, false, false, false])
        #expect(items.map(\.isOptional) == [false, false, false, true, true, false])
        #expect(items.map(\.isSearch) == [false, false, false, true, false, false])
        #expect(items.map(\.accessibilityIdentifier) == ["tab.compose", "tab.timeline", nil, nil, "tab.profile", nil])
        #expect(items.map(\.accessibilityHint) == [nil, "Shows the posts of the people you follow", nil, nil, nil, nil])
        // No `initial`: the first tab that is not an action.
        #expect(configuration.initialIndex == 1)
        // Where each key was written; the tab's `imageRendering` is its own key, recorded under `tab.imageRendering`.
        #expect(document.source.text(in: app.range(of: .reselect)) == "popToRoot")
        #expect(document.source.text(in: app.tabs[1].range(of: .tabImageRendering)) == "template")
        #expect(app.tabs[1].properties.keys == [.title, .image, .selectedImage, .tabImageRendering, .accessibilityIdentifier, .accessibilityHint])
        #expect(SpecKey.tabImageRendering.path == "tab.imageRendering" && SpecKey.imageRendering.path == "imageRendering")
        #expect(SpecKey.tabImageRendering.name == "imageRendering" && SpecKey.tabImageRendering.block == .tab)

        let hints = try #require(document.tabBars.last)
        #expect(hints.configuration.reselect == .none && hints.configuration.imageBundle == .main && hints.configuration.initialIndex == 0)
    }

    @Test func eachConflictingKeyIsAnErrorWithANoteAndIsLeftOut() throws {
        let source = tabBar("    tab me {\n        image: \"Avatar\"\n        symbol: \"person\"\n        selectedSymbol: \"person.fill\"\n        title: \"Me\"\n    }")
        let document = SpecDocument(path: "c.tabspec", text: source)
        #expect(document.diagnostics.map(\.id) == [.conflictingKey, .conflictingKey])
        #expect(document.diagnostics.map { document.source.location(of: $0.range.start) }
                == [TabSpecCore.SourceLocation(line: 5, column: 9), TabSpecCore.SourceLocation(line: 6, column: 9)])
        for diagnostic in document.diagnostics {
            #expect(diagnostic.notes.map(\.message) == ["'image' is set here"])
            #expect(diagnostic.notes.compactMap { $0.range.map { document.source.location(of: $0.start) } }
                    == [TabSpecCore.SourceLocation(line: 4, column: 9)])
            // Which icon to keep is the author's call: no Fix-It.
            #expect(diagnostic.fixIts.isEmpty)
        }
        let item = try #require(document.tabBars.first?.configuration.items.last)
        #expect(item.imageName == "Avatar" && item.symbolName == nil && item.selectedSymbolName == nil)
        #expect(document.tabBars.first?.hasErrors == true)
    }

    @Test func anInitialActionTabFallsBackToTheFirstOtherTab() throws {
        let source = "tabbar Tab {\n    initial: new\n    tab new { symbol: \"plus\", role: action }\n    tab home { symbol: \"house\" }\n}\n"
        let document = SpecDocument(path: "i.tabspec", text: source)
        let diagnostic = try #require(document.diagnostics.first)
        #expect(document.diagnostics.count == 1)
        #expect(diagnostic.notes.map(\.message) == ["'new' is an action tab here"])
        #expect(diagnostic.notes.compactMap { $0.range.map { document.source.location(of: $0.start) } }
                == [TabSpecCore.SourceLocation(line: 3, column: 37)])
        #expect(document.tabBars.first?.configuration.initialIndex == 1)
        // An `initial` that is not an action wins.
        let chosen = SpecDocument(path: "i.tabspec", text: source.replacingOccurrences(of: "initial: new", with: "initial: home"))
        #expect(chosen.diagnostics.isEmpty && chosen.tabBars.first?.configuration.initialIndex == 1)
    }

    @Test func aSelectedImageAloneIsLikeASelectedSymbolAlone() throws {
        let document = SpecDocument(path: "s.tabspec", text: tabBar("    tab me { selectedImage: \"Avatar\", title: \"Me\" }\n"
                                                                  + "    tab you { selectedSymbol: \"person.fill\", title: \"You\" }"))
        #expect(document.diagnostics.isEmpty)
        let items = try #require(document.tabBars.first).configuration.items
        #expect(items[1].imageName == nil && items[1].selectedImageName == "Avatar")
        #expect(items[2].symbolName == nil && items[2].selectedSymbolName == "person.fill")
    }

    @Test func theFormatterKeepsEveryKey() {
        // The fixture is written as the formatter writes it.
        #expect(SpecFormatter.format(SourceFile(path: "Apps.tabspec", text: Self.fixture)) == .formatted(Self.fixture))
        let messy = "tabbar T {\nimageBundle:module,reselect:scrollToTop\ncustomizable:true,keyboardShortcuts:false,imageRendering:original\n"
            + "  tab a {image:\"A\",selectedImage:\"B\",imageRendering:template,optional:true,role:action,"
            + "accessibilityIdentifier:\"id\",accessibilityHint:\"hint\",accessibilityHintKey:\"key\"}\n}\n"
        let formatted = "tabbar T {\n    imageBundle: module\n    reselect: scrollToTop\n    customizable: true\n    keyboardShortcuts: false\n"
            + "    imageRendering: original\n    tab a {\n        image: \"A\"\n        selectedImage: \"B\"\n        imageRendering: template\n"
            + "        optional: true\n        role: action\n        accessibilityIdentifier: \"id\"\n        accessibilityHint: \"hint\"\n"
            + "        accessibilityHintKey: \"key\"\n    }\n}\n"
        #expect(SpecFormatter.format(SourceFile(path: "T.tabspec", text: messy)) == .formatted(formatted))
        #expect(SpecFormatter.format(SourceFile(path: "T.tabspec", text: formatted)) == .formatted(formatted))
    }

    @Test func newKeywordValuesAreEnumMembersForTheEditor() {
        let text = "tabbar T {\n    reselect: none\n    tab a { image: \"A\", imageRendering: original, role: action, optional: true }\n}\n"
        let tokens = EditorAnalysis(spec: TextDocument(text: text), path: "T.tabspec", settings: LintSettings()).semanticTokens(in: .utf16)
        func type(line: Int, character: Int) -> SemanticTokenType? {
            tokens.first { $0.line == line && $0.character == character }?.type
        }
        #expect(type(line: 1, character: 4) == .property && type(line: 1, character: 14) == .enumMember)
        #expect(type(line: 2, character: 12) == .property && type(line: 2, character: 19) == .string)
        #expect(type(line: 2, character: 24) == .property && type(line: 2, character: 40) == .enumMember)
        #expect(type(line: 2, character: 56) == .enumMember && type(line: 2, character: 74) == .enumMember)
    }

    @Test func hoverTellsTheTabsAndTheBarsImageRenderingApart() throws {
        let text = "tabbar T {\n    imageRendering: original\n    tab a { image: \"A\", imageRendering: template }\n}\n"
        let analysis = EditorAnalysis(spec: TextDocument(text: text), path: "T.tabspec", settings: LintSettings())
        let bar = try #require(analysis.hover(at: EditorPosition(line: 1, character: 6), in: .utf16, markdown: false))
        #expect(bar.text == """
            imageRendering (in tabbar)
            Type: one of 'template', 'original'
            Default: 'template'
            How the tabs' images are drawn: 'template' tints them like symbols, 'original' keeps their colors (v1.3).
            """)
        let tab = try #require(analysis.hover(at: EditorPosition(line: 2, character: 26), in: .utf16, markdown: false))
        #expect(tab.text == """
            imageRendering (in tab)
            Type: one of 'template', 'original'
            Default: the bar's 'imageRendering' ('template')
            How this tab's image is drawn: 'template' (tinted) or 'original' (its own colors) (v1.3).
            """)
        #expect(KeyReference(.reselect).text(markdown: false) == """
            reselect (in tabbar)
            Type: one of 'popToRootThenScrollToTop', 'popToRoot', 'scrollToTop', 'none'
            Default: 'popToRootThenScrollToTop'
            What a tap on the selected tab does after the app's 'onReselect' handler: pop to the root, then scroll to the top, either alone, or nothing (v1.3).
            """)
        #expect(KeyReference(.accessibilityHintKey).defaultValue == "'<TabBar>.<tabId>.accessibilityHint'")
    }

    @Test func completionOffersTheNewKeys() {
        func labels(_ text: String) -> [String] {
            let bytes = Array(text.utf8)
            let cursor = bytes.firstIndex(of: UInt8(ascii: "|")) ?? bytes.count
            var without = bytes
            without.remove(at: cursor)
            let document = TextDocument(bytes: without)
            return EditorAnalysis(spec: document, path: "T.tabspec", settings: LintSettings())
                .completions(at: document.position(of: cursor, in: .utf16), in: .utf16, snippets: false, markdown: false).items.map(\.label)
        }
        #expect(labels("tabbar T {\n    tab a { title: \"A\", accessibilityH| }\n}\n") == ["accessibilityHint", "accessibilityHintKey"])
        #expect(labels("tabbar T {\n    tab a { title: \"A\", imageR| }\n}\n") == ["imageRendering"])
        #expect(labels("tabbar T {\n    res|\n}\n") == ["reselect"])
        #expect(labels("tabbar T {\n    keyb|\n}\n") == ["keyboardShortcuts"])
    }
}

/// `ignored-property` on the v1.3 keys (apps.md): the messages.
@Suite("Apps keys lint (v1.3)")
struct AppsLintTests {
    @Test func imageRenderingWithoutAnImageAndASelectedImageEqualToTheImage() {
        let text = """
            tabbar Main {
                imageRendering: original
                tab home { symbol: "house", title: "Home", imageRendering: template }
                tab me   { image: "Me", selectedImage: "Me", title: "Me" }
            }
            """
        let findings = Linter().lint(SpecDocument(path: "m.tabspec", text: text)).filter { $0.id == .ignoredProperty }
        #expect(findings.map(\.message) == [
            "'imageRendering' of tab 'home' has no effect: the tab has no image",
            "'selectedImage' of tab 'me' is the same as its 'image' ('Me') and has no effect",
        ])
        // No tab has an image at all: the bar's key too.
        let symbols = Linter().lint(SpecDocument(path: "m.tabspec", text: "tabbar Main {\n    imageRendering: original\n    tab home { symbol: \"house\", title: \"Home\" }\n}\n"))
        #expect(symbols.filter { $0.id == .ignoredProperty }.map(\.message) == ["'imageRendering' has no effect: no tab has an image"])
    }
}
