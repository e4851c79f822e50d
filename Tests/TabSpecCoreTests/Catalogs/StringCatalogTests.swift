import Foundation
import Testing
@testable import TabSpecCore

/// Reading, writing and looking up String Catalogs as Xcode writes them.
@Suite("String catalogs")
struct StringCatalogTests {
    static let fixtureNames = ["Escapes", "Localizable", "SimplifiedChinese", "Substitutions", "TabBar", "Variations"]

    /// The bytes of `Fixtures/Catalogs/NAME.xcstrings`.
    static func fixture(_ name: String) -> [UInt8] {
        Fixtures.bytes(Fixtures.testFile("Fixtures/Catalogs/\(name).xcstrings"))
    }

    /// The fixture `name`, read.
    static func catalog(_ name: String) throws -> StringCatalog {
        try StringCatalog(parsing: fixture(name), path: "\(name).xcstrings")
    }

    /// `object` as Xcode writes a catalog: JSONSerialization with Xcode's options.
    static func xcodeBytes(_ object: Any) throws -> [UInt8] {
        Array(try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
    }

    @Test(arguments: StringCatalogTests.fixtureNames)
    func fixtureIsWhatXcodesWriterWrites(_ name: String) throws {
        let bytes = Self.fixture(name)
        #expect(bytes.count > 400)
        #expect(try Self.xcodeBytes(JSONSerialization.jsonObject(with: Data(bytes))) == bytes)
    }

    @Test(arguments: StringCatalogTests.fixtureNames)
    func roundTripsByteForByte(_ name: String) throws {
        let bytes = Self.fixture(name)
        #expect(try Self.catalog(name).rendered() == bytes)
    }

    @Test(arguments: StringCatalogTests.fixtureNames)
    func fixtureKeysAreInXcodesOrder(_ name: String) throws {
        let keys = try Self.catalog(name).entries.map(\.key)
        for (first, second) in zip(keys, keys.dropFirst()) {
            #expect(XcodeKeyOrder.areInIncreasingOrder(first, second), "\(first.debugDescription) < \(second.debugDescription)")
        }
    }

    @Test func readsTheTopLevelAndEntries() throws {
        let catalog = try Self.catalog("Localizable")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.version == "1.0")
        #expect(catalog.entries.count == 28)
        #expect(Array(catalog.entries.prefix(4).map(\.key)) == ["", "%@ (%@)", "%lld", "%lld min"])
        #expect(catalog.entry(forKey: "%lld")?.members == [JSONMember("shouldTranslate", .bool(false))])
        #expect(catalog.entry(forKey: "Empty.Comment")?.members == [
            JSONMember("comment", .string("No value, only a comment.")), JSONMember("extractionState", .string("manual")),
        ])
        #expect(catalog.entry(forKey: "missing") == nil)
        #expect(try Self.catalog("SimplifiedChinese").sourceLanguage == "zh-Hans")
    }

    @Test func keepsNumbersAndUnknownFields() throws {
        let substitutions = try Self.catalog("Substitutions")
        let english = substitutions.entry(forKey: "%@ ate %lld apples and %lld pears")?.members.value("localizations")?["en"]
        #expect(english?["substitutions"]?["pears"]?["argNum"] == .number(3))
        #expect(english?["substitutions"]?["pears"]?["formatSpecifier"] == .string("lld"))
        let bytes = Array("""
            {
              "future" : [
                1.5,
                true,
                null
              ],
              "sourceLanguage" : "en",
              "strings" : {
                "a" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "reviewer" : "kim",
                        "state" : "translated",
                        "value" : "A"
                      }
                    }
                  },
                  "unknown" : {

                  }
                }
              },
              "version" : "1.1"
            }
            """.utf8)
        let catalog = try StringCatalog(parsing: bytes, path: "Future.xcstrings")
        #expect(catalog.version == "1.1")
        #expect(catalog.rendered() == bytes)
        #expect(catalog.value(forKey: "a", language: "de") == "A")
    }

    @Test func looksUpTranslatedStringUnits() throws {
        let catalog = try Self.catalog("Localizable")
        #expect(catalog.value(forKey: "About", language: "fr") == "À propos")
        #expect(catalog.value(forKey: "Settings", language: "ar") == "الإعدادات")
        #expect(catalog.value(forKey: "About", language: "es") == nil)
        #expect(catalog.value(forKey: "Nope", language: "de") == nil)
        // needs_review and new are not translated
        #expect(catalog.value(forKey: "%lld Points Left", language: "de") == nil)
        #expect(catalog.value(forKey: "Alarm Off", language: "fr") == nil)
        #expect(catalog.value(forKey: "Alarm Off", language: "de") == "Wecker aus")
        // the source value counts whatever its state; a key without one has none
        #expect(catalog.sourceValue(forKey: "%@ (%@)") == "%1$@ (%2$@)")
        #expect(catalog.value(forKey: "%@ (%@)", language: "en") == nil)
        #expect(catalog.sourceValue(forKey: "continue") == "Continue")
        #expect(catalog.sourceValue(forKey: "About") == nil)
    }

    @Test func looksUpPluralAndDeviceForms() throws {
        let catalog = try Self.catalog("Variations")
        #expect(catalog.value(forKey: "%lld photos", language: "de") == "%lld Fotos")
        #expect(catalog.value(forKey: "%lld photos", language: "ru") == "%lld фото")
        #expect(catalog.value(forKey: "%lld photos", language: "pl") == nil)
        #expect(catalog.sourceValue(forKey: "%lld photos") == "%lld photos")
        #expect(catalog.value(forKey: "Tap to open", language: "en", idiom: .phone) == "Tap to open")
        #expect(catalog.value(forKey: "Tap to open", language: "en", idiom: .pad) == "Tap to open")
        #expect(catalog.value(forKey: "Tap to open", language: "en") == "Open")
        #expect(catalog.value(forKey: "Tap to open", language: "de", idiom: .phone) == "Tippen zum Öffnen")
        #expect(catalog.value(forKey: "Tap to open", language: "de", idiom: .pad) == "Zum Öffnen tippen")
        #expect(catalog.value(forKey: "%lld items on your device", language: "en", idiom: .phone) == "%lld items on your iPhone")
        #expect(catalog.value(forKey: "%lld items on your device", language: "en", idiom: .pad) == "%lld items")
        #expect(catalog.value(forKey: "%lld items on your device", language: "fr", idiom: .pad) == "%lld éléments sur votre iPad")
        #expect(catalog.value(forKey: "%lld items on your device", language: "fr", idiom: .phone) == nil)
        #expect(catalog.sourceValue(forKey: "%lld items on your device") == "%lld items")
    }

    @Test func listsItsLanguagesSorted() throws {
        #expect(try Self.catalog("Localizable").languages == ["ar", "de", "en", "fr", "he", "ja"])
        #expect(try Self.catalog("SimplifiedChinese").languages == ["en", "ja", "zh-Hans"])
        #expect(try Self.catalog("Variations").languages == ["de", "en", "fr", "pl", "ru"])
        #expect(StringCatalog(sourceLanguage: "de").languages == ["de"])
    }

    @Test func aNewCatalogIsWhatXcodeWritesForOne() throws {
        let catalog = StringCatalog(sourceLanguage: "en")
        #expect(catalog.rendered() == Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}".utf8))
        #expect(try StringCatalog(parsing: catalog.rendered(), path: "New.xcstrings") == catalog)
    }

    /// Keys and members set in a random order end up where Xcode's writer (JSONSerialization, which sorts)
    /// puts them.
    @Test func setInsertsWhereXcodesSortPutsKeys() throws {
        var generator = SplitMix64(seed: 11)
        let pieces = ["Home", "home", "HOME", "Item 2", "Item 10", "item02", "Settings", "tab.", "MainTab", "_", "-", "%@",
                      "%lld", " ", "é", "Ä", "ß", "ホーム", "設定", "·", "「", "1", "9", "10", "Über", "zebra", "Zoo"]
        for _ in 0..<40 {
            var catalog = StringCatalog(sourceLanguage: "en")
            var object: [String: Any] = [:]
            for _ in 0..<Int.random(in: 1...25, using: &generator) {
                let key = (0..<Int.random(in: 1...3, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
                let member = ["comment", "extractionState", "shouldTranslate", "localizations", "zeta", "Alpha"].randomElement(using: &generator) ?? ""
                catalog.set(member, in: key, to: .string("v"))
                var entry = object[key] as? [String: Any] ?? [:]
                entry[member] = "v"
                object[key] = entry
            }
            let expected = try Self.xcodeBytes(["sourceLanguage": "en", "strings": object, "version": "1.0"])
            #expect(catalog.rendered() == expected, "\(object.keys.sorted())")
        }
    }

    /// Random catalogs written by Xcode's writer read and write back byte for byte.
    @Test func roundTripsRandomCatalogsOfXcodesWriter() throws {
        var generator = SplitMix64(seed: 5)
        let texts = ["", "Home", "a \"quote\"", "back\\slash", "line\nbreak", "tab\t", "é", "ホーム", "👍🏽", "a/b", "\u{1}", "\u{2028}"]
        func form(_ depth: Int, _ generator: inout SplitMix64) -> [String: Any] {
            if depth > 2 || Bool.random(using: &generator) {
                return ["stringUnit": ["state": ["translated", "new", "needs_review"].randomElement(using: &generator) ?? "", "value": texts.randomElement(using: &generator) ?? ""]]
            }
            let kind = Bool.random(using: &generator) ? "plural" : "device"
            let names = kind == "plural" ? ["one", "other", "few", "zero"] : ["iphone", "ipad", "mac", "other"]
            var forms: [String: Any] = [:]
            for name in names where Bool.random(using: &generator) { forms[name] = form(depth + 1, &generator) }
            return ["variations": [kind: forms]]
        }
        for _ in 0..<30 {
            var strings: [String: Any] = [:]
            for index in 0..<Int.random(in: 0...12, using: &generator) {
                var entry: [String: Any] = [:]
                if Bool.random(using: &generator) { entry["comment"] = texts.randomElement(using: &generator) ?? "" }
                if Bool.random(using: &generator) { entry["shouldTranslate"] = Bool.random(using: &generator) }
                var localizations: [String: Any] = [:]
                for language in ["de", "en", "ja", "pt-BR"] where Bool.random(using: &generator) { localizations[language] = form(0, &generator) }
                if !localizations.isEmpty { entry["localizations"] = localizations }
                strings[(texts.randomElement(using: &generator) ?? "") + "\(index)"] = entry
            }
            let bytes = try Self.xcodeBytes(["sourceLanguage": "en", "strings": strings, "version": "1.0"])
            let catalog = try StringCatalog(parsing: bytes, path: "Random.xcstrings")
            #expect(catalog.rendered() == bytes)
        }
    }
}

extension StringCatalogTests {
    /// `é` and `e` + U+0301 are two keys, as in JSON and Xcode (Swift's `==` would call them one).
    @Test func canonicallyEquivalentKeysAreTwoKeys() throws {
        let composed = "Caf\u{E9}"
        let decomposed = "Cafe\u{301}"
        // (A Swift dictionary cannot hold both keys, so the file is written out.)
        func entry(_ key: String, _ value: String) -> String {
            "    \"\(key)\" : {\n      \"localizations\" : {\n        \"de\" : {\n          \"stringUnit\" : {\n"
                + "            \"state\" : \"translated\",\n            \"value\" : \"\(value)\"\n          }\n        }\n      }\n    }"
        }
        let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entry(decomposed, "two") + ",\n" + entry(composed, "one")
            + "\n  },\n  \"version\" : \"1.0\"\n}"
        let bytes = Array(text.utf8)
        let catalog = try StringCatalog(parsing: bytes, path: "Cafe.xcstrings")
        #expect(catalog.entries.map { Array($0.key.unicodeScalars) } == [Array(decomposed.unicodeScalars), Array(composed.unicodeScalars)])
        #expect(catalog.value(forKey: composed, language: "de") == "one")
        #expect(catalog.value(forKey: decomposed, language: "de") == "two")
        #expect(catalog.rendered() == bytes)
        #expect(XcodeKeyOrder.areInIncreasingOrder(decomposed, composed))
        #expect(!XcodeKeyOrder.areInIncreasingOrder(composed, decomposed))
    }
}
