import Testing

@testable import TabSpecCore

extension SymbolsTests {
    /// Lookups, renames and name shape of `SymbolTable`.
    @Suite struct SymbolTableTests {
        /// A table from `(name, version)` pairs and `(old, current)` pairs.
        private func table(_ symbols: [(String, String)], _ renames: [(String, String)] = []) -> SymbolTable {
            SymbolTable(
                entries: symbols.map { SymbolEntry(name: $0.0, introduced: IOSVersion($0.1) ?? IOSVersion(major: 0)) },
                aliases: renames.map { SymbolAlias(oldName: $0.0, currentName: $0.1) }
            )
        }

        @Test func looksUpBuiltInNames() {
            let table = SymbolTable.builtIn
            #expect(table.contains("house.fill"))
            #expect(table.introducedVersion(of: "house.fill") == IOSVersion(major: 13))
            #expect(table.introducedVersion(of: "0.circle") == IOSVersion(major: 13))
            #expect(table.introducedVersion(of: "zzz") == IOSVersion(major: 13))
            #expect(!table.contains("house.fil"))
            #expect(!table.contains("House.fill"))
            #expect(!table.contains(""))
            #expect(!table.contains("house.fill "))
            #expect(!table.contains("zzzz"))
            #expect(!table.contains("0"))
            // Most old names are still listed (`a`, renamed to `character`); some are not.
            #expect(table.introducedVersion(of: "a") == IOSVersion(major: 13))
            #expect(table.introducedVersion(of: "dot.circle") == nil)
            #expect(table.currentName(forRenamed: "dot.circle") == "smallcircle.filled.circle")
        }

        @Test func resolvesBuiltInRenames() {
            let table = SymbolTable.builtIn
            #expect(table.currentName(forRenamed: "speaker.3") == "speaker.wave.3")
            #expect(table.currentName(forRenamed: "a") == "character")
            #expect(table.currentName(forRenamed: "smiley") == "face.smiling")
            #expect(table.currentName(forRenamed: "house.fill") == nil)
            #expect(table.currentName(forRenamed: "speaker.wave.3") == nil)
            #expect(table.currentName(forRenamed: "no.such.symbol") == nil)
        }

        /// The data renames `phone.fill.arrow.right` (iOS 13) and `phone.arrow.right.fill` (iOS 16) into each
        /// other; the newer one is current.
        @Test func breaksBuiltInRenameCyclesTowardsTheNewestName() {
            let table = SymbolTable.builtIn
            for (old, current) in [
                ("phone.fill.arrow.right", "phone.arrow.right.fill"),
                ("phone.fill.arrow.down.left", "phone.arrow.down.left.fill"),
                ("phone.fill.arrow.up.right", "phone.arrow.up.right.fill"),
            ] {
                #expect(table.currentName(forRenamed: old) == current)
                #expect(table.currentName(forRenamed: current) == nil)
            }
        }

        @Test func everyBuiltInRenameEndsAtAName() {
            let table = SymbolTable.builtIn
            for alias in table.aliases {
                if let current = table.currentName(forRenamed: alias.oldName) {
                    #expect(table.contains(current), "\(alias.oldName) → \(current)")
                    #expect(table.currentName(forRenamed: current) == nil, "\(current)")
                }
            }
            let renamed = table.aliases.filter { table.currentName(forRenamed: $0.oldName) != nil }
            #expect(renamed.count == 955)
        }

        @Test func followsChains() {
            let table = table([("a", "13.0"), ("b", "14.0"), ("c", "15.0")], [("x", "a"), ("a", "b"), ("b", "c")])
            #expect(table.currentName(forRenamed: "x") == "c")
            #expect(table.currentName(forRenamed: "a") == "c")
            #expect(table.currentName(forRenamed: "b") == "c")
            #expect(table.currentName(forRenamed: "c") == nil)
        }

        @Test func breaksLongerCyclesAndTheirTails() {
            let table = table(
                [("p", "13.0"), ("q", "15.0"), ("r", "14.0")],
                [("t", "p"), ("p", "q"), ("q", "r"), ("r", "p")]
            )
            #expect(table.currentName(forRenamed: "t") == "q")
            #expect(table.currentName(forRenamed: "p") == "q")
            #expect(table.currentName(forRenamed: "r") == "q")
            #expect(table.currentName(forRenamed: "q") == nil)
        }

        @Test func breaksTiesAndUnlistedCycleMembersBytewise() {
            let tie = table([("m", "14.0"), ("k", "14.0")], [("m", "k"), ("k", "m")])
            #expect(tie.currentName(forRenamed: "m") == "k")
            #expect(tie.currentName(forRenamed: "k") == nil)
            let unlisted = table([("n", "13.0")], [("n", "o"), ("o", "n")])
            #expect(unlisted.currentName(forRenamed: "o") == "n")
            #expect(unlisted.currentName(forRenamed: "n") == nil)
            let selfRename = table([("s", "13.0")], [("s", "s")])
            #expect(selfRename.currentName(forRenamed: "s") == nil)
        }

        @Test func sortsAndDeduplicatesEntries() {
            let table = table([("b", "14.0"), ("a.b", "13.0"), ("a", "15.0"), ("b", "16.1")], [("z", "a"), ("y", "b"), ("z", "b")])
            #expect(table.names == ["a", "a.b", "b"])
            #expect(table.introducedVersion(of: "b") == IOSVersion(major: 16, minor: 1))
            #expect(table.aliases == [SymbolAlias(oldName: "y", currentName: "b"), SymbolAlias(oldName: "z", currentName: "b")])
            #expect(table.currentName(forRenamed: "z") == "b")
        }

        @Test func emptyTable() {
            let table = table([])
            #expect(table.count == 0)
            #expect(!table.contains("a"))
            }

        @Test func skipsMalformedEmbeddedLines() {
            let table = SymbolTable(
                embeddedSymbols: "a 13.0\n\nb\nc 1x\nd  14.0\ne 14.0 x\n f 13.0\ng 15.1",
                embeddedAliases: "old new\nbroken\n"
            )
            #expect(table.names == ["a", "g"])
            #expect(table.introducedVersion(of: "g") == IOSVersion(major: 15, minor: 1))
            #expect(table.aliases == [SymbolAlias(oldName: "old", currentName: "new")])
        }

        @Test(arguments: ["house", "house.fill", "0.circle", "a1.b2.c3", "4k.tv", "z"])
        func acceptsWellFormedNames(name: String) {
            #expect(SymbolTable.isWellFormedName(name))
        }

        @Test(arguments: [
            "", ".", "house.", ".house", "house..fill", "House", "house.Fill", "house fill", "house-fill",
            "house_fill", "hoüse", "house.fill\n", "house/fill", "ｈouse",
        ])
        func rejectsMalformedNames(name: String) {
            #expect(!SymbolTable.isWellFormedName(name))
        }
    }
}
