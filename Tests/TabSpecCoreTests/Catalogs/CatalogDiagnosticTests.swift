import Testing
@testable import TabSpecCore

/// Malformed catalogs and `.strings` tables: one `invalid-catalog` error at its line and column (code
/// points), never a crash.
@Suite("Catalog diagnostics")
struct CatalogDiagnosticTests {
    /// The error reading `bytes` as a catalog, or `nil` when it reads.
    private func error(_ bytes: [UInt8]) -> CatalogError? {
        do {
            _ = try StringCatalog(parsing: bytes, path: "App/Tabs.xcstrings")
            return nil
        } catch {
            return error
        }
    }

    /// `line:column: message` of the error reading `text`.
    private func problem(_ text: String) -> String? {
        problem(Array(text.utf8))
    }

    /// `line:column: message` of the error reading `bytes`; every error is an `invalid-catalog` error.
    private func problem(_ bytes: [UInt8]) -> String? {
        guard let error = error(bytes) else { return nil }
        #expect(error.diagnostic.id == .invalidCatalog)
        #expect(error.diagnostic.severity == .error)
        #expect(error.path == "App/Tabs.xcstrings")
        return "\(error.location): \(error.message)"
    }

    /// A catalog whose `strings` member is `strings` (the lines between `"strings" : {` and its `}`).
    private func catalog(strings: String) -> String {
        "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(strings)\n  },\n  \"version\" : \"1.0\"\n}"
    }

    @Test func badJSON() {
        #expect(problem(catalog(strings: "    \"Home\" : {\n      \"comment\" : \"x\",\n    }")) == "6:5: expected a string key")
        #expect(problem("{\"sourceLanguage\" : \"en") == "1:24: unterminated string")
        #expect(problem("") == "1:1: unexpected end of input; expected a value")
        #expect(problem("{} {}") == "1:4: unexpected text after the JSON value")
        #expect(problem(catalog(strings: "    \"ホーム\" : {\n      \"comment\" : \"\\q\"\n    }")) == "5:21: invalid escape in a string")
    }

    @Test func bytesThatAreNotUTF8() {
        var bytes = Array(catalog(strings: "    \"Hé\u{1}\" : {\n\n    }").utf8)
        bytes[bytes.firstIndex(of: 0x01) ?? 0] = 0xFF
        #expect(problem(bytes) == "4:8: invalid UTF-8 byte 0xFF")
        #expect(problem(Array("{\n  ".utf8) + [0xC3, 0x28] + Array("}".utf8)) == "2:3: invalid UTF-8 byte 0xC3")
        #expect(problem([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00]) == "1:1: expected UTF-8 text; this file starts with a UTF-16 byte order mark")
        #expect(problem(Array("{\n  é : 1}".utf8)) == "2:3: expected a string key")
    }

