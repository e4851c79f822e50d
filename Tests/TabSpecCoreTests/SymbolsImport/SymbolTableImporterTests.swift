import Foundation
import Testing

@testable import TabSpecCore
@testable import TabSpecSymbolsImport

extension SymbolsTests {
    /// `SymbolTableImporter`: CoreGlyphs-shaped files in, a sorted table and its renderings out.
    @Suite struct SymbolTableImporterTests {
        /// A CoreGlyphs-shaped availability plist: `symbols` name → release key, `year_to_release`.
        private func availability(
            _ symbols: [String: PropertyListValue],
            releases: [String: PropertyListValue] = [
                "2019": .dictionary(["iOS": .string("13.0"), "macOS": .string("10.15"), "watchOS": .string("6.0")]),
                "2020": .dictionary(["iOS": .string("14.0"), "macOS": .string("11.0")]),
                "2023.2": .dictionary(["iOS": .string("17.2"), "macOS": .string("14.2")]),
            ]
        ) -> [UInt8] {
            BinaryPropertyListWriter.write(.dictionary(["symbols": .dictionary(symbols), "year_to_release": .dictionary(releases)]))
        }

        /// The error importing, or `nil`.
        private func error(availability: [UInt8], aliases: [UInt8]? = nil) -> SymbolImportError? {
            do {
                _ = try SymbolTableImporter.makeTable(availabilityPlist: availability, aliases: aliases)
                return nil
            } catch {
                return error
            }
        }

