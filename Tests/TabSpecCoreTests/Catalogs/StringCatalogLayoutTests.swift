import Foundation
import Testing
@testable import TabSpecCore

/// An updated catalog written back in the layout of its file (``StringCatalog/rendered(into:readAs:path:)``):
/// catalogs written by Python's `json` module and JavaScript's `JSON.stringify` (`Fixtures/Catalogs/Layouts`,
/// before and after the same update, both written by the tool itself) and by Xcode, compared byte for byte
/// with the tool's own output, and every byte outside the changed entries compared with the file's.
@Suite("String catalog layouts")
struct StringCatalogLayoutTests {
    typealias Key = StringCatalog.OwnedKey

    /// The layouts of `make-layouts.py`.
    static let layouts = ["Python", "JavaScript", "FourSpaces", "TabIndented", "CRLF", "EscapedASCII", "Minified", "OneLine", "Unsorted"]

    /// `Fixtures/Catalogs/Layouts/NAME.xcstrings`.
    static func fixture(_ name: String) -> [UInt8] {
        Fixtures.bytes(Fixtures.testFile("Fixtures/Catalogs/Layouts/\(name).xcstrings"))
    }

    /// The title key of tab `tab` of MainTab.
    static func title(_ tab: String, _ text: String, key: String? = nil) -> Key {
        Key(key: key ?? "MainTab.\(tab).title", sourceText: text, comment: "Title of the '\(tab)' tab of the MainTab tab bar")
    }

    /// The update of `make-layouts.py`: two keys added around the others and one between them, `home`'s text
    /// changed (its German and Japanese translations need review), `old` gone (stale).
    static let keys = [
        title("about", "About", key: "About.title"), title("home", "Start here"), title("inbox", "Boîte de réception"),
        title("profile", "Profile"), title("zoom", "Zoom 🔍", key: "zoom.title"),
    ]

    /// A spec with ``keys``.
    static let spec = CompilerStringsTests.spec("""
        tabbar MainTab {
            localization { table: "Tabs" }
            tab about { symbol: "info.circle", title: "About", titleKey: "About.title" }
            tab home { symbol: "house", title: "Start here" }
            tab inbox { symbol: "tray", title: "Boîte de réception" }
            tab profile { symbol: "person", title: "Profile" }
            tab zoom { symbol: "magnifyingglass", title: "Zoom 🔍", titleKey: "zoom.title" }
        }

        """)

    /// What the update does to every layout's catalog.
    static let summary = StringCatalog.UpdateSummary(added: 3, updated: 1, markedNeedsReview: 2, markedStale: 1, unchanged: 1)

    /// `bytes` updated with ``keys`` and written in their own layout.
    static func update(_ bytes: [UInt8]) throws -> (written: [UInt8], summary: StringCatalog.UpdateSummary) {
        let old = try StringCatalog(parsing: bytes, path: "Tabs.xcstrings")
        let (new, summary) = StringCatalog.updating(old, with: keys, ownedPrefixes: ["MainTab."])
        return (try new.rendered(into: bytes, readAs: old, path: "Tabs.xcstrings"), summary)
    }

