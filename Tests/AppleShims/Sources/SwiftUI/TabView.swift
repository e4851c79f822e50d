/// A view that switches between multiple child views using interactive user interface elements.
/// /documentation/SwiftUI/TabView
///
/// Fake: every tab view created appends its selection binding to `fakeTabViewSelections`, so a check can do what
/// the page says a tap does — "When people select a tab in the tab view, the tab view updates the selection
/// binding to the value of the currently selected tab" — by setting it; the iOS 18 form builds its tabs at once
/// (`fakeCreatedTabs`).
@available(iOS 13.0, *)
public struct TabView<SelectionValue, Content> where SelectionValue: Hashable, Content: View {
    /// The selection, if any.
    let selection: Binding<SelectionValue>?

    /// Creates an instance that selects from content associated with `Selection` values (the `tabItem` +
    /// `tag` form).
    /// /documentation/SwiftUI/TabView/init(selection:content:)
    ///
    /// The iOS 13 overload (`@ViewBuilder`; the documentation of SDK 27 spells the builder `@ContentBuilder`).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        fakeTabViewSelections.append(selection as Any)
    }

    /// Creates a tab view that uses a builder to create and specify selection values for its tabs.
    /// /documentation/SwiftUI/TabView/init(selection:content:)
    @available(iOS 18.0, *)
    public init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {
        self.selection = selection
        fakeTabViewSelections.append(selection as Any)
        // Fake: the tab content is built at once (`fakeCreatedTabs`).
        _ = content()
    }
}

/// The selection bindings of the tab views created so far, oldest first (`Binding<SelectionValue>` or `nil`).
@_spi(Fake) nonisolated(unsafe) public var fakeTabViewSelections: [Any] = []

extension TabView: View {
    public var body: Never { _primitiveBody(TabView.self) }
}

/// A specification for the appearance and interaction of a tab view.
/// /documentation/SwiftUI/TabViewStyle
///
/// Deviation: declared without requirements.
@available(iOS 14.0, *)
public protocol TabViewStyle {}

/// A tab view style that implements a paged scrolling tab view.
/// /documentation/SwiftUI/PageTabViewStyle
@available(iOS 14.0, *)
public struct PageTabViewStyle: TabViewStyle, Sendable {
    /// A style for displaying the page index view.
    /// /documentation/SwiftUI/PageTabViewStyle/IndexDisplayMode
    public struct IndexDisplayMode: Sendable {
        /// The mode, by name.
        let mode: String
        /// Displays an index view when there are more than one page.
        /// /documentation/SwiftUI/PageTabViewStyle/IndexDisplayMode/automatic
        public static let automatic = IndexDisplayMode(mode: "automatic")
        /// Always display an index view regardless of page count.
        /// /documentation/SwiftUI/PageTabViewStyle/IndexDisplayMode/always
        public static let always = IndexDisplayMode(mode: "always")
        /// Never display an index view.
        /// /documentation/SwiftUI/PageTabViewStyle/IndexDisplayMode/never
        public static let never = IndexDisplayMode(mode: "never")
    }

    /// The index display mode.
    let indexDisplayMode: IndexDisplayMode

    /// Creates a new page tab view style with the specified index display mode.
    /// /documentation/SwiftUI/PageTabViewStyle/init(indexDisplayMode:)
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

/// A tab bar style that adapts to each platform.
/// /documentation/SwiftUI/SidebarAdaptableTabViewStyle (developer.apple.com/tutorials/data/documentation/swiftui/sidebaradaptabletabviewstyle)
///
/// "iPadOS displays a top tab bar that can adapt into a sidebar. iOS displays a bottom tab bar."
@available(iOS 18.0, *)
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// /documentation/SwiftUI/SidebarAdaptableTabViewStyle (the page's one member, `nonisolated init()`)
    nonisolated public init() {}
}

@available(iOS 18.0, *)
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar style that adapts to each platform.
    /// /documentation/SwiftUI/TabViewStyle/sidebarAdaptable
    @MainActor @preconcurrency public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
        SidebarAdaptableTabViewStyle()
    }
}

/// The tab view styles set so far, oldest first (Fake).
@_spi(Fake) nonisolated(unsafe) public var fakeTabViewStyles: [Any] = []

