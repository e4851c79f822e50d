// A compile-time probe: the Apple shims (Tests/AppleShims, Tests/DarwinShim) are never part of the main package's
// graph, so on Linux — where Apple's frameworks do not exist — none of their modules can be imported by the
// runtime's tests, and no `#if canImport(…)` of the main package changes meaning because of them.
// `Scripts/typecheck-apple.sh` compiles the shims in packages of their own under .build/.
#if os(Linux) && (canImport(UIKit) || canImport(SwiftUI) || canImport(CoreGraphics) || canImport(Darwin))
#error("a shim module is visible to the main package")
#endif
