// The canImport probe: compiled last into the check executable, after every other module of the check package
// is built. SwiftPM puts all of a package's modules in one directory, so `#if canImport(X)` in any target can see
// a sibling module it does not depend on. This file proves that the modules the runtime was compiled with are
// the intended ones: UIKit and SwiftUI are visible (the shims), and the Darwin shim — kept in its own package,
// Tests/DarwinShim — is not, so no `#if canImport(Darwin)` in the runtime or the checks changed meaning.
#if canImport(Darwin)
#error("the Darwin shim is visible to the Apple-API typecheck: a '#if canImport(Darwin)' would change meaning")
#endif
#if !canImport(UIKit) || !canImport(SwiftUI)
#error("the UIKit and SwiftUI shims are not visible to the Apple-API typecheck")
#endif
