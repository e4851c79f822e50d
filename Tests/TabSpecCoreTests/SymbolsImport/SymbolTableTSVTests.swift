@testable import TabSpecCore
@testable import TabSpecSymbolsImport
import TabSpecRuntime
import Testing

extension SymbolsTests {
    /// The TSV form of `tabspec symbols import` (the shared data's format).
    @Suite struct SymbolTableTSVTests {
        @Test func readsHeadersEmptyLinesAndCRLF() throws {
            let table = try SymbolTableImporter.makeTable(
                symbolsTSV: Array("# name\tintroduced_ios\r\nhouse.fill\t13.0\r\n\r\nhouse\t13\nfigure.walk\t16.1.0\n".utf8),
                aliasesTSV: Array("# old_name\tcurrent_name\nhome\thouse\nsame\tsame\n".utf8))
            #expect(table.entries.map(\.name) == ["figure.walk", "house", "house.fill"])
            #expect(table.entries.map(\.introduced.description) == ["16.1", "13.0", "13.0"])
            // A rename of a name to itself is dropped, as from a `.strings` file.
            #expect(table.aliases == [SymbolAlias(oldName: "home", currentName: "house")])
            #expect(table.renderSymbolsTSV() == "# name\tintroduced_ios\nfigure.walk\t16.1\nhouse\t13.0\nhouse.fill\t13.0\n")
        }

        @Test func errorsNameTheFileAndLine() {
            #expect(throws: SymbolImportError.invalidTSVLine(.availability, line: 2, "invalid UTF-8")) {
                try SymbolTableImporter.makeTable(symbolsTSV: Array("house\t13.0\n".utf8) + [0xFF, 0x0A], aliasesTSV: nil)
            }
            #expect(throws: SymbolImportError.invalidTSVLine(.aliases, line: 1,
                                                             "renamed symbol name 'Home' does not match ^[a-z0-9]+(\\.[a-z0-9]+)*$")) {
                try SymbolTableImporter.makeTable(symbolsTSV: Array("house\t13.0\n".utf8), aliasesTSV: Array("Home\thouse\n".utf8))
            }
            #expect(SymbolImportError.invalidTSVLine(.aliases, line: 4, "x").input == .aliases)
        }
    }
}