    @Test func keysGivenTwiceInAnObject() {
        #expect(problem(catalog(strings: "    \"Home\" : {\n\n    },\n    \"ホーム\" : {\n\n    },\n    \"Home\" : {\n\n    }"))
            == "10:5: duplicate key 'Home' in an object")
        #expect(problem("{\n  \"sourceLanguage\" : \"en\",\n  \"sourceLanguage\" : \"de\"\n}") == "3:3: duplicate key 'sourceLanguage' in an object")
    }

    @Test func theTopLevel() {
        #expect(problem("[]") == "1:1: expected a JSON object with 'sourceLanguage' and 'strings'")
        #expect(problem("{\n  \"strings\" : {\n\n  }\n}") == "1:1: missing 'sourceLanguage'")
        #expect(problem("{\n  \"sourceLanguage\" : \"\",\n  \"strings\" : {\n\n  }\n}") == "2:22: 'sourceLanguage' must be a non-empty string")
        #expect(problem("{\n  \"sourceLanguage\" : \"en\"\n}") == "1:1: missing 'strings'")
        #expect(problem("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : [\n\n  ]\n}") == "3:15: 'strings' must be an object")
        #expect(problem("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : 1\n}") == "6:15: 'version' must be a string")
    }

    @Test func entriesAndTheirFields() {
        #expect(problem(catalog(strings: "    \"Home\" : \"Home\"")) == "4:14: the entry of 'Home' must be an object")
        #expect(problem(catalog(strings: "    \"ホーム\" : 1")) == "4:13: the entry of 'ホーム' must be an object")
        #expect(problem(catalog(strings: "    \"Home\" : {\n      \"comment\" : 3\n    }")) == "5:19: 'comment' of 'Home' must be a string")
        #expect(problem(catalog(strings: "    \"Home\" : {\n      \"extractionState\" : null\n    }"))
            == "5:27: 'extractionState' of 'Home' must be a string")
        #expect(problem(catalog(strings: "    \"Home\" : {\n      \"shouldTranslate\" : \"no\"\n    }"))
            == "5:27: 'shouldTranslate' of 'Home' must be true or false")
        #expect(problem(catalog(strings: "    \"Home\" : {\n      \"localizations\" : [\n\n      ]\n    }"))
            == "5:25: 'localizations' of 'Home' must be an object")
        #expect(problem(catalog(strings: "    \"Home\" : {\n      \"localizations\" : {\n        \"de\" : \"Start\"\n      }\n    }"))
            == "6:16: the 'de' localization of 'Home' must be an object")
    }

    @Test func stringUnitsVariationsAndSubstitutions() {
        let unitWithoutValue = """
                "Home" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated"
                      }
                    }
                  }
                }
            """
        #expect(problem(catalog(strings: unitWithoutValue)) == "7:26: the stringUnit of the 'de' localization of 'Home' has no 'value'")
        let pluralValue = """
                "%lld photos" : {
                  "localizations" : {
                    "de" : {
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : 1
                            }
                          }
                        }
                      }
                    }
                  }
                }
            """
        #expect(problem(catalog(strings: pluralValue))
            == "12:29: the 'value' of the stringUnit of the 'one' plural form of the 'de' localization of '%lld photos' must be a string")
        let deviceForm = """
                "Tap" : {
                  "localizations" : {
                    "en" : {
                      "variations" : {
                        "device" : {
                          "iphone" : true
                        }
                      }
                    }
                  }
                }
            """
        #expect(problem(catalog(strings: deviceForm)) == "9:26: the 'iphone' device form of the 'en' localization of 'Tap' must be an object")
        let substitution = """
                "%lld of %lld" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%#@count@"
                      },
                      "substitutions" : {
                        "count" : {
                          "argNum" : 1,
                          "variations" : {
                            "plural" : {
                              "other" : {
                                "stringUnit" : {
                                  "value" : "%arg"
                                }
                              }
                            }
                          }
                        },
                        "total" : {
                          "variations" : []
                        }
                      }
                    }
                  }
                }
            """
        #expect(problem(catalog(strings: substitution))
            == "25:30: the variations of the substitution 'total' of the 'en' localization of '%lld of %lld' must be an object")
        let state = "    \"A\" : {\n      \"localizations\" : {\n        \"de\" : {\n          \"stringUnit\" : {\n            \"state\" : 2,\n            \"value\" : \"B\"\n          }\n        }\n      }\n    }"
        #expect(problem(catalog(strings: state)) == "8:23: the 'state' of the stringUnit of the 'de' localization of 'A' must be a string")
    }

    @Test func nestingTooDeep() {
        #expect(problem(String(repeating: "[", count: 300)) == "1:257: nesting deeper than 256 levels")
        let deep = "{\"sourceLanguage\" : \"en\", \"strings\" : " + String(repeating: "{\"a\" : ", count: 300)
        #expect(problem(deep) == "1:\(38 + 256 * 7 - 6): nesting deeper than 256 levels")
    }

    @Test func errorsAreReportedLikeASpecsDiagnostics() throws {
        let bytes = Array(catalog(strings: "    \"Home\" : 1").utf8)
        let failure = try #require(error(bytes))
        #expect(failure.description == "App/Tabs.xcstrings:4:14: the entry of 'Home' must be an object [invalid-catalog]")
        #expect(XcodeReporter().render(LintReport(files: [failure.fileReport]))
            == "App/Tabs.xcstrings:4:14: error: the entry of 'Home' must be an object [invalid-catalog]\n")
        #expect(failure.diagnostic.range == SourceRange(start: 58, end: 59))
    }

    /// 64 MB read whole: the last line repeats the first key.
    @Test func aLargeCatalogIsReadToTheEnd() {
        let comment = Array(String(repeating: "x", count: 100).utf8)
        var bytes = Array("{\"sourceLanguage\":\"en\",\"strings\":{\n".utf8)
        bytes.reserveCapacity(64 << 20 + 200)
        var lines = 0
        while bytes.count < 64 << 20 {
            bytes += Array("\"k\(lines)\":{\"comment\":\"".utf8)
            bytes += comment
            bytes += Array("\"},\n".utf8)
            lines += 1
        }
        bytes += Array("\"k0\":{}}}".utf8)
        #expect(problem(bytes) == "\(lines + 2):1: duplicate key 'k0' in an object")
    }

    /// 64 MB of brackets: refused at the first bracket too deep.
    @Test func aLargeDeepInputIsRefusedAtTheLimit() {
        #expect(problem([UInt8](repeating: UInt8(ascii: "["), count: 64 << 20)) == "1:257: nesting deeper than 256 levels")
    }

    /// Random changes to the fixtures: each either reads (and then writes text that reads back the same) or
    /// is one error with a position in the file.
    @Test func mutatedCatalogsReadOrFailCleanly() throws {
        var generator = SplitMix64(seed: 21)
        var read = 0
        var failed = 0
        for name in StringCatalogTests.fixtureNames {
            let original = StringCatalogTests.fixture(name)
            for _ in 0..<150 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    let position = Int.random(in: 0..<bytes.count, using: &generator)
                    let replacement = [0x22, 0x7B, 0x7D, 0x5B, 0x5D, 0x2C, 0x3A, 0x5C, 0x00, 0xFF, 0xE3, 0x74, 0x31].randomElement(using: &generator) ?? 0
                    if Bool.random(using: &generator) { bytes[position] = UInt8(replacement) } else { bytes.remove(at: position) }
                }
                do {
                    let catalog = try StringCatalog(parsing: bytes, path: "\(name).xcstrings")
                    #expect(try StringCatalog(parsing: catalog.rendered(), path: "again.xcstrings") == catalog)
                    read += 1
                } catch {
                    #expect(error.diagnostic.range.start <= bytes.count)
                    #expect(error.location.line >= 1)
                    failed += 1
                }
            }
        }
        #expect(read > 50)
        #expect(failed > 300)
    }
}