        @Test func importsSymbolsAndAliases() throws {
            let plist = availability([
                "house.fill": .string("2019"), "0.circle.hi": .string("2023.2"), "house": .string("2019"),
                "a.book.closed": .string("2020"),
            ])
            let strings = Array("""
                // Retrieved via the SF Symbols app package contents
                "speaker.3" = "speaker.wave.3";
                "a" = "character";
                "same" = "same";
                "a" = "character.book";
                """.utf8)
            let table = try SymbolTableImporter.makeTable(availabilityPlist: plist, aliases: strings)
            #expect(table.entries == [
                SymbolEntry(name: "0.circle.hi", introduced: IOSVersion(major: 17, minor: 2)),
                SymbolEntry(name: "a.book.closed", introduced: IOSVersion(major: 14)),
                SymbolEntry(name: "house", introduced: IOSVersion(major: 13)),
                SymbolEntry(name: "house.fill", introduced: IOSVersion(major: 13)),
            ])
            #expect(table.aliases == [
                SymbolAlias(oldName: "a", currentName: "character.book"),
                SymbolAlias(oldName: "speaker.3", currentName: "speaker.wave.3"),
            ])
            #expect(table.newestVersion == IOSVersion(major: 17, minor: 2))
            #expect(table.renderSymbolsTSV() == """
                # name\tintroduced_ios
                0.circle.hi\t17.2
                a.book.closed\t14.0
                house\t13.0
                house.fill\t13.0

                """)
            #expect(table.renderAliasesTSV() == "# old_name\tcurrent_name\na\tcharacter.book\nspeaker.3\tspeaker.wave.3\n")
        }

        @Test func rendersCompilableEmbeddedSource() throws {
            let plist = availability(["house": .string("2019"), "star": .integer(2020)])
            let table = try SymbolTableImporter.makeTable(availabilityPlist: plist, aliases: nil)
            let source = table.renderSwiftSource(provenance: "Source: a test\nsecond line\u{7}")
            #expect(source.hasPrefix("""
                // GENERATED FILE, DO NOT EDIT: the SF Symbols table of the lint rules (`SymbolTable.builtIn`).
                //
                // 2 symbols, newest introduced in iOS 14.0; 0 renames.
                // Source: a test
                // second line
                //
                """))
            #expect(source.hasSuffix("""
                    static let embeddedSymbolsText = \"\"\"
                house 13.0
                star 14.0
                \"\"\"

                    /// Every renamed SF Symbol, one `old current` line each.
                    static let embeddedAliasesText = \"\"\"
                \"\"\"
                }

                """))
            #expect(table.renderSwiftSource().contains("\n// Source: Apple's CoreGlyphs.bundle (name_availability.plist, name_aliases.strings), via `tabspec symbols import`.\n//\n"))
            // The text parts read back into the same table.
            let parts = source.components(separatedBy: "\"\"\"\n")
            let reread = SymbolTable(embeddedSymbols: parts[1], embeddedAliases: parts[3])
            #expect(reread.names == ["house", "star"])
            #expect(reread.introducedVersion(of: "star") == IOSVersion(major: 14))
        }

        @Test func readsAliasesCompiledToABinaryPropertyList() throws {
            let plist = availability(["house": .string("2019")])
            let aliases = BinaryPropertyListWriter.write(.dictionary(["b.old": .string("b.new"), "a.old": .string("a.new")]))
            let table = try SymbolTableImporter.makeTable(availabilityPlist: plist, aliases: aliases)
            #expect(table.aliases.map(\.oldName) == ["a.old", "b.old"])
            let notStrings = BinaryPropertyListWriter.write(.dictionary(["a": .integer(1)]))
            #expect(error(availability: plist, aliases: notStrings) == .invalidAliasesPropertyList)
            #expect(error(availability: plist, aliases: BinaryPropertyListWriter.write(.array([]))) == .invalidAliasesPropertyList)
            #expect(error(availability: plist, aliases: Array("bplist00".utf8)) == .aliasesPropertyList(.invalidTrailer("file too short (8 bytes)")))
        }

        @Test func reportsStructuralErrors() {
            let xml = Array("<?xml version=\"1.0\"?><plist><dict/></plist>".utf8)
            #expect(error(availability: xml) == .availabilityFile(.notBinaryPropertyList))
            #expect(error(availability: BinaryPropertyListWriter.write(.array([]))) == .unexpectedType(keyPath: "root", expected: "dictionary", found: "array"))
            #expect(error(availability: BinaryPropertyListWriter.write(.dictionary(["year_to_release": .dictionary([:])]))) == .missingKey("symbols"))
            #expect(error(availability: BinaryPropertyListWriter.write(.dictionary(["symbols": .dictionary([:])]))) == .missingKey("year_to_release"))
            #expect(error(availability: BinaryPropertyListWriter.write(.dictionary(["symbols": .string("x"), "year_to_release": .dictionary([:])]))) == .unexpectedType(keyPath: "symbols", expected: "dictionary", found: "string"))
            #expect(error(availability: availability([:])) == .noSymbols)
            #expect(error(availability: availability(["house": .bool(true)])) == .unexpectedType(keyPath: "symbols.house", expected: "string", found: "boolean"))
        }

        @Test func reportsReleaseErrors() {
            #expect(error(availability: availability(["house": .string("2031")])) == .unknownRelease(symbol: "house", year: "2031"))
            #expect(error(availability: availability(["b": .string("2031"), "a": .string("2032")])) == .unknownRelease(symbol: "a", year: "2032"))
            #expect(error(availability: availability(["house": .string("2019")], releases: ["2019": .dictionary(["macOS": .string("10.15")])])) == .missingIOSRelease(year: "2019"))
            #expect(error(availability: availability(["house": .string("2019")], releases: ["2019": .dictionary(["iOS": .string("thirteen")])])) == .invalidIOSVersion(year: "2019", text: "thirteen"))
            #expect(error(availability: availability(["house": .string("2019")], releases: ["2019": .dictionary(["iOS": .real(13)])])) == .unexpectedType(keyPath: "year_to_release.2019.iOS", expected: "string", found: "real"))
            #expect(error(availability: availability(["house": .string("2019")], releases: ["2019": .string("13.0")])) == .unexpectedType(keyPath: "year_to_release.2019", expected: "dictionary", found: "string"))
            // Releases no symbol uses are not checked.
            #expect(error(availability: availability(["house": .string("2019")], releases: ["2019": .dictionary(["iOS": .string("13.0")]), "2099": .dictionary([:])])) == nil)
        }

        @Test func rejectsMalformedNames() {
            #expect(error(availability: availability(["House": .string("2019")])) == .invalidSymbolName("House"))
            #expect(error(availability: availability(["a\"\"\"b": .string("2019")])) == .invalidSymbolName("a\"\"\"b"))
            let plist = availability(["house": .string("2019")])
            #expect(error(availability: plist, aliases: Array("\"old name\" = \"new\";".utf8)) == .invalidAliasName("old name"))
            #expect(error(availability: plist, aliases: Array("\"old\" = \"new\\n\";".utf8)) == .invalidAliasName("new\n"))
            #expect(error(availability: plist, aliases: Array("\"old\" = ".utf8)) == .aliasesFile(.unexpected(expected: "a string", line: 1, column: 9)))
        }

        @Test func namesTheInputFileOfEachError() {
            #expect(SymbolImportError.availabilityFile(.notBinaryPropertyList).input == .availability)
            #expect(SymbolImportError.unknownRelease(symbol: "a", year: "1").input == .availability)
            #expect(SymbolImportError.aliasesFile(.invalidEncoding("UTF-8", line: 1, column: 1)).input == .aliases)
            #expect(SymbolImportError.invalidAliasName("A").input == .aliases)
            #expect(SymbolImportError.unknownRelease(symbol: "a", year: "2031").description == "symbol 'a' has release '2031', which 'year_to_release' does not list")
            #expect(SymbolImportError.availabilityFile(.notBinaryPropertyList).description == "not a binary property list (no 'bplist00' header)")
        }

        /// The shared TSV data, written as a CoreGlyphs-style binary plist and a UTF-16 `.strings` file, imports
        /// into exactly the committed `SymbolTable+Data.swift`: `tabspec symbols import` regenerates it.
        @Test(.enabled(if: Fixtures.hasSharedData, "needs the shared data folder (../shared)")) func importingTheSharedDataReproducesTheCommittedSource() throws {
            let entries = try SymbolTestSupport.sharedEntries()
            let aliases = try SymbolTestSupport.sharedAliases()
            var symbols: [String: PropertyListValue] = [:]
            var releases: [String: PropertyListValue] = [:]
            for entry in entries {
                // Release keys like CoreGlyphs' ("2019", "2023.2"), derived from the version.
                let key = "\(entry.introduced.major + 2006).\(entry.introduced.minor)"
                symbols[entry.name] = .string(key)
                releases[key] = .dictionary(["iOS": .string(entry.introduced.description), "macOS": .string("99.0")])
            }
            let plist = availability(symbols, releases: releases)
            var strings = "/* name_aliases.strings */\n"
            for alias in aliases {
                strings += "\"\(alias.oldName)\" = \"\(alias.currentName)\";\n"
            }
            let utf16: [UInt8] = [0xFF, 0xFE] + strings.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            let table = try SymbolTableImporter.makeTable(availabilityPlist: plist, aliases: utf16)
            #expect(table.entries.count == 9_476)
            #expect(table.aliases.count == 955)

            let committed = try String(contentsOf: SymbolTestSupport.generatedSourceURL, encoding: .utf8)
            let provenance = SymbolTestSupport.provenance(of: committed)
            #expect(table.renderSwiftSource(provenance: provenance) == committed)
        }
    }
}
