#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// Where a ``TabSpecView`` keeps its ``HideOnScrollTracker``: a reference, so that the many offsets a scroll
/// reports change no view state (only hiding or showing the bar does).
@MainActor
final class HideOnScrollState {
    /// The tracker.
    var tracker: HideOnScrollTracker

    /// Creates the state with the bar shown.
    init(tracker: HideOnScrollTracker) {
        self.tracker = tracker
    }
}

/// What a tab's page hands down to `.tabSpecScrollContent()` on iOS 16 and 17: the call that reports the
/// content's offset to the enclosing ``TabSpecView``.
struct TabSpecScrollReporter {
    /// Reports the content offset (points the content has scrolled up).
    let report: @MainActor (Double) -> Void
}

/// The environment entry carrying a tab page's ``TabSpecScrollReporter``.
struct TabSpecScrollReporterKey: EnvironmentKey {
    /// No reporter outside a ``TabSpecView`` whose bar hides on scroll.
    static var defaultValue: TabSpecScrollReporter? { nil }
}

extension EnvironmentValues {
    /// The reporter of the enclosing ``TabSpecView`` tab page, if its bar hides on scroll on iOS 16 or 17.
    var tabSpecScrollReporter: TabSpecScrollReporter? {
        get { self[TabSpecScrollReporterKey.self] }
        set { self[TabSpecScrollReporterKey.self] = newValue }
    }
}

/// The coordinate space of a tab page, in which `.tabSpecScrollContent()` measures the content's position.
enum TabSpecScrollSpace {
    /// The space's name.
    static let name = "TabSpecRuntime.TabSpecView.page"

    /// The top of `proxy`'s frame in the space: the iOS 17 `frame(in:)` where the system has it, else the iOS 13
    /// one (deprecated in iOS 27), in the `else` of the check so that no deployment target warns
    /// (docs/Platforms.md).
    static func minY(of proxy: GeometryProxy) -> CGFloat {
        if #available(iOS 17.0, *) {
            return proxy.frame(in: NamedCoordinateSpace.named(name)).minY
        } else {
            return proxy.frame(in: CoordinateSpace.named(name)).minY
        }
    }
}

extension View {
    /// Marks this view as the content of a scroll view whose scrolling hides the enclosing ``TabSpecView``'s
    /// bar on iOS 16 and 17 (the spec's `hideOnScroll`).
    ///
    /// SwiftUI reports no scroll offset before iOS 18, so apply this to the view inside each `ScrollView` whose
    /// scrolling should hide the bar: its position in the tab's page stands for the offset. From iOS 18 the
    /// ``TabSpecView`` observes each tab's first scroll view itself (`onScrollGeometryChange(for:of:action:)`)
    /// and this modifier does nothing; outside a ``TabSpecView`` whose bar hides on scroll it does nothing either.
    ///
    /// ```swift
    /// ScrollView { LazyVStack { rows }.tabSpecScrollContent() }
    /// ```
    public func tabSpecScrollContent() -> some View {
        modifier(TabSpecScrollContentModifier())
    }
}

/// Reports the modified view's position in its tab page as the scroll offset (iOS 16 and 17).
struct TabSpecScrollContentModifier: ViewModifier {
    /// The enclosing page's reporter, if any.
    @Environment(\.tabSpecScrollReporter) private var reporter

    /// The content, observed when there is a reporter.
    func body(content: Content) -> some View {
        if let reporter {
            content.onGeometryChange(for: Double.self) { proxy in
                -Double(TabSpecScrollSpace.minY(of: proxy))
            } action: { offset in
                reporter.report(offset)
            }
        } else {
            content
        }
    }
}
#endif
