/// A type that provides content for programmatically selectable tabs in a tab view.
/// /documentation/SwiftUI/TabContent
///
/// Deviation: declared with its `TabValue` only, without the `body` requirement (nothing here implements tab
/// content; the documented `TabValue == Body.TabValue` constraint cannot hold for primitives whose body is
/// `Never`).
@available(iOS 18.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type used to drive selection for the containing tab view.
    /// /documentation/SwiftUI/TabContent/TabValue
    associatedtype TabValue: Hashable
}

/// A result builder that constructs tabs for a tab view that supports programmatic selection.
/// /documentation/SwiftUI/TabContentBuilder
///
/// Only the one- and two-element `buildBlock`s are declared (the builder closures here are one expression, or
/// the regular tabs' `ForEach` and the search tab's), and `buildEither` (a section or a tab).
@available(iOS 18.0, *)
@resultBuilder
public struct TabContentBuilder<TabValue> where TabValue: Hashable {
    /// /documentation/SwiftUI/TabContentBuilder/buildEither(first:)
    public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F>
    where TabValue == T.TabValue, T: TabContent, F: TabContent, T.TabValue == F.TabValue {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// /documentation/SwiftUI/TabContentBuilder/buildEither(second:)
    public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F>
    where TabValue == T.TabValue, T: TabContent, F: TabContent, T.TabValue == F.TabValue {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// /documentation/SwiftUI/TabContentBuilder/buildBlock(_:)
    public static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> {
        content
    }

    /// /documentation/SwiftUI/TabContentBuilder/buildBlock(_:_:)
    /// (developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:_:))
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some TabContent<TabValue>
    where TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C0.TabValue == C1.TabValue {
        _ShimTupleTabContent<C0, C1>()
    }

    /// A view representation of the content of a builder-based tab view with selection.
    /// /documentation/SwiftUI/TabContentBuilder/Content
    public struct Content<C> where C: TabContent {
        /// Created by `TabView`.
        init() {}
    }
}

extension TabContentBuilder.Content: View {
    public var body: Never { _primitiveBody(Self.self) }
}

/// The content for a tab and the tab's associated tab item in a tab view.
/// /documentation/SwiftUI/Tab
/// The tabs created so far, oldest first: each one's value and role (Fake; `TabView` and `ForEach` build their tab
/// content when they are created, and each `Tab` its page, so a check sees the tabs a body makes and what their
/// pages hold).
@_spi(Fake) nonisolated(unsafe) public var fakeCreatedTabs: [(value: Any?, role: AnyHashable?)] = []

@available(iOS 18.0, *)
public struct Tab<Value, Content, Label> {
    /// The selection value, if any.
    let value: Value?
    /// Fake: the role the tab was created with (`nil` for none and for the initializers without one).
    @_spi(Fake) public private(set) var fakeRole: TabRole? = nil
}

/// The default label of a tab made from a title and an image.
/// /documentation/SwiftUI/DefaultTabLabel
@available(iOS 18.0, *)
public struct DefaultTabLabel {
    /// Created by `Tab`.
    init() {}
}

extension DefaultTabLabel: View {
    public var body: Never { _primitiveBody(DefaultTabLabel.self) }
}

@available(iOS 18.0, *)
extension Tab where Value: Hashable, Content: View, Label: View {
    /// Creates a tab that the tab view presents when the tab view's selection matches the tab's value using a
    /// system image for the tab's tab item image, with a string label.
    /// /documentation/SwiftUI/Tab/init(_:systemImage:value:content:)
    ///
    /// The `StringProtocol` overload of the page's overload group (the page shows the `LocalizedStringKey`
    /// one); the documentation of SDK 27 spells the content builder `@ContentBuilder`.
    nonisolated public init<S>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel, S: StringProtocol {
        self.value = value
        fakeCreatedTabs.append((value, nil))
        _ = content()
    }

    /// Creates a new tab with a label that you can use in a tab view.
    /// /documentation/SwiftUI/Tab/init(value:content:label:)
    nonisolated public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        fakeCreatedTabs.append((value, nil))
        _ = content()
    }
}

@available(iOS 18.0, *)
extension Tab where Value: Hashable, Content: View, Label == DefaultTabLabel {
    /// Creates a new tab with a label inferred from the role.
    /// /documentation/SwiftUI/Tab/init(value:role:content:) (developer.apple.com/documentation/swiftui/tab/init(value:role:content:))
    ///
    /// The documentation of SDK 27 spells the content builder `@ContentBuilder`.
    nonisolated public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.value = value
        self.fakeRole = role
        fakeCreatedTabs.append((value, role.map(AnyHashable.init)))
        _ = content()
    }