    /// The bytes of the catalog `bytes` with the entries of `keys` cut out of `strings`, each with the comma
    /// and blanks that part it from the next entry (the last one: from the entry before): what must stay
    /// byte for byte when only those entries change.
    static func outside(_ keys: [String], in bytes: [UInt8]) -> [UInt8] {
        let isBlank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        var cuts: [Range<Int>] = []
        for key in keys {
            guard let span = JSONParser.span(of: [.key("strings"), .key(key)], in: bytes), var start = span.keyStart else { continue }
            var end = span.value.upperBound
            var next = end
            while isBlank(bytes[next]) { next += 1 }
            if bytes[next] == UInt8(ascii: ",") {
                end = next + 1
                while isBlank(bytes[end]) { end += 1 }
            } else {
                while isBlank(bytes[start - 1]) { start -= 1 }
                if bytes[start - 1] == UInt8(ascii: ",") { start -= 1 }
            }
            cuts.append(start..<end)
        }
        var kept: [UInt8] = []
        var position = 0
        for cut in cuts.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if cut.lowerBound > position { kept += bytes[position..<cut.lowerBound] }
            position = max(position, cut.upperBound)
        }
        return kept + bytes[position...]
    }

    // MARK: - Each layout

    @Test(arguments: StringCatalogLayoutTests.layouts)
    func anUpdateIsWrittenAsTheFilesOwnToolWritesIt(_ name: String) throws {
        let before = Self.fixture(name)
        let after = Self.fixture(name + ".updated")
        #expect(before.count > 400 && after.count > before.count)
        let (written, summary) = try Self.update(before)
        #expect(summary == Self.summary)
        #expect(String(decoding: written, as: UTF8.self) == String(decoding: after, as: UTF8.self))
        // Every byte outside the changed and added entries is the file's (its final newline or none too).
        let changed = ["MainTab.home.title", "MainTab.old.title"]
        #expect(Self.outside(changed + ["About.title", "MainTab.inbox.title", "zoom.title"], in: written) == Self.outside(changed, in: before))
        #expect(Self.outside(changed, in: before).count > 200)
        #expect(written.last == before.last)
    }

    @Test(arguments: StringCatalogLayoutTests.layouts)
    func anUpToDateCatalogIsNotTouched(_ name: String) throws {
        let after = Self.fixture(name + ".updated")
        let catalog = try StringCatalog(parsing: after, path: "Tabs.xcstrings")
        let (again, summary) = StringCatalog.updating(catalog, with: Self.keys, ownedPrefixes: ["MainTab."])
        #expect(summary == StringCatalog.UpdateSummary(unchanged: 5))
        #expect(again == catalog)
        let outcome = try Compiler().strings([Self.spec], catalogPath: "Tabs.xcstrings", existing: after)
        #expect(outcome.summary == StringCatalog.UpdateSummary(unchanged: 5))
        #expect(outcome.catalog == after)
    }

    /// The same catalogs as Xcode writes them (JSONSerialization with Xcode's options), with and without a
    /// final newline (an editor adds one).
    @Test(arguments: [false, true])
    func xcodesLayoutIsWhatXcodeWritesWithOrWithoutAFinalNewline(_ finalNewline: Bool) throws {
        func xcode(_ name: String) throws -> [UInt8] {
            try StringCatalogTests.xcodeBytes(JSONSerialization.jsonObject(with: Data(Self.fixture(name)))) + (finalNewline ? [0x0A] : [])
        }
        let before = try xcode("Python")
        let (written, summary) = try Self.update(before)
        #expect(summary == Self.summary)
        #expect(written == (try xcode("Python.updated")))
        if !finalNewline {
            // Exactly what the whole catalog written in Xcode's layout is.
            let old = try StringCatalog(parsing: before, path: "Tabs.xcstrings")
            #expect(written == StringCatalog.updating(old, with: Self.keys, ownedPrefixes: ["MainTab."]).catalog.rendered())
        }
    }

    @Test func theFixturesAreTheLayoutsTheyAreNamedAfter() {
        let text = { (name: String) in String(decoding: Self.fixture(name), as: UTF8.self) }
        #expect(text("Python").hasPrefix("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n    \"Café\": {\n"))
        #expect(text("Python").hasSuffix("\n  },\n  \"version\": \"1.0\"\n}"))
        #expect(text("JavaScript").hasSuffix("\n  },\n  \"version\": \"1.0\"\n}\n"))
        #expect(text("FourSpaces").hasPrefix("{\n    \"sourceLanguage\": \"en\",\n    \"strings\": {\n        \"Café\": {\n"))
        #expect(text("TabIndented").hasPrefix("{\n\t\"sourceLanguage\": \"en\",\n\t\"strings\": {\n\t\t\"Café\": {\n"))
        #expect(text("CRLF").hasPrefix("{\r\n  \"sourceLanguage\": \"en\",\r\n") && text("CRLF").hasSuffix("}\r\n"))
        #expect(text("EscapedASCII").contains("\"Caf\\u00e9\": {") && text("EscapedASCII").utf8.allSatisfy { $0 < 0x80 })
        #expect(text("EscapedASCII").contains("\\ud83c\\udfe0"))
        #expect(text("Minified").hasPrefix("{\"sourceLanguage\":\"en\",\"strings\":{\"Café\":{\"localizations\":{"))
        #expect(text("OneLine").hasPrefix("{\"sourceLanguage\": \"en\", \"strings\": {\"Café\": {\"localizations\": {"))
        #expect(text("Unsorted").hasPrefix("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n    \"MainTab.profile.title\": {\n"))
        #expect(text("Python").contains("\"Later\": {}"))
    }

    // MARK: - New entries' places

    @Test func newKeysFollowTheirNearestPredecessorInAFileInAnotherOrder() throws {
        let written = try Self.update(Self.fixture("Unsorted")).written
        let keys = try StringCatalog(parsing: written, path: "Tabs.xcstrings").entries.map(\.key)
        #expect(keys == ["About.title", "MainTab.profile.title", "MainTab.home.title", "MainTab.inbox.title", "Welcome %lld",
                         "zoom.title", "Done", "MainTab.old.title", "Café", "Later"])
    }

    @Test func anEmptyStringsObjectGetsTheFilesIndentation() throws {
        for (before, after) in [
            ("{\n    \"sourceLanguage\": \"en\",\n    \"strings\": {},\n    \"version\": \"1.0\"\n}\n",
             "{\n    \"sourceLanguage\": \"en\",\n    \"strings\": {\n        \"zoom.title\": {\n            \"comment\": \"Title of the 'zoom' tab of the MainTab tab bar\",\n            \"extractionState\": \"manual\",\n            \"localizations\": {\n                \"en\": {\n                    \"stringUnit\": {\n                        \"state\": \"translated\",\n                        \"value\": \"Zoom\"\n                    }\n                }\n            }\n        }\n    },\n    \"version\": \"1.0\"\n}\n"),
            ("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}",
             "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"zoom.title\" : {\n      \"comment\" : \"Title of the 'zoom' tab of the MainTab tab bar\",\n      \"extractionState\" : \"manual\",\n      \"localizations\" : {\n        \"en\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Zoom\"\n          }\n        }\n      }\n    }\n  },\n  \"version\" : \"1.0\"\n}"),
            ("{\"strings\":{},\"sourceLanguage\":\"en\"}",
             "{\"strings\":{\"zoom.title\":{\"comment\":\"Title of the 'zoom' tab of the MainTab tab bar\",\"extractionState\":\"manual\",\"localizations\":{\"en\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Zoom\"}}}}},\"sourceLanguage\":\"en\"}"),
        ] {
            let old = try StringCatalog(parsing: Array(before.utf8), path: "Tabs.xcstrings")
            let new = StringCatalog.updating(old, with: [Self.title("zoom", "Zoom", key: "zoom.title")], ownedPrefixes: []).catalog
            #expect(String(decoding: try new.rendered(into: Array(before.utf8), readAs: old, path: "Tabs.xcstrings"), as: UTF8.self) == after)
        }
    }

    @Test func escapesFollowTheFile() throws {
        // Upper-case hex and escaped slashes (as Swift's JSONEncoder and PHP write them) are kept in new text.
        let before = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\\/b\" : {\n      \"comment\" : \"\\u00C9t\\u00E9\"\n    }\n  },\n  \"version\" : \"1.0\"\n}"
        let old = try StringCatalog(parsing: Array(before.utf8), path: "Tabs.xcstrings")
        let new = StringCatalog.updating(old, with: [Self.title("zoom", "Été/Hiver 🌞", key: "zoom.title")], ownedPrefixes: []).catalog
        let written = String(decoding: try new.rendered(into: Array(before.utf8), readAs: old, path: "Tabs.xcstrings"), as: UTF8.self)
        #expect(written.contains("\"value\" : \"\\u00C9t\\u00E9\\/Hiver \\uD83C\\uDF1E\""))
        #expect(written.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\\/b\" : {\n      \"comment\" : \"\\u00C9t\\u00E9\"\n    },\n    \"zoom.title\" : {\n"))
    }

    // MARK: - Layouts that cannot be followed

    /// The error of writing the update of ``keys`` into `text`.
    static func layoutError(_ text: String) throws -> CatalogError {
        do {
            _ = try update(Array(text.utf8))
        } catch let error as CatalogError {
            return error
        }
        throw CatalogError("no error", at: 0, in: SourceFile(path: "", text: ""))
    }

    @Test func anEntryIndentedByHandIsAnErrorAtItsLine() throws {
        let python = String(decoding: Self.fixture("Python"), as: UTF8.self)
        let error = try Self.layoutError(python.replacingOccurrences(of: "\n      \"comment\": \"A button\",", with: "\n     \"comment\": \"A button\","))
        #expect(error.diagnostic.id == .irregularCatalogLayout)
        #expect(error.description == "Tabs.xcstrings:21:6: this part of the catalog is laid out unlike the rest (expected an indentation of 6 spaces), "
            + "so tabspec cannot write its changes in the file's own layout; nothing written [irregular-catalog-layout]")
        #expect(error.diagnostic.notes == [DiagnosticNote(message: "lay it out as the rest of the file is, or run 'tabspec strings' with '--reformat' to rewrite the whole catalog in Xcode's layout")])
    }

    @Test func twoSpacingStylesMixedAreAnErrorWhereTheyDiffer() throws {
        let python = String(decoding: Self.fixture("Python"), as: UTF8.self)
        let mixed = python.replacingOccurrences(of: "\"comment\": \"A button\"", with: "\"comment\" : \"A button\"")
        #expect(try Self.layoutError(mixed).description.hasPrefix("Tabs.xcstrings:21:16: this part of the catalog is laid out unlike the rest (expected '\"comment\": \"A button\",'), "))
        let minified = String(decoding: Self.fixture("Minified"), as: UTF8.self).replacingOccurrences(of: "\"Later\":{}", with: "\"Later\": {}")
        #expect(try Self.layoutError(minified).description.hasPrefix("Tabs.xcstrings:1:296: this part of the catalog is laid out unlike the rest (expected '…},\"Later\":{},\"MainTab.home.title\":{\"com…'), "))
        let tabs = String(decoding: Self.fixture("TabIndented"), as: UTF8.self).replacingOccurrences(of: "\n\t\t\"Later\"", with: "\n    \"Later\"")
        #expect(try Self.layoutError(tabs).description.hasPrefix("Tabs.xcstrings:31:1: this part of the catalog is laid out unlike the rest (expected an indentation of 2 tabs), "))
    }

    @Test func anIrregularCatalogInStepIsLeftAsItIs() throws {
        let after = String(decoding: Self.fixture("Python.updated"), as: UTF8.self)
            .replacingOccurrences(of: "\"comment\": \"A button\"", with: "\"comment\" : \"A button\"")
        let outcome = try Compiler().strings([Self.spec], catalogPath: "Tabs.xcstrings", existing: Array(after.utf8))
        #expect(outcome.summary == StringCatalog.UpdateSummary(unchanged: 5))
        #expect(outcome.catalog == Array(after.utf8))
        #expect(outcome.report.files.map(\.diagnostics) == [[]])
    }

    @Test func theCompilerKeepsTheLayoutOrReformatsWhenAsked() throws {
        let before = Self.fixture("JavaScript")
        let kept = try Compiler().strings([Self.spec], catalogPath: "Tabs.xcstrings", existing: before)
        #expect(kept.summary == Self.summary)
        #expect(kept.catalog == Self.fixture("JavaScript.updated"))
        #expect(!kept.reformatted)
        let reformatted = try Compiler().strings([Self.spec], catalogPath: "Tabs.xcstrings", existing: before, reformat: true)
        #expect(reformatted.reformatted)
        #expect(reformatted.catalog == (try StringCatalogTests.xcodeBytes(JSONSerialization.jsonObject(with: Data(Self.fixture("JavaScript.updated"))))))
        // An irregular layout is an error in the catalog, and nothing is written; reformatting writes it.
        let mixed = Array(String(decoding: before, as: UTF8.self).replacingOccurrences(of: "\"Later\": {}", with: "\"Later\" : {}").utf8)
        let refused = try Compiler().strings([Self.spec], catalogPath: "Tabs.xcstrings", existing: mixed)
        #expect(refused.catalog == nil)
        #expect(refused.report.files.map { $0.diagnostics.map(\.id) } == [[], [.irregularCatalogLayout]])
        #expect(refused.report.files.last?.source.path == "Tabs.xcstrings")
        #expect(try Compiler().strings([Self.spec], catalogPath: "Tabs.xcstrings", existing: mixed, reformat: true).catalog == reformatted.catalog)
        // A catalog already in Xcode's layout is not "reformatted".
        let xcode = try #require(reformatted.catalog)
        let again = try Compiler().strings([Self.spec], catalogPath: "Tabs.xcstrings", existing: xcode, reformat: true)
        #expect(again.catalog == xcode)
        #expect(!again.reformatted)
    }
}
