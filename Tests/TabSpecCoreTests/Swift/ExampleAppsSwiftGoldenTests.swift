import Foundation
@testable import TabSpecCore
import Testing

/// The generated Swift of the shipping apps' specs in `Examples/Apps` equals the checked-in files under
/// `Tests/GeneratedGoldenTests/Generated/ExampleApps/`, which GeneratedGoldenTests compiles and exercises.
/// Regenerate with `TABSPEC_UPDATE_GOLDENS=1 swift test --filter ExampleAppsSwiftGoldenTests`.
@Suite("Example apps' Swift golden files")
struct ExampleAppsSwiftGoldenTests {
    /// The specs of `Examples/Apps`, in the order of its README.
    static let names = [
        "Mastodon.tabspec", "IceCubes.tabspec", "Nos.tabspec", "PocketCasts.tabspec", "Wikipedia.tabspec",
        "WordPress.tabspec", "Damus.tabspec",
    ]

    static func specPath(_ name: String) -> String {
        Fixtures.packageRoot + "/Examples/Apps/" + name
    }

    static func goldenPath(for name: String) -> String {
        Fixtures.packageRoot + "/Tests/GeneratedGoldenTests/Generated/ExampleApps/" + OutputFileName.swiftFile(forSpecPath: name)
    }

    @Test(arguments: names)
    func exampleMatchesItsGoldenFile(_ name: String) {
        let bytes = Fixtures.bytes(Self.specPath(name))
        #expect(!bytes.isEmpty)
        let document = SpecDocument(source: SourceFile(path: "Examples/Apps/" + name, bytes: bytes))
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics.map(\.message))")
        let text = SwiftEmitter.emit(document)
        Golden.assertMatches(text, file: Self.goldenPath(for: name))
        #expect(SwiftEmitter.utf8(document) == Array(text.utf8))
    }

    /// A spec added to `Examples/Apps` needs a golden file (and its checks in GeneratedGoldenTests).
    @Test func everyExampleHasAGoldenFile() throws {
        let listed = try FileManager.default.contentsOfDirectory(atPath: Fixtures.packageRoot + "/Examples/Apps")
            .filter { $0.hasSuffix(".tabspec") }.sorted()
        #expect(listed == Self.names.sorted())
        let goldens = try FileManager.default.contentsOfDirectory(
            atPath: Fixtures.packageRoot + "/Tests/GeneratedGoldenTests/Generated/ExampleApps"
        ).sorted()
        #expect(goldens == Self.names.map { OutputFileName.swiftFile(forSpecPath: $0) }.sorted())
    }
}
