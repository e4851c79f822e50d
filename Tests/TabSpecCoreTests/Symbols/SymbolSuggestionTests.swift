import Testing

@testable import TabSpecCore

extension SymbolsTests {
    /// Did-you-mean suggestions of `SymbolTable.suggestions(for:extraNames:maximumCount:)`.
    @Suite struct SymbolSuggestionTests {
        @Test(arguments: [
            ("house.fil", ["house.fill", "nose.fill", "pause.fill"]),
            ("chevron.lft", ["chevron.left", "chevron.left.2", "chevron.up"]),
            ("squar.and.arrow.up", ["square.and.arrow.up", "tray.and.arrow.up", "square.and.arrow.down"]),
            ("Star.Fill", ["star.fill", "car.fill", "ear.fill"]),
            ("fill.star", ["star.fill", "film.stack", "list.star"]),
            ("arrow.right.phone.fill", ["phone.arrow.right.fill", "arrow.right.circle.fill", "arrow.right.square.fill"]),
            ("house.fill.solid", ["house.fill"]),
            ("person.crop", ["person.crop.circle", "person.crop.square", "person.crop.artframe"]),
            ("battery", ["battery.0percent", "battery.25percent", "battery.50percent"]),
            ("wifi.router.fil", ["wifi.router.fill", "wifi.router", "wifi.square.fill"]),
            ("xyzzy", []),
        ])
        func suggestsClosestBuiltInNames(name: String, expected: [String]) {
            #expect(SymbolTable.builtIn.suggestions(for: name) == expected)
        }

        /// Old names are replaced by their current names: `phone.fill.arrow.right` is a typo match and an old
        /// name; `smiley` is an old name that is no longer listed.
        @Test func suggestsCurrentNamesInsteadOfOldNames() {
            let table = SymbolTable.builtIn
            #expect(table.suggestions(for: "phone.fill.arrow.rigth").first == "phone.arrow.right.fill")
            #expect(table.suggestions(for: "smily") == ["face.smiling"])
            #expect(table.suggestions(for: "speaker.3.fil").first == "speaker.wave.3.fill")
        }

        @Test func includesExtraNamesFirstOnTies() {
            let table = SymbolTable.builtIn
            #expect(table.suggestions(for: "my.custom.symbl", extraNames: ["my.custom.symbol"]) == ["my.custom.symbol"])
            #expect(table.suggestions(for: "house.fil", extraNames: ["house.fi"]).prefix(2) == ["house.fi", "house.fill"])
            #expect(table.suggestions(for: "house.fil", extraNames: ["house.fill"]) == ["house.fill", "nose.fill", "pause.fill"])
        }

        @Test func respectsMaximumCount() {
            let table = SymbolTable.builtIn
            #expect(table.suggestions(for: "house.fil", maximumCount: 1) == ["house.fill"])
            #expect(table.suggestions(for: "house.fil", maximumCount: 0) == [])
            #expect(table.suggestions(for: "house.fil", maximumCount: -1) == [])
            #expect(table.suggestions(for: "house.fil", maximumCount: 100).count > 3)
        }

        @Test func neverSuggestsTheNameItselfOrDuplicates() {
            let table = SymbolTable.builtIn
            for name in ["house.fill", "phone.arrow.right.fill", "a", "", "speaker.wave.3", "dot.circle"] {
                let suggestions = table.suggestions(for: name, extraNames: [name, "house.fill"], maximumCount: 50)
                #expect(!suggestions.contains(name), "\(name)")
                #expect(Set(suggestions).count == suggestions.count, "\(name)")
            }
        }

        @Test func emptyTableSuggestsOnlyExtraNames() {
            let table = SymbolTable(entries: [], aliases: [])
            #expect(table.suggestions(for: "a") == [])
            #expect(table.suggestions(for: "a", extraNames: ["b", "c.d"]) == ["b"])
        }

        @Test func handlesOddInput() {
            let table = SymbolTable.builtIn
            #expect(table.suggestions(for: String(repeating: "a", count: 257)) == [])
            #expect(table.suggestions(for: String(repeating: "house.", count: 40)) == [])
            #expect(table.suggestions(for: "hoüse.fill").first == "house.fill")
            #expect(table.suggestions(for: "HOUSE.FILL") == ["house.fill", "bolt.house.fill", "house"])
            #expect(table.suggestions(for: "house\u{0}fill").first == "house.fill")
            let huge = String(repeating: "x", count: 5_000)
            #expect(!table.suggestions(for: "x.fill", extraNames: [huge, "", ".", "é.fill"], maximumCount: 50).contains(huge))
            #expect(table.suggestions(for: "é.fil", extraNames: [huge, "é.fill"]).first == "é.fill")
        }

        /// The length and character-count prefilters never drop a candidate that the plain
        /// `EditDistance.suggestions` over every name would find.
        @Test func prefilterKeepsEveryEditDistanceCandidate() {
            let table = SymbolTable(entries: (0..<SymbolTable.builtIn.count).map {
                SymbolEntry(name: SymbolTable.builtIn.name(at: $0), introduced: SymbolTable.builtIn.version(at: $0))
            }, aliases: [])
            let names = table.names
            var generator = SplitMix64(seed: 0x5F5F)
            let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789.AZé")
            for _ in 0..<20 {
                var scalars = Array(names[Int.random(in: 0..<names.count, using: &generator)])
                let position = Int.random(in: 0..<scalars.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: scalars.remove(at: position)
                case 1: scalars.insert(alphabet.randomElement(using: &generator) ?? "x", at: position)
                case 2: scalars[position] = alphabet.randomElement(using: &generator) ?? "x"
                default: if position + 1 < scalars.count { scalars.swapAt(position, position + 1) }
                }
                let query = String(scalars)
                let expected = EditDistance.suggestions(for: query, among: names, maximumCount: .max)
                let actual = table.suggestions(for: query, maximumCount: .max)
                #expect(expected.allSatisfy(actual.contains), "\(query)")
                #expect(actual.first == expected.first, "\(query)")
            }
        }
    }
}
