import TabSpecRuntime
import UIKit

/// The failures recorded so far.
@MainActor private var failures: [String] = []
/// How many checks ran.
@MainActor private var checkCount = 0

/// Records a failure with its source location unless `condition` holds.
@MainActor
func expect(_ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {
    checkCount += 1
    if !condition {
        failures.append("\(file):\(line): check failed: \(message())")
    }
}

/// Records a failure unless `actual == expected`, naming both values.
@MainActor
func expectEqual<T: Equatable>(
    _ actual: T, _ expected: T, _ what: String, file: StaticString = #fileID, line: UInt = #line
) {
    expect(actual == expected, "\(what): expected \(expected), got \(actual)", file: file, line: line)
}

/// Records a failure unless `actual` is the very object `expected`.
@MainActor
func expectSame(
    _ actual: AnyObject?, _ expected: AnyObject, _ what: String, file: StaticString = #fileID, line: UInt = #line
) {
    expect(actual === expected, "\(what): expected \(expected), got \(actual.map { "\($0)" } ?? "nil")", file: file, line: line)
}

/// Prints the result and exits 1 if anything failed.
@MainActor
func finishChecks() -> Never {
    for failure in failures {
        print(failure)
    }
    print("Apple behaviour checks: \(checkCount - failures.count) of \(checkCount) passed")
    exit(failures.isEmpty ? 0 : 1)
}

/// A runtime rectangle as a CoreGraphics one.
func cgRect(_ rect: Rect) -> CGRect {
    CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
}

/// A color's sRGB components resolved for `style`, or `nil` for no color.
@MainActor
func components(_ color: UIColor?, _ style: UIUserInterfaceStyle) -> RGBAColor? {
    guard let color else { return nil }
    let resolved = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    guard resolved.getRed(&r, green: &g, blue: &b, alpha: &a) else { return nil }
    return RGBAColor(red: Double(r), green: Double(g), blue: Double(b), alpha: Double(a))
}

/// Whether two components are equal to within rounding (the fake computes in CGFloat).
func isClose(_ a: RGBAColor?, _ b: RGBAColor?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return abs(a.red - b.red) < 1e-9 && abs(a.green - b.green) < 1e-9 && abs(a.blue - b.blue) < 1e-9
        && abs(a.alpha - b.alpha) < 1e-9
}