    /// Creates a tab that the tab view presents when the tab view's selection matches the tab's value, with a
    /// system image for the tab's item and a role.
    /// /documentation/SwiftUI/Tab/init(_:systemImage:value:role:content:)
    ///
    /// The `StringProtocol` overload of the page's overload group, as SDK listings print it (the page, read in a
    /// mirror, shows the `LocalizedStringKey` one); the documentation of SDK 27 spells the content builder
    /// `@ContentBuilder`.
    nonisolated public init<S>(_ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content)
    where S: StringProtocol {
        self.value = value
        self.fakeRole = role
        fakeCreatedTabs.append((value, role.map(AnyHashable.init)))
        _ = content()
    }

    /// Creates a tab with an image of the app's asset catalog for the tab's item, and a role.
    /// /documentation/SwiftUI/Tab/init(_:image:value:role:content:)
    ///
    /// The `LocalizedStringKey` overload the page shows is not declared (the shim has no `LocalizedStringKey`);
    /// this is the `StringProtocol` one of the same overload group.
    nonisolated public init<S>(_ title: S, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content)
    where S: StringProtocol {
        self.value = value
        self.fakeRole = role
        fakeCreatedTabs.append((value, role.map(AnyHashable.init)))
        _ = content()
    }
}

@available(iOS 18.0, *)
extension Tab where Value: Hashable, Content: View, Label: View {
    /// Creates a new tab with a label and a role.
    /// /documentation/SwiftUI/Tab/init(value:role:content:label:)
    ///
    /// Read in a mirror of the page; the documentation of SDK 27 spells the builders `@ContentBuilder`.
    nonisolated public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.fakeRole = role
        fakeCreatedTabs.append((value, role.map(AnyHashable.init)))
        _ = content()
    }
}

/// A value that defines the purpose of the tab.
/// /documentation/SwiftUI/TabRole (developer.apple.com/documentation/swiftui/tabrole)
///
/// Both of the page's type properties: `prominent` (iOS 27) and `search` (iOS 18).
@available(iOS 18.0, *)
public struct TabRole: Hashable, Sendable {
    /// The role, by name.
    let name: String

    /// A tab role that provides prominent visual treatment to one of the tabs in supported tab bars. Only one
    /// tab can receive the prominent treatment.
    /// /documentation/SwiftUI/TabRole/prominent (developer.apple.com/tutorials/data/documentation/swiftui/tabrole/prominent)
    @available(iOS 27.0, *)
    public static var prominent: TabRole { TabRole(name: "prominent") }

    /// The search role.
    /// /documentation/SwiftUI/TabRole/search (developer.apple.com/documentation/swiftui/tabrole/search)
    public static var search: TabRole { TabRole(name: "search") }
}

@available(iOS 18.0, *)
extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
    public typealias TabValue = Value
}

/// The tab content the shim's two-element `TabContentBuilder.buildBlock(_:_:)` returns (SwiftUI's own is an
/// opaque type).
@available(iOS 18.0, *)
public struct _ShimTupleTabContent<C0, C1> where C0: TabContent, C1: TabContent, C0.TabValue == C1.TabValue {
    /// Created by the builder.
    init() {}
}

@available(iOS 18.0, *)
extension _ShimTupleTabContent: TabContent {
    public typealias TabValue = C0.TabValue
}

/// The tab content the shim's `TabContent` modifiers return (SwiftUI's own are private types).
@available(iOS 18.0, *)
public struct _ShimTabContentModifier<Base> where Base: TabContent {
    /// Created by the modifiers.
    init() {}
}

@available(iOS 18.0, *)
extension _ShimTabContentModifier: TabContent {
    public typealias TabValue = Base.TabValue
}

