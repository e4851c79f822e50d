import Testing

@testable import TabSpecCore

extension SymbolsTests {
    /// The embedded table (`SymbolTable+Data.swift`) equals the shared TSVs exactly (`GeneratedSourceTests`: the
    /// generator reproduces the file byte for byte).
    @Suite struct SymbolTableDataTests {
        @Test(.enabled(if: Fixtures.hasSharedData, "needs the shared data folder (../shared)")) func builtInNamesAndVersionsEqualSymbolsTSV() throws {
            let expected = try SymbolTestSupport.sharedEntries()
            let table = SymbolTable.builtIn
            #expect(expected.count == 9_476)
            #expect(table.count == 9_476)
            // A table of another size (the shared data grew) fails here instead of indexing past its end below.
            try #require(table.count == expected.count)
            #expect(table.names == expected.map(\.name))
            for (index, entry) in expected.enumerated() {
                #expect(table.version(at: index) == entry.introduced, "\(entry.name)")
                #expect(table.introducedVersion(of: entry.name) == entry.introduced, "\(entry.name)")
            }
        }

        @Test(.enabled(if: Fixtures.hasSharedData, "needs the shared data folder (../shared)")) func builtInAliasesEqualAliasesTSV() throws {
            let expected = try SymbolTestSupport.sharedAliases()
            #expect(expected.count == 955)
            #expect(SymbolTable.builtIn.aliases == expected)
        }

        @Test func builtInNamesAreStrictlySortedAndWellFormed() {
            let names = SymbolTable.builtIn.names
            #expect(zip(names, names.dropFirst()).allSatisfy { SymbolTable.bytewiseLess($0, $1) })
            #expect(names.allSatisfy { SymbolTable.isWellFormedName($0) })
            #expect(SymbolTable.builtIn.aliases.allSatisfy {
                SymbolTable.isWellFormedName($0.oldName) && SymbolTable.isWellFormedName($0.currentName)
            })
        }

        @Test(arguments: [
            ("0.circle", "13.0"),
            ("0.circle.hi", "17.2"),
            ("house.fill", "13.0"),
            ("character", "14.2"),
            ("battery.100percent", "17.0"),
            ("figure.walk.motion", "16.0"),
            ("swirl.circle.righthalf.filled", "17.0"),
            ("wifi.router", "16.0"),
            ("zr.rectangle.roundedtop.fill", "14.0"),
            ("zzz", "13.0"),
        ])
        func spotChecks(name: String, version: String) {
            #expect(SymbolTable.builtIn.introducedVersion(of: name)?.description == version)
        }

        @Test func spotCheckAliases() {
            let aliases = Dictionary(uniqueKeysWithValues: SymbolTable.builtIn.aliases.map { ($0.oldName, $0.currentName) })
            #expect(aliases["a"] == "character")
            #expect(aliases["speaker.3"] == "speaker.wave.3")
            #expect(aliases["smiley"] == "face.smiling")
            #expect(aliases["zr.rectangle.roundedtop"] == "zr.button.roundedtop.horizontal")
            #expect(aliases["phone.fill.arrow.right"] == "phone.arrow.right.fill")
            // SF Symbols 8's tables map these the other way only; the old current-to-current pair is gone.
            #expect(aliases["phone.arrow.right.fill"] == nil)
            // A name renamed twice (iOS 18) points at its newest name, never at a name that was renamed itself.
            #expect(aliases["arrow.2.circlepath"] == "arrow.trianglehead.2.clockwise.rotate.90")
        }
    }
}