/// `.strings` tables: errors at their line and column in the decoded text.
@Suite("Strings table diagnostics")
struct StringsTableDiagnosticTests {
    /// The error reading `bytes` as a table, or `nil`.
    private func error(_ bytes: [UInt8]) -> CatalogError? {
        do {
            _ = try StringsTable(parsing: bytes, path: "de.lproj/Tabs.strings", language: "de")
            return nil
        } catch {
            return error
        }
    }

    /// `text` as UTF-16 little-endian bytes with a byte order mark.
    private func utf16(_ text: String) -> [UInt8] {
        ([0xFEFF] + Array(text.utf16)).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    @Test func syntaxErrorsInUTF8() throws {
        let missing = try #require(error(Array("\"a\" = \"b\"\n\"c\" = \"d\";".utf8)))
        #expect(missing.description == "de.lproj/Tabs.strings:2:1: expected ';' [invalid-catalog]")
        let unterminated = try #require(error(Array("/* Tabs */\n\"ホーム\" = \"Start".utf8)))
        #expect("\(unterminated.location): \(unterminated.message)" == "2:9: unterminated string")
        #expect(error(Array("\"a\" = \"b\";\r\"c\"".utf8)).map { "\($0.location): \($0.message)" } == "2:4: expected '=' or ';'")
        #expect(error(Array("\"a\" = \"\\UZZZZ\";".utf8)).map { "\($0.location): \($0.message)" } == "1:8: invalid \\U escape")
        #expect(error(Array("/* open".utf8)).map { "\($0.location): \($0.message)" } == "1:1: unterminated comment")
    }

    @Test func errorsInUTF16AreShownInTheDecodedText() throws {
        let failure = try #require(error(utf16("\"é\" = \"x\";\n\"b\" \"c\";")))
        #expect("\(failure.location): \(failure.message)" == "2:5: expected '=' or ';'")
        #expect(failure.source.text(in: failure.source.rangeOfLine(2)) == "\"b\" \"c\";")
        let bad = try #require(error([0xFF, 0xFE, 0x22, 0x00, 0x00, 0xDC]))
        #expect("\(bad.location): \(bad.message)" == "1:2: invalid UTF-16LE text")
        let badUTF8 = try #require(error(Array("\"a\" = \"b\";\n\"".utf8) + [0xFF]))
        #expect("\(badUTF8.location): \(badUTF8.message)" == "2:2: invalid UTF-8 text")
    }
}

extension CatalogDiagnosticTests {
    /// The fuzz target's catalog stage passes on every fixture, changed or not.
    @Test func catalogsPassTheFuzzTargetsCatalogStage() {
        var generator = SplitMix64(seed: 8)
        let table = Fixtures.bytes(Fixtures.testFile("Fixtures/Catalogs/de.lproj/Tabs.strings"))
        #expect(table.count > 100)
        for bytes in StringCatalogTests.fixtureNames.map(StringCatalogTests.fixture) + [table] {
            #expect(EveryStage.readCatalogs(bytes) == [])
            for _ in 0..<40 {
                var changed = bytes
                changed[Int.random(in: 0..<changed.count, using: &generator)] = [0x22, 0x7D, 0x2C, 0x5C, 0x3B, 0x3D].randomElement(using: &generator) ?? 0
                #expect(EveryStage.readCatalogs(changed) == [])
            }
        }
        #expect(EveryStage.run(StringCatalogTests.fixture("TabBar")) == [])
    }
}
