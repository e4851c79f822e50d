// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "tabspec",
    products: [
        .library(name: "TabSpecRuntime", targets: ["TabSpecRuntime"]),
        .library(name: "TabSpecCore", targets: ["TabSpecCore"]),
        .executable(name: "tabspec", targets: ["tabspec"]),
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
        // The thin command-line front: argv, file I/O, terminal, exit codes.
        .executableTarget(name: "tabspec", dependencies: ["TabSpecCore"]),

        .testTarget(name: "TabSpecRuntimeTests", dependencies: ["TabSpecRuntime"]),
        .testTarget(name: "TabSpecCoreTests", dependencies: ["TabSpecCore"], exclude: ["Fixtures", "Golden"]),
        // Runs the built `tabspec` binary as a user would.
        .testTarget(name: "TabSpecCLITests", dependencies: ["tabspec"]),
    ]
)
