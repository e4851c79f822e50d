import Foundation
@testable import TabSpecCore
import Testing

/// The generated Swift of the bundled specs equals the checked-in files that GeneratedGoldenTests compiles.
/// Regenerate with `TABSPEC_UPDATE_GOLDENS=1 swift test --filter SwiftGoldenTests`.
@Suite("Swift golden files")
struct SwiftGoldenTests {
    static func goldenPath(for spec: String) -> String {
        Fixtures.packageRoot + "/Tests/GeneratedGoldenTests/Generated/" + SwiftEmitter.outputFileName(forSpecPath: spec)
    }

    @Test(arguments: ["CustomTabView.tabspec", "SwipeableTabBar.tabspec", "HidingTabBar.tabspec", "HighlightTabBar.tabspec"])
    func bundledSpecMatchesItsGoldenFile(_ name: String) {
        let path = Fixtures.spec(name)
        let document = SpecDocument(source: SourceFile(path: "Specs/" + name, bytes: Fixtures.bytes(path)))
        #expect(document.diagnostics.isEmpty)
        Golden.assertMatches(SwiftEmitter.emit(document), file: Self.goldenPath(for: name))
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
