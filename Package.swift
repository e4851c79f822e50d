// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "tabspec",
    // iOS 16: the runtime's UIKit and SwiftUI adapters support iOS 16 through 26 (SwiftUI's
    // `toolbar(_:for:)`, which hides the system bar under a custom one, and `NavigationStack` start at 16);
    // anything newer sits behind `@available`/`#available` with the version Apple documents.
    // macOS 14: the `tabspec` tool and the plugins run on the Mac that builds the app; Swift 6 toolchains
    // (Xcode 16 and later) run on macOS 14 and later, so no older Mac can build this package anyway.
    // The language of the resources of this package's own targets: GeneratedGoldenTests' localized tables.
    defaultLocalization: "en",
    platforms: [.macOS(.v14), .iOS(.v16)],
    // What users depend on: the runtime library (generated code and apps link it), the build plugin, the
    // command plugins and the tool. The compiler (TabSpecCore) is a target but no product: its API is
    // `package` access, used by this package's tool, tests, benchmark and fuzz target only.
    products: [
        .library(name: "TabSpecRuntime", targets: ["TabSpecRuntime"]),
        .executable(name: "tabspec", targets: ["tabspec"]),
        .plugin(name: "TabSpecPlugin", targets: ["TabSpecPlugin"]),
        .plugin(name: "TabSpecCommandPlugin", targets: ["TabSpecCommandPlugin"]),
        .plugin(name: "TabSpecLintPlugin", targets: ["TabSpecLintPlugin"]),
    ],
    targets: [
        // The layout model, device catalog, colors, hide-on-scroll and swipe logic. No Foundation:
        // generated code and apps link it.
        .target(
            name: "TabSpecRuntime",
            // `Double.rounded()` and friends call libm; without Foundation nothing else links it on Linux.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The compiler: source → tokens → syntax tree → TabBarSpec → lint / layout / emitters. Never prints.
        .target(name: "TabSpecCore", dependencies: ["TabSpecRuntime"]),
        // `tabspec symbols import`: reads Apple's CoreGlyphs files (binary plist, `.strings`) or TSV copies and
        // renders the compiler's embedded SF Symbols table (`TabSpecCore/generated/`). No Foundation; only the CLI
        // (and, through it, Scripts/generate-symbol-table.sh) uses it.
        .target(name: "TabSpecSymbolsImport", dependencies: ["TabSpecCore", "TabSpecRuntime"]),
        // The thin command-line front: argv, file I/O, terminal, exit codes. All its libc use is in System/.
        .executableTarget(name: "tabspec", dependencies: ["TabSpecCore", "TabSpecSymbolsImport"], exclude: ["System/README.md"]),

        // Generates `<SpecBaseName>.swift` for each `.tabspec` file of a target at build time.
        .plugin(name: "TabSpecPlugin", capability: .buildTool(), dependencies: ["tabspec"]),
        // `swift package tabspec-generate`: writes the generated Swift next to each spec and, with `--catalog`,
        // keeps a String Catalog in step (`tabspec strings`).
        .plugin(
            name: "TabSpecCommandPlugin",
            capability: .command(
                intent: .custom(verb: "tabspec-generate", description: "Generate <SpecBaseName>.swift next to each .tabspec file"),
                permissions: [.writeToPackageDirectory(reason: "tabspec-generate writes the generated Swift next to each .tabspec file, and with --catalog the String Catalog")]
            ),
            dependencies: ["tabspec"],
            path: "Plugins/TabSpecCommandPlugin/Generate"
        ),
        // `swift package tabspec-lint`: lints every `.tabspec` file of the package.
        .plugin(
            name: "TabSpecLintPlugin",
            capability: .command(intent: .custom(verb: "tabspec-lint", description: "Lint every .tabspec file of the package")),
            dependencies: ["tabspec"],
            path: "Plugins/TabSpecCommandPlugin/Lint"
        ),

        // `swift run -c release tabspec-bench`: the speed and memory benchmark of docs/Performance.md. The only
        // target allowed to use Foundation (for JSONDecoder, the baseline it compares with).
        .executableTarget(name: "tabspec-bench", dependencies: ["TabSpecCore"], path: "Benchmarks/tabspec-bench"),
        // An empty Swift program: the start-up baseline tabspec-bench compares the CLI with.
        .executableTarget(name: "tabspec-empty", path: "Benchmarks/tabspec-empty"),

        .testTarget(name: "TabSpecRuntimeTests", dependencies: ["TabSpecRuntime"]),
        .testTarget(name: "TabSpecCoreTests", dependencies: ["TabSpecCore", "TabSpecSymbolsImport"], exclude: ["Fixtures", "Golden"]),
        // Runs the built `tabspec` binary as a user would. No `dependencies: ["tabspec"]`: with TabSpecPlugin
        // used below, SwiftPM would link both the executable's and the plugin tool's (`tabspec-tool`) objects
        // into the test bundle (duplicate symbols on Linux); `swift build --build-tests` / `swift test` build
        // the executable anyway.
        .testTarget(name: "TabSpecCLITests"),
        // Uses TabSpecPlugin on its own specs: every build proves the plugin and the generated code work.
        .testTarget(name: "TabSpecConsumerTests", dependencies: ["TabSpecRuntime", "TabSpecCore"], plugins: ["TabSpecPlugin"]),
        // The checked-in generated files of the bundled specs, compiled (and byte-compared by TabSpecCoreTests).
        // Its resources are the strings table the localized golden (`bundle: module`) reads at run time.
        .testTarget(name: "GeneratedGoldenTests", dependencies: ["TabSpecRuntime"], resources: [.process("Resources")]),
    ]
)