extension View {
    /// Sets the style for the tab view within the current environment.
    /// /documentation/SwiftUI/View/tabViewStyle(_:)
    @available(iOS 14.0, *)
    nonisolated public func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle {
        fakeTabViewStyles.append(style)
        return _modified()
    }

    /// Sets the tab bar item associated with this view.
    /// /documentation/SwiftUI/View/tabItem(_:)
    ///
    /// The page: iOS 13.0–27.0 (deprecated in 27.0; visionOS not deprecated); the message is the page's
    /// deprecation note, read in a mirror of it (the SDK's own `@available` message was not seen).
    @available(iOS, introduced: 13.0, deprecated: 27.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
        _modified()
    }

    /// Sets the unique tag value of this view.
    /// /documentation/SwiftUI/View/tag(_:includeOptional:)
    @available(iOS 13.0, *)
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable {
        _modified()
    }

    /// Generates a badge for the view from a text view.
    /// /documentation/SwiftUI/View/badge(_:)-6k2u9
    @available(iOS 15.0, *)
    nonisolated public func badge(_ label: Text?) -> some View {
        _modified()
    }

    /// Sets the behavior for tab bar minimization.
    /// /documentation/SwiftUI/View/tabBarMinimizeBehavior(_:)
    @available(iOS 26.0, *)
    nonisolated public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        _modified()
    }

    /// Places a bottom accessory above the tab bar (a mini player).
    /// /documentation/SwiftUI/View/tabViewBottomAccessory(content:)
    ///
    /// The documentation of SDK 27 spells the builder `@ContentBuilder`.
    @available(iOS 26.0, *)
    @available(tvOS, unavailable)
    nonisolated public func tabViewBottomAccessory<Content>(@ViewBuilder content: () -> Content) -> some View
    where Content: View {
        fakeBottomAccessories.append((nil, content()))
        return _modified()
    }

    /// Places a bottom accessory above the tab bar, shown while `isEnabled` is true.
    /// /documentation/SwiftUI/View/tabViewBottomAccessory(isEnabled:content:)
    @available(iOS 26.1, *)
    @available(tvOS, unavailable)
    nonisolated public func tabViewBottomAccessory<Content>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View
    where Content: View {
        fakeBottomAccessories.append((isEnabled, content()))
        return _modified()
    }

    /// Specifies the preferred placement for the tabs of a `TabView` in the `sidebarAdaptable` style on platforms
    /// where the tab bar cannot adapt between different representations.
    /// /documentation/SwiftUI/View/defaultTabBarPlacement(_:)
    @available(iOS 27.0, *)
    nonisolated public func defaultTabBarPlacement(_ defaultPlacement: AdaptableTabBarPlacement) -> some View {
        _modified()
    }
}

/// The bottom accessories set so far, oldest first: `isEnabled` (`nil` for the iOS 26.0 modifier without it) and
/// the content the modifier built (Fake).
@_spi(Fake) nonisolated(unsafe) public var fakeBottomAccessories: [(isEnabled: Bool?, content: Any)] = []

/// A placement of the bottom accessory in a tab view.
/// /documentation/SwiftUI/TabViewBottomAccessoryPlacement
@available(iOS 26.0, *)
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    /// The bar is expanded on top of the bottom tab bar, if there is a bottom tab bar, or at the bottom of the
    /// tab's content view.
    /// /documentation/SwiftUI/TabViewBottomAccessoryPlacement/expanded
    case expanded
    /// The view is displayed in line with the bottom tab bar.
    /// /documentation/SwiftUI/TabViewBottomAccessoryPlacement/inline
    case inline
}

/// The behavior for tab bar minimization.
/// /documentation/SwiftUI/TabBarMinimizeBehavior
@available(iOS 26.0, *)
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    /// The behavior, by name.
    let name: String

    /// Determine the behavior automatically based on the surrounding context.
    /// /documentation/SwiftUI/TabBarMinimizeBehavior/automatic
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    /// Never minimize the tab bar.
    /// /documentation/SwiftUI/TabBarMinimizeBehavior/never
    public static let never = TabBarMinimizeBehavior(name: "never")
    /// Minimize the tab bar when downwards scrolling starts (iPhone only).
    /// /documentation/SwiftUI/TabBarMinimizeBehavior/onScrollDown
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    /// Minimize the tab bar when upwards scrolling starts (iPhone only).
    /// /documentation/SwiftUI/TabBarMinimizeBehavior/onScrollUp
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
}