@available(iOS 18.0, *)
extension TabContent {
    /// Generates a badge for the tab from a text view.
    /// /documentation/SwiftUI/TabContent/badge(_:)
    ///
    /// The `Text?` overload of the page's overload group (`nil` hides the badge).
    nonisolated public func badge(_ label: Text?) -> some TabContent<Self.TabValue> {
        _ShimTabContentModifier<Self>()
    }
}

@available(iOS 18.0, *)
extension ForEach: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue
}

@available(iOS 18.0, *)
extension ForEach where Content: TabContent {
    /// Creates an instance that uniquely identifies and creates tab content across updates based on the
    /// provided key path to the underlying data's identifier.
    /// /documentation/SwiftUI/ForEach/init(_:id:content:)
    ///
    /// From the SDK's interface, not its own page (the documentation mirror lacks the `TabContent` overload).
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TabValue {
        self.data = data
        self.content = content
        // Fake: the tabs are built at once, so that `fakeCreatedTabs` lists them.
        for element in data { _ = content(element) }
    }
}

/// `_ConditionalContent` as tab content: what `TabContentBuilder.buildEither(first:)` and
/// `buildEither(second:)` return (their pages' declarations).
@available(iOS 18.0, *)
extension _ConditionalContent: TabContent where TrueContent: TabContent, FalseContent: TabContent,
    TrueContent.TabValue == FalseContent.TabValue {
    public typealias TabValue = TrueContent.TabValue
}

/// A container that you can use to add hierarchy within a tab view.
/// /documentation/SwiftUI/TabSection
///
/// Fake: each section created appends its title and the values of the tabs its content made to
/// `fakeTabSections`.
@available(iOS 18.0, *)
public struct TabSection<Header, Content, Footer, SelectionValue> {
    /// Created by the initializer.
    init() {}
}

/// The sections created so far, oldest first: each one's title and the values of its tabs (Fake).
@_spi(Fake) nonisolated(unsafe) public var fakeTabSections: [(title: String, values: [Any?])] = []

@available(iOS 18.0, *)
extension TabSection where Header == Text, Footer == EmptyView, Content: TabContent, SelectionValue == Content.TabValue {
    /// Creates a section with the provided content.
    /// /documentation/SwiftUI/TabSection/init(_:content:)
    ///
    /// The `StringProtocol` overload of the page's overload group (the page shows the `LocalizedStringResource`
    /// one), as `Tab`'s title initializers have.
    public init<S>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) where S: StringProtocol {
        let first = fakeCreatedTabs.count
        _ = content()
        fakeTabSections.append((String(title), fakeCreatedTabs[first...].map(\.value)))
    }
}

@available(iOS 18.0, *)
extension TabSection: TabContent where Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue {
    public typealias TabValue = SelectionValue
}

/// A place that a tab can appear.
/// /documentation/SwiftUI/TabPlacement (developer.apple.com/documentation/swiftui/tabplacement)
///
/// The page's three type properties. "Not all `TabView` styles support all placements."
@available(iOS 18.0, *)
public struct TabPlacement: Hashable, Sendable {
    /// The placement, by name (Fake: a check reads it back).
    @_spi(Fake) public let fakeName: String

    /// The default tab location.
    /// /documentation/SwiftUI/TabPlacement/automatic
    public static let automatic = TabPlacement(fakeName: "automatic")
    /// The pinned tab placement location.
    /// /documentation/SwiftUI/TabPlacement/pinned
    public static let pinned = TabPlacement(fakeName: "pinned")
    /// The sidebar tab placement location.
    /// /documentation/SwiftUI/TabPlacement/sidebarOnly
    public static let sidebarOnly = TabPlacement(fakeName: "sidebarOnly")
}

/// The placements set with `tabPlacement(_:)` so far, oldest first (Fake).
@_spi(Fake) nonisolated(unsafe) public var fakeTabPlacements: [String] = []

@available(iOS 18.0, *)
extension TabContent {
    /// Specifies the placement of a tab.
    /// /documentation/SwiftUI/TabContent/tabPlacement(_:) (developer.apple.com/documentation/swiftui/tabcontent/tabplacement(_:))
    nonisolated public func tabPlacement(_ placement: TabPlacement) -> some TabContent<Self.TabValue> {
        fakeTabPlacements.append(placement.fakeName)
        return _ShimTabContentModifier<Self>()
    }
}
