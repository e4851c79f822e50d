import Foundation
import Testing
@testable import TabSpecCore

/// Laying out bundled and inline specs, and reading the frames JSON back, for the frames and SVG tests.
enum FramesTestSupport {
    /// The bundled spec names, in sorted order.
    static let bundledNames = ["CustomTabView", "HidingTabBar", "HighlightTabBar", "SwipeableTabBar"]

    /// The catalog environment of `slug` (fails the test for an unknown slug).
    static func environment(
        _ slug: String = "iphone-16",
        orientation: Orientation = .portrait,
        direction: LayoutDirection = .leftToRight,
        ios: Int? = nil
    ) throws -> TabBarEnvironment {
        var environment = try #require(TabBarEnvironment.device(slug, orientation: orientation, layoutDirection: direction))
        // An iPad before iPadOS 18 keeps the bottom bar, which is modelled (v1.3: from 18 the top bar is not).
        if let ios { environment.iOSVersion = IOSVersion(major: ios) }
        return environment
    }

    /// The bundled spec `Specs/NAME.tabspec` laid out in `environment`, with the path as the CLI shows it.
    static func bundledReport(_ name: String, environment: TabBarEnvironment, snap: Bool = false) throws -> FramesReport {
        let path = "Specs/\(name).tabspec"
        let document = SpecDocument(source: SourceFile(path: path, bytes: Fixtures.bytes(Fixtures.packageRoot + "/" + path)))
        #expect(!document.hasErrors, "\(path) has language errors")
        #expect(!document.tabBars.isEmpty, "\(path) was not found or has no tab bars")
        return FramesReport(file: path, tabBars: document.tabBars, environment: environment, snap: snap)
    }

    /// Inline spec text laid out in `environment` (fails the test on language errors).
    static func report(_ text: String, environment: TabBarEnvironment) -> FramesReport {
        let document = SpecDocument(path: "inline.tabspec", text: text)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics.map(\.message))")
        return FramesReport(file: "inline.tabspec", tabBars: document.tabBars, environment: environment)
    }

    /// Inline spec text laid out in `environment` after `configure` changed each tab bar's configuration (what a
    /// key the language does not read here would set: `isProminent`, `hasBottomAccessory`).
    static func report(_ text: String, environment: TabBarEnvironment, configure: (inout TabBarConfiguration) -> Void) -> FramesReport {
        let document = SpecDocument(path: "inline.tabspec", text: text)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics.map(\.message))")
        var tabBars = document.tabBars
        for index in tabBars.indices { configure(&tabBars[index].configuration) }
        return FramesReport(file: "inline.tabspec", tabBars: tabBars, environment: environment)
    }

    /// The failure `body` throws, as text: the message, or `errors: ID ID` for a spec with language errors.
    static func failure(_ body: () throws(Compiler.LayoutFailure) -> Void) -> String? {
        do throws(Compiler.LayoutFailure) {
            try body()
            return nil
        } catch {
            switch error {
            case let .unknownName(message), let .nothingToDraw(message): return message
            case let .specErrors(report): return "errors: " + report.diagnostics.map(\.id.rawValue).joined(separator: " ")
            }
        }
    }

    /// The frames JSON parsed with Foundation (an independent reader of the emitted text).
    static func parsedJSON(_ report: FramesReport) throws -> [String: Any] {
        let text = FramesEmitter.json(report)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }

    /// `{"x", "y", "width", "height"}` as a tuple array `[x, y, width, height]`; `nil` for JSON `null`.
    static func rect(_ value: Any?) -> [Double]? {
        guard let object = value as? [String: Any] else { return nil }
        return ["x", "y", "width", "height"].compactMap { (object[$0] as? NSNumber)?.doubleValue }
    }
}
