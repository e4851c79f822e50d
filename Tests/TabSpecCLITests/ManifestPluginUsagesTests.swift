import Foundation
import Testing

/// `tabspec-generate` refuses the targets that use the build plugin, which it reads from the manifest's text
/// (``ManifestPluginUsages``, the plugin's own file compiled here through a symbolic link). The refusal itself
/// is run in a scratch package by `BuildPluginTests`.
@Suite("Manifest plugin usages")
struct ManifestPluginUsagesTests {
    func usages(_ manifest: String) -> ManifestPluginUsages {
        ManifestPluginUsages(manifest: manifest, plugin: "TabSpecPlugin")
    }

    @Test func thisPackagesManifestUsesThePluginInItsConsumerTestsOnly() throws {
        let manifest = try String(contentsOfFile: TabspecProcess.packageRoot + "/Package.swift", encoding: .utf8)
        // The plugin's own target and product declarations name it too, and are not usages.
        #expect(usages(manifest) == ManifestPluginUsages(targets: ["TabSpecConsumerTests"], unattributed: false))
        let link = TabspecProcess.packageRoot + "/Tests/TabSpecCLITests/Support/ManifestPluginUsages.swift"
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../../../Plugins/TabSpecCommandPlugin/Generate/ManifestPluginUsages.swift")
    }

    @Test func everyKindOfTargetDeclarationAndBothSpellingsOfAUsage() {
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Shop",
                dependencies: [.package(url: "https://example.com/tabspec.git", from: "1.0.0")],
                targets: [
                    .target(
                        name: "App",
                        dependencies: [.product(name: "TabSpecRuntime", package: "tabspec")],
                        plugins: [.plugin(name: "SwiftLintBuildToolPlugin", package: "SwiftLint"), .plugin(name: "TabSpecPlugin", package: "tabspec")]
                    ),
                    .target(name: "Committed", dependencies: ["App"]),
                    .target(name: "Linted", plugins: [.plugin(name: "SwiftLintBuildToolPlugin", package: "SwiftLint")]),
                    Target.executableTarget(name: "Tool", plugins: ["TabSpecPlugin"]),
                    .testTarget(name: "AppTests", dependencies: ["App"], plugins: [
                        .plugin(name: "TabSpecPlugin", package: "tabspec"),
                    ]),
                    .macro(name: "Macros", plugins: ["TabSpecPlugin"]),
                    .target(name: "Café", plugins: ["TabSpecPlugin"]),
                    .target(name: "Other", plugins: [.plugin(name: "Generator", package: "TabSpecPlugin")]),
                ]
            )
            """
        #expect(usages(manifest) == ManifestPluginUsages(targets: ["App", "AppTests", "Café", "Macros", "Tool"], unattributed: false))
    }

    @Test func commentsAndTheInsidesOfStringsAreNotRead() {
        let manifest = #"""
            let package = Package(
                name: "Strings",
                targets: [
                    // .target(name: "Commented", plugins: ["TabSpecPlugin"]),
                    /* .target(name: "Block", plugins: ["TabSpecPlugin"]) /* nested */ .target(name: "StillBlock", plugins: ["TabSpecPlugin"]) */
                    .target(name: "Odd", path: "Sources/A(b]\"c,", plugins: ["TabSpecPlugin"]),
                    .target(name: "Raw", path: #"Sources/"quoted"]"#, exclude: ["""
                        ]), .target(name: "InAString", plugins: ["TabSpecPlugin"])
                        """], plugins: [.plugin(name: "TabSpecPlugin", package: "tabspec")]),
                    .target(name: "Plain", path: "Sources/.target(name: \"Fake\", plugins: [\"TabSpecPlugin\"])"),
                    .target(name: "Swift", cSettings: [.define("A", to: "\(1)")]),
                ]
            )
            """#
        #expect(usages(manifest) == ManifestPluginUsages(targets: ["Odd", "Raw"], unattributed: false))
    }

    /// A usage kept in a variable, or a target whose name is not a literal: which target uses the plugin is
    /// unknown, and the reading says so.
    @Test func aUsageThatNamesNoTargetIsUnattributed() {
        #expect(usages("""
            let tabspec: Target.PluginUsage = .plugin(name: "TabSpecPlugin", package: "tabspec")
            let package = Package(name: "V", targets: [.target(name: "App", plugins: [tabspec])])
            """) == ManifestPluginUsages(targets: [], unattributed: true))
        #expect(usages("""
            let generated: [Target.PluginUsage] = ["TabSpecPlugin"]
            let package = Package(name: "V", targets: [.target(name: "App", plugins: generated), .target(name: "B", plugins: ["TabSpecPlugin"])])
            """) == ManifestPluginUsages(targets: ["B"], unattributed: true))
        #expect(usages(#"let package = Package(name: "V", targets: [.target(name: "\(prefix)App", plugins: ["TabSpecPlugin"])])"#)
            == ManifestPluginUsages(targets: [], unattributed: true))
        #expect(usages(#"let package = Package(name: "V", targets: [.target(name: appName, plugins: ["TabSpecPlugin"])])"#)
            == ManifestPluginUsages(targets: [], unattributed: true))
        // A declaration of a plugin of that name (as in tabspec's own manifest) is no usage.
        #expect(usages(#"let p = Package(name: "V", products: [.plugin(name: "TabSpecPlugin", targets: ["TabSpecPlugin"])], targets: [.plugin(name: "TabSpecPlugin", capability: .buildTool())])"#)
            == ManifestPluginUsages(targets: [], unattributed: false))
    }

    /// Text that is no manifest at all still gives an answer: unterminated strings, comments and brackets.
    @Test func malformedTextGivesAnAnswer() {
        #expect(usages("") == ManifestPluginUsages(targets: [], unattributed: false))
        #expect(usages(#".target(name: "A", plugins: ["TabSpecPlugin""#) == ManifestPluginUsages(targets: ["A"], unattributed: false))
        #expect(usages(#".target(name: "A", path: "never closed, plugins: ["TabSpecPlugin"])"#) == ManifestPluginUsages(targets: [], unattributed: false))
        #expect(usages("/* .target(name: \"A\", plugins: [\"TabSpecPlugin\"])") == ManifestPluginUsages(targets: [], unattributed: false))
        #expect(usages(##")]} .target(name: #"A"#, plugins: [#"TabSpecPlugin"#]) ]"##) == ManifestPluginUsages(targets: ["A"], unattributed: false))
        #expect(usages("\"\\(") == ManifestPluginUsages(targets: [], unattributed: false))
    }
}
