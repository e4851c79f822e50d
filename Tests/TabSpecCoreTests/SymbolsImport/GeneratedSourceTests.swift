import Foundation
import Testing

@testable import TabSpecCore
@testable import TabSpecSymbolsImport

extension SymbolsTests {
    /// The generator script and `ImportedSymbolTable.renderSwiftSource(provenance:)` produce the committed
    /// `SymbolTable+Data.swift` byte for byte, and the TSV renderers the shared files.
    @Suite struct GeneratedSourceTests {
        /// Importing the shared TSVs, as `Scripts/generate-symbol-table.sh` does through `tabspec symbols import`,
        /// reproduces the committed file (run the script if not).
        @Test(.enabled(if: Fixtures.hasSharedData, "needs the shared data folder (../shared)")) func committedSourceMatchesRenderedTSVs() throws {
            let committed = try String(contentsOf: SymbolTestSupport.generatedSourceURL, encoding: .utf8)
            let provenance = SymbolTestSupport.provenance(of: committed)
            #expect(provenance.hasPrefix("Source: Apple's SF Symbols metadata"))
            let directory = SymbolTestSupport.sharedDataDirectory
            let imported = try SymbolTableImporter.makeTable(
                symbolsTSV: Array(try Data(contentsOf: directory.appendingPathComponent("symbols.tsv"))),
                aliasesTSV: Array(try Data(contentsOf: directory.appendingPathComponent("aliases.tsv")))
            )
            #expect(imported == ImportedSymbolTable(entries: try SymbolTestSupport.sharedEntries(), aliases: try SymbolTestSupport.sharedAliases()))
            let rendered = imported.renderSwiftSource(provenance: provenance)
            #expect(rendered == committed)
        }

        /// The TSV renderers reproduce the shared files byte for byte.
        @Test(.enabled(if: Fixtures.hasSharedData, "needs the shared data folder (../shared)")) func tsvRenderingMatchesSharedFiles() throws {
            let imported = ImportedSymbolTable(
                entries: try SymbolTestSupport.sharedEntries(),
                aliases: try SymbolTestSupport.sharedAliases()
            )
            let symbols = try String(
                contentsOf: SymbolTestSupport.sharedDataDirectory.appendingPathComponent("symbols.tsv"), encoding: .utf8)
            let aliases = try String(
                contentsOf: SymbolTestSupport.sharedDataDirectory.appendingPathComponent("aliases.tsv"), encoding: .utf8)
            #expect(imported.renderSymbolsTSV() == symbols)
            #expect(imported.renderAliasesTSV() == aliases)
        }
    }
}
