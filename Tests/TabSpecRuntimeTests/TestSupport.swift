import Testing
@testable import TabSpecRuntime

/// The tolerance for values whose formula is not exact in binary floating point.
let tolerance = 1e-9

/// Whether `a` and `b` differ by at most `tolerance`.
func isClose(_ a: Double, _ b: Double, _ tol: Double = tolerance) -> Bool {
    abs(a - b) <= tol
}

/// Whether two optional rectangles are both `nil` or agree on every component within `tol`.
func isClose(_ a: Rect?, _ b: Rect?, _ tol: Double = tolerance) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case let (a?, b?):
        return isClose(a.x, b.x, tol) && isClose(a.y, b.y, tol)
            && isClose(a.width, b.width, tol) && isClose(a.height, b.height, tol)
    default: return false
    }
}

/// A rectangle from four numbers, to keep expectations short.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// An explicit environment with no safe area (the UIKit fixtures were measured without one).
func bareEnvironment(
    width: Double,
    height: Double = 800,
    idiom: Idiom = .phone,
    horizontal: SizeClass = .compact,
    vertical: SizeClass = .regular,
    scale: Double = 2,
    direction: LayoutDirection = .leftToRight
) -> TabBarEnvironment {
    var environment = TabBarEnvironment(
        width: width, height: height, scale: scale, safeArea: .zero,
        horizontalSizeClass: horizontal, verticalSizeClass: vertical, idiom: idiom, layoutDirection: direction
    )
    environment.modelsIPadBottomBar()
    return environment
}

extension TabBarEnvironment {
    /// An iPad in a regular width modelled as iPadOS 17: the bottom bar the v1.0–v1.2 iPad examples measure.
    /// From iPadOS 18 (v1.3) a `system` bar there is the top bar, which is not modelled (no frames); tests of it
    /// set the version themselves.
    mutating func modelsIPadBottomBar() {
        if idiom == .pad, horizontalSizeClass == .regular { iOSVersion = IOSVersion(major: 17) }
    }
}

/// A catalog environment; fails the test (and falls back to a bare one) for an unknown slug.
func catalogEnvironment(
    _ slug: String,
    _ orientation: Orientation = .portrait,
    _ direction: LayoutDirection = .leftToRight,
    sourceLocation: SourceLocation = #_sourceLocation
) -> TabBarEnvironment {
    guard let env = TabBarEnvironment.device(slug, orientation: orientation, layoutDirection: direction) else {
        Issue.record("unknown device \(slug)", sourceLocation: sourceLocation)
        return bareEnvironment(width: 0)
    }
    var environment = env
    environment.modelsIPadBottomBar()
    return environment
}

/// `count` tabs `t0`, `t1`, … with a symbol and/or a title.
func tabs(_ count: Int, symbols: Bool = true, titles: Bool = false) -> [TabBarConfiguration.Item] {
    (0..<count).map { i in
        TabBarConfiguration.Item(
            id: "t\(i)",
            symbolName: symbols ? "symbol.\(i)" : nil,
            title: titles ? "Tab \(i)" : nil
        )
    }
}

/// SplitMix64: a tiny seeded generator so property tests are deterministic.
struct SplitMix64: RandomNumberGenerator {
    /// The generator's state.
    var state: UInt64

    /// Creates a generator from `seed`.
    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `range`, rounded to a quarter point so layouts resemble real specs.
    mutating func points(_ range: ClosedRange<Double>) -> Double {
        (Double.random(in: range, using: &self) * 4).rounded() / 4
    }
}
