// swift-tools-version: 6.0
import PackageDescription

// A `Darwin` shim for the Apple-API typecheck: the C declarations of Apple's SDK headers that the CLI's system
// folder (Sources/tabspec/System) calls, as the Swift importer imports them on macOS (64-bit inodes, LP64),
// plus the Swift overlay declarations swiftlang/swift's `stdlib/public/Platform/Platform.swift` adds on Darwin
// (`errno`, `stdout`, non-variadic `open`, `S_IF…`, `SIG_IGN`, …). `Scripts/typecheck-apple.sh` compiles the
// system folder against it, so its `#if canImport(Darwin)` branch is compiled on Linux too.
//
// Its own package, never part of the main package's graph nor of the UIKit/SwiftUI check package: SwiftPM puts
// every module of a package in one directory, so a `Darwin` module there would make `#if canImport(Darwin)`
// true in targets that do not depend on it. Here the only other target is the system folder itself.
let package = Package(
    name: "DarwinShim",
    products: [
        .library(name: "Darwin", targets: ["Darwin"]),
    ],
    targets: [
        // The C declarations, transcribed from the SDK headers named in the header's comments.
        .target(name: "DarwinCShim"),
        // The `Darwin` module: re-exports the C declarations and adds the Swift overlay, in the Swift 5 language
        // mode the SDK's overlays are built in (its accessors read C globals such as `__stdoutp`).
        .target(name: "Darwin", dependencies: ["DarwinCShim"], swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
