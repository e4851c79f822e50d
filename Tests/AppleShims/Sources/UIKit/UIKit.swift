// The UIKit shim: Apple's UIKit declarations the runtime uses (and, for the tab-bar types and UIColor's class
// colors, every member Apple documents for iOS 26 and earlier), transcribed from developer.apple.com with a
// `///` line naming each documentation path, plus a small behaviour fake where the runtime's logic needs one.
//
// Like Apple's UIKit, importing this module also imports Foundation (`NSObject`, `CGFloat`, `CGRect`, …) and
// CoreGraphics (`CGAffineTransform`, `CGColor`).
//
// Linux-forced deviations (all listed in docs/Platforms.md):
// - No Objective-C runtime: `@objc optional` protocol requirements are ordinary requirements with default
//   implementations in a protocol extension; selectors, KVO and the appearance proxy do not exist.
// - `@available` attributes are transcribed but Linux ignores every iOS availability; the macOS CI job checks
//   availability against the real SDK.
// - Members that Apple marks unavailable on iOS (tvOS-only API) are `@available(*, unavailable)` here, so that
//   using them fails on Linux as it fails on iOS.
// - `copy() -> Self` (UIBarAppearance, UITabBarItemAppearance) is an overload next to corelibs' `NSObject.copy()
//   -> Any`, so an untyped `appearance.copy()` is ambiguous here; give the result a type.
@_exported import CoreGraphics
@_exported import QuartzCore
@_exported import Foundation
