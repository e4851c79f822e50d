@testable import TabSpecCore
import Testing

/// Go to definition, find references and rename over palette colors and tab ids: exact ranges in both
/// encodings, names in comments and strings not matched, refusals with their messages.
@Suite("EditorRename")
struct EditorRenameTests {
    /// Two tab bars with a tab `home` each, a palette whose entries refer to each other, the names in a comment
    /// and a string, and a block comment with 'Café 🏠' before a use (UTF-16 and UTF-8 columns differ).
    static let spec = """
    // brand and home in a comment
    palette {
        brand: #FF8800
        brandDim: brand @ 50%
        accent: systemBlue
    }
    tabbar Bar {
        initial: home
        /* Café 🏠 */ tintColor: brand | orange
        tab home { symbol: "house", title: "brand home" }
        tab search { symbol: "magnifyingglass", title: "Search" }
        indicator { shape: circle, color: brandDim }
    }
    tabbar Other {
        initial: home
        tab home { symbol: "house", title: "Home" }
    }

    """

    /// The spec analysed with default settings.
    func analysis(_ text: String = spec) -> EditorAnalysis {
        EditorAnalysis(spec: TextDocument(text: text, version: 1), path: "Specs/Bar.tabspec", settings: LintSettings())
    }

    /// A position (0-based line and character).
    func at(_ line: Int, _ character: Int) -> EditorPosition { EditorPosition(line: line, character: character) }

    @Test func theSpecHasNoErrors() {
        #expect(analysis().diagnostics.filter { $0.severity == .error }.map(\.message) == [])
    }

    @Test func definitionOfAPaletteUseInBothEncodings() {
        // 'brand' after the comment: UTF-16 29..<34, UTF-8 32..<37.
        #expect(analysis().definition(at: at(8, 31), in: .utf16) == EditorRange(2, 4, 2, 9))
        #expect(analysis().definition(at: at(8, 34), in: .utf8) == EditorRange(2, 4, 2, 9))
        #expect(analysis().definition(at: at(11, 40), in: .utf16) == EditorRange(3, 4, 3, 12))
        #expect(analysis().definition(at: at(2, 4), in: .utf16) == EditorRange(2, 4, 2, 9))
    }

    @Test func definitionOfATabIsInTheSameBar() {
        #expect(analysis().definition(at: at(7, 15), in: .utf16) == EditorRange(9, 8, 9, 12))
        #expect(analysis().definition(at: at(14, 13), in: .utf16) == EditorRange(15, 8, 15, 12))
        #expect(analysis().definition(at: at(14, 17), in: .utf8) == EditorRange(15, 8, 15, 12))
    }

    @Test func noDefinitionOnKeysKeywordsBuiltInsCommentsAndStrings() {
        let analysis = analysis()
        for position in [at(0, 4), at(0, 14), at(9, 40), at(8, 20), at(8, 39), at(4, 14), at(9, 5), at(6, 8), at(7, 6)] {
            #expect(analysis.definition(at: position, in: .utf16) == nil, "\(position)")
            #expect(analysis.references(at: position, includeDeclaration: true, in: .utf16) == [], "\(position)")
            #expect(analysis.prepareRename(at: position, in: .utf16) == nil, "\(position)")
        }
    }

