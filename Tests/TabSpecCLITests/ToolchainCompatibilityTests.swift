import Foundation
import Testing

/// The manifest says `swift-tools-version: 6.0` (Xcode 16), but this machine builds with a newer compiler, which
/// accepts syntax and library API that Swift 6.0 does not. These checks catch the common ones in the package's
/// own code (Sources, Plugins, Benchmarks) so the supported-toolchains line in the README stays true; the macOS
/// CI job's Xcode build is the real proof (docs/Platforms.md).
@Suite("Toolchain compatibility (Swift 6.0)")
struct ToolchainCompatibilityTests {
    /// What Swift 6.0 does not have, with the release that added it.
    static let newerThanSwift6: [(pattern: String, what: String)] = [
        (#",\s*\n\s*\)"#, "a trailing comma in an argument or parameter list (Swift 6.1, SE-0439)"),
        (#"\bInlineArray\b|\[\d+ of "#, "InlineArray (Swift 6.2, SE-0453)"),
        (#"\b(Mutable)?Span<"#, "Span (Swift 6.2, SE-0447)"),
        (#"@concurrent\b"#, "@concurrent (Swift 6.2, SE-0461)"),
        (#"nonisolated\(nonsending\)"#, "nonisolated(nonsending) (Swift 6.2, SE-0461)"),
        (#"\bweak let\b"#, "weak let (Swift 6.2, SE-0481)"),
        (#"@abi\("#, "@abi (Swift 6.2, SE-0476)"),
        (#"\bimport Synchronization\b"#, "the Synchronization module (macOS 15, newer than the macOS 14 minimum)"),
    ]

    /// The findings in one file's text: `line: what`.
    static func findings(in text: String) -> [String] {
        PatternScan.findings(in: text, of: newerThanSwift6)
    }

    @Test(arguments: [
        ("f(\n    a: 1,\n    b: 2,\n)\n", ["3: a trailing comma in an argument or parameter list (Swift 6.1, SE-0439)"]),
        ("let a: InlineArray<3, Int> = [1, 2, 3]\n", ["1: InlineArray (Swift 6.2, SE-0453)"]),
        ("func f(_ s: Span<UInt8>) {}\n", ["1: Span (Swift 6.2, SE-0447)"]),
        ("f(\n    a: 1,\n    b: 2\n)\nlet list = [\n    1,\n]\n", []),
    ])
    func theScannerFindsNewerSyntax(_ text: String, _ expected: [String]) {
        #expect(Self.findings(in: text) == expected)
    }

    @Test func thePackageUsesOnlySwift6Point0() throws {
        var problems: [String] = []
        for folder in ["Sources/", "Plugins/", "Benchmarks/"] {
            for file in LibcImportTests.swiftFiles(under: folder) {
                problems += Self.findings(in: try LibcImportTests.read(file)).map { "\(file):\($0)" }
            }
        }
        #expect(problems == [])
    }
}
