// swift-tools-version: 6.0
import PackageDescription

// Shim modules named exactly like Apple's frameworks — `UIKit`, `SwiftUI`, the part of `QuartzCore` UIKit's views expose and the part of `CoreGraphics` that
// swift-corelibs-foundation does not already provide — so that `Scripts/typecheck-apple.sh` can typecheck the
// runtime's platform code, the examples and generated code on Linux. Every declaration is transcribed from
// Apple's documentation (a `///` line gives its documentation path); docs/Platforms.md lists every deviation
// Linux forces.
//
// This package is never part of the main package's graph: only the script's scratch package depends on it,
// so macOS and iOS builds keep importing Apple's real frameworks. The `Darwin` shim lives in its own package
// (Tests/DarwinShim) so that no module here can make `#if canImport(Darwin)` true by accident.
let package = Package(
    name: "AppleShims",
    products: [
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
    ],
    targets: [
        .target(name: "CoreGraphics"),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics"]),
        .target(name: "UIKit", dependencies: ["CoreGraphics", "QuartzCore"]),
        .target(name: "SwiftUI", dependencies: ["UIKit", "CoreGraphics"]),
    ]
)
