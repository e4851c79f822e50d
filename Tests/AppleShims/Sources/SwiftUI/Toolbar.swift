/// The visibility of a UI element, chosen automatically based on the platform, current context, and other
/// factors.
/// /documentation/SwiftUI/Visibility
@available(iOS 15.0, *)
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The element may be visible or hidden depending on the policies of the component accepting the
    /// visibility configuration.
    /// /documentation/SwiftUI/Visibility/automatic
    case automatic
    /// The element may be visible.
    /// /documentation/SwiftUI/Visibility/visible
    case visible
    /// The element may be hidden.
    /// /documentation/SwiftUI/Visibility/hidden
    case hidden
}

/// The placement of a toolbar.
/// /documentation/SwiftUI/ToolbarPlacement
@available(iOS 16.0, *)
public struct ToolbarPlacement: Sendable {
    /// The bar, by name.
    let name: String

    /// The tab bar of an app.
    /// /documentation/SwiftUI/ToolbarPlacement/tabBar
    public static var tabBar: ToolbarPlacement { ToolbarPlacement(name: "tabBar") }
}

extension View {
    /// Specifies the visibility of a bar managed by SwiftUI.
    /// /documentation/SwiftUI/View/toolbar(_:for:)
    @available(iOS, introduced: 16.0, deprecated: 27.0, message: "Use toolbarVisibility(_:for:) instead.")
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        _modified()
    }

    /// Specifies the visibility of a bar managed by SwiftUI.
    /// /documentation/SwiftUI/View/toolbarVisibility(_:for:)
    ///
    /// Read in a mirror of the page (iOS 18.0): the replacement `toolbar(_:for:)`'s deprecation names.
    @available(iOS 18.0, *)
    nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        _modified()
    }
}