    @Test func referencesInDocumentOrder() {
        let analysis = analysis()
        #expect(analysis.references(at: at(2, 6), includeDeclaration: true, in: .utf16)
            == [EditorRange(2, 4, 2, 9), EditorRange(3, 14, 3, 19), EditorRange(8, 29, 8, 34)])
        #expect(analysis.references(at: at(2, 6), includeDeclaration: true, in: .utf8)
            == [EditorRange(2, 4, 2, 9), EditorRange(3, 14, 3, 19), EditorRange(8, 32, 8, 37)])
        #expect(analysis.references(at: at(8, 33), includeDeclaration: false, in: .utf16) == [EditorRange(3, 14, 3, 19), EditorRange(8, 29, 8, 34)])
        #expect(analysis.references(at: at(9, 9), includeDeclaration: true, in: .utf16) == [EditorRange(7, 13, 7, 17), EditorRange(9, 8, 9, 12)])
        #expect(analysis.references(at: at(15, 9), includeDeclaration: false, in: .utf16) == [EditorRange(14, 13, 14, 17)])
    }

    @Test func prepareRenameGivesTheNameAndItsRange() {
        #expect(analysis().prepareRename(at: at(8, 34), in: .utf8) == EditorRenameTarget(range: EditorRange(8, 32, 8, 37), placeholder: "brand"))
        #expect(analysis().prepareRename(at: at(10, 10), in: .utf16) == EditorRenameTarget(range: EditorRange(10, 8, 10, 14), placeholder: "search"))
    }

    @Test func renameEditsEveryOccurrence() {
        #expect(analysis().rename(at: at(2, 5), to: "primary", in: .utf8) == .edits([
            EditorTextEdit(range: EditorRange(2, 4, 2, 9), newText: "primary"),
            EditorTextEdit(range: EditorRange(3, 14, 3, 19), newText: "primary"),
            EditorTextEdit(range: EditorRange(8, 32, 8, 37), newText: "primary"),
        ]))
        // The other bar's 'home' may take 'search': ids are unique per bar.
        #expect(analysis().rename(at: at(14, 14), to: "search", in: .utf16) == .edits([
            EditorTextEdit(range: EditorRange(14, 13, 14, 17), newText: "search"),
            EditorTextEdit(range: EditorRange(15, 8, 15, 12), newText: "search"),
        ]))
    }

    @Test func renamedTextChecksClean() {
        guard case let .edits(edits) = analysis().rename(at: at(9, 9), to: "start", in: .utf16) else {
            Issue.record("the rename was refused")
            return
        }
        #expect(edits.map(\.range) == [EditorRange(7, 13, 7, 17), EditorRange(9, 8, 9, 12)])
        let renamed = Self.spec.replacing("initial: home", with: "initial: start", maxReplacements: 1)
            .replacing("tab home", with: "tab start", maxReplacements: 1)
        #expect(analysis(renamed).diagnostics.filter { $0.severity == .error }.map(\.message) == [])
    }

    @Test func refusalsSayWhy() {
        let analysis = analysis()
        let cases: [(EditorPosition, String, String)] = [
            (at(2, 5), "two words", "'two words' is not a name: a name starts with a letter or '_' and holds only letters, digits, '_' and '-'"),
            (at(2, 5), "9lives", "'9lives' is not a name: a name starts with a letter or '_' and holds only letters, digits, '_' and '-'"),
            (at(2, 5), "", "'' is not a name: a name starts with a letter or '_' and holds only letters, digits, '_' and '-'"),
            (at(2, 5), "brand.dark", "'brand.dark' is not a name: a name starts with a letter or '_' and holds only letters, digits, '_' and '-'"),
            (at(2, 5), "systemRed", "'systemRed' is a built-in color; a palette color of that name would shadow it"),
            (at(2, 5), "accent", "the palette already has a color 'accent'"),
            (at(9, 9), "search", "tab bar 'Bar' already has a tab 'search'"),
            (at(10, 9), "Home", "tab bar 'Bar' already has a tab 'home' (its enum case is 'home' too)"),
            (at(9, 9), "home-screen", "tab id 'home-screen' is not a Swift identifier (letters, digits and '_')"),
            (at(9, 9), "title", "tab id 'title' clashes with the generated member 'title' of the tab enum"),
            (at(8, 22), "x", "there is no palette color or tab id to rename here"),
        ]
        for (position, name, message) in cases {
            #expect(analysis.rename(at: position, to: name, in: .utf16) == .refused(message), "\(name)")
        }
        // The same name is no change, not a clash.
        #expect(analysis.rename(at: at(9, 9), to: "home", in: .utf16) == .edits([
            EditorTextEdit(range: EditorRange(7, 13, 7, 17), newText: "home"), EditorTextEdit(range: EditorRange(9, 8, 9, 12), newText: "home"),
        ]))
    }

    @Test func aPaletteNameShadowingABuiltInHasNoUses() {
        let analysis = analysis("palette {\n    orange: #FF0000\n}\ntabbar Bar {\n    tintColor: orange\n    tab home { title: \"Home\" }\n}\n")
        #expect(analysis.references(at: at(1, 5), includeDeclaration: true, in: .utf16) == [EditorRange(1, 4, 1, 10)])
        #expect(analysis.prepareRename(at: at(4, 16), in: .utf16) == nil)
    }

    @Test func aConfigurationFileHasNoNames() {
        let analysis = EditorAnalysis(configuration: TextDocument(text: "lint {\n    devices: iphone-se\n}\n"), path: ".tabspec")
        #expect(analysis.prepareRename(at: at(1, 14), in: .utf16) == nil)
        #expect(analysis.rename(at: at(1, 14), to: "x", in: .utf16) == .refused("there is no palette color or tab id to rename here"))
    }

    @Test func theLexersIdentifierRule() {
        #expect(Tokenizer.isIdentifier("home") && Tokenizer.isIdentifier("_a-1") && Tokenizer.isIdentifier("A"))
        #expect(!Tokenizer.isIdentifier("") && !Tokenizer.isIdentifier("-a") && !Tokenizer.isIdentifier("a.b") && !Tokenizer.isIdentifier("café"))
    }
}

