import Foundation
@testable import TabSpecCore
import Testing

/// The generated Swift of the bundled specs equals the checked-in files that GeneratedGoldenTests compiles.
/// Regenerate with `TABSPEC_UPDATE_GOLDENS=1 swift test --filter SwiftGoldenTests`.
@Suite("Swift golden files")
struct SwiftGoldenTests {
    static func goldenPath(for spec: String) -> String {
        Fixtures.packageRoot + "/Tests/GeneratedGoldenTests/Generated/" + OutputFileName.swiftFile(forSpecPath: spec)
    }

    /// Checks that `Fixtures/Swift/<name>` has no diagnostics and generates its golden file, and that the
    /// streamed and byte forms of the output are the same text.
    static func assertFixtureMatchesItsGoldenFile(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let path = Fixtures.testFile("Fixtures/Swift/" + name)
        let document = SpecDocument(source: SourceFile(path: name, bytes: Fixtures.bytes(path)))
        #expect(document.diagnostics.isEmpty, sourceLocation: sourceLocation)
        let text = SwiftEmitter.emit(document)
        Golden.assertMatches(text, file: goldenPath(for: name))
        var streamed = ""
        SwiftEmitter.emit(document) { streamed += $0 }
        #expect(streamed == text, sourceLocation: sourceLocation)
        #expect(SwiftEmitter.utf8(document) == Array(text.utf8), sourceLocation: sourceLocation)
    }

    @Test(arguments: ["CustomTabView.tabspec", "SwipeableTabBar.tabspec", "HidingTabBar.tabspec", "HighlightTabBar.tabspec"])
    func bundledSpecMatchesItsGoldenFile(_ name: String) {
        let path = Fixtures.spec(name)
        let document = SpecDocument(source: SourceFile(path: "Specs/" + name, bytes: Fixtures.bytes(path)))
        #expect(document.diagnostics.isEmpty)
        Golden.assertMatches(SwiftEmitter.emit(document), file: Self.goldenPath(for: name))
    }

    /// `Fixtures/Swift/EdgeCases.tabspec`: escapes, scripts, keywords, every color spelling, and items one
    /// column past and exactly at the 120-column limit; its golden file is compiled and used by
    /// GeneratedGoldenTests too.
    @Test func edgeCasesMatchTheirGoldenFile() {
        let path = Fixtures.testFile("Fixtures/Swift/EdgeCases.tabspec")
        let document = SpecDocument(source: SourceFile(path: "EdgeCases.tabspec", bytes: Fixtures.bytes(path)))
        #expect(document.diagnostics.isEmpty)
        Golden.assertMatches(SwiftEmitter.emit(document), file: Self.goldenPath(for: "EdgeCases.tabspec"))
        // The streamed form is the same text.
        var streamed = ""
        SwiftEmitter.emit(document) { streamed += $0 }
        #expect(streamed == SwiftEmitter.emit(document))
        #expect(SwiftEmitter.utf8(document) == Array(SwiftEmitter.emit(document).utf8))
    }

    @Test func everyBundledSpecHasAGoldenFile() {
        #expect(Fixtures.bundledSpecs.count == 4)
        for spec in Fixtures.bundledSpecs {
            #expect(FileManager.default.fileExists(atPath: Self.goldenPath(for: spec)), "\(spec)")
        }
    }

    @Test func outputIsTheSameOnEveryRunAndPath() {
        for spec in Fixtures.bundledSpecs {
            let bytes = Fixtures.bytes(spec)
            let first = SwiftEmitter.emit(SpecDocument(source: SourceFile(path: spec, bytes: bytes)))
            let second = SwiftEmitter.emit(SpecDocument(source: SourceFile(path: "elsewhere/" + (spec as NSString).lastPathComponent, bytes: bytes)))
            #expect(first == second)
            #expect(!first.contains(Fixtures.packageRoot))
            #expect(first.hasSuffix("}\n") && !first.hasSuffix("\n\n"))
            #expect(!first.contains(" \n") && !first.contains("\t") && !first.contains("\r"))
        }
    }
}
