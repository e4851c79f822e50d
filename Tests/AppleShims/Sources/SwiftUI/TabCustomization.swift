/// The customizations a person makes to an adaptable sidebar tab view.
/// /documentation/SwiftUI/TabViewCustomization
///
/// Declared with its initializer only (the runtime reads nothing from it).
@available(iOS 18.0, *)
public struct TabViewCustomization {
    /// Creates an empty tab sidebar customization.
    /// /documentation/SwiftUI/TabViewCustomization/init()
    public init() {}
}

/// The customization behavior of customizable tab view content.
/// /documentation/SwiftUI/TabCustomizationBehavior
@available(iOS 18.0, *)
public struct TabCustomizationBehavior: Equatable, Sendable {
    /// The behavior, by name.
    @_spi(Fake) public let fakeName: String

    /// The automatic customization behavior: items can be added, removed, or reordered.
    /// /documentation/SwiftUI/TabCustomizationBehavior/automatic
    public static var automatic: TabCustomizationBehavior { TabCustomizationBehavior(fakeName: "automatic") }
    /// The reorderable customization behavior: items can be moved by the user, but cannot be removed.
    /// /documentation/SwiftUI/TabCustomizationBehavior/reorderable
    public static var reorderable: TabCustomizationBehavior { TabCustomizationBehavior(fakeName: "reorderable") }
    /// The customization behavior isn't available: items may not be removed.
    /// /documentation/SwiftUI/TabCustomizationBehavior/disabled
    public static var disabled: TabCustomizationBehavior { TabCustomizationBehavior(fakeName: "disabled") }
}

/// A placement for tabs in a tab view using the adaptable sidebar style.
/// /documentation/SwiftUI/AdaptableTabBarPlacement
@available(iOS 18.0, *)
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    /// The placement, by name.
    let name: String

    /// The automatic placement.
    /// /documentation/SwiftUI/AdaptableTabBarPlacement/automatic
    public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    /// The sidebar of a tab view.
    /// /documentation/SwiftUI/AdaptableTabBarPlacement/sidebar
    public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
    /// The tab bar of a tab view.
    /// /documentation/SwiftUI/AdaptableTabBarPlacement/tabBar
    public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
}

@available(iOS 18.0, *)
extension TabContent {
    /// Sets the identifier for a tab to persist its state.
    /// /documentation/SwiftUI/TabContent/customizationID(_:)
    nonisolated public func customizationID(_ id: String) -> some TabContent<Self.TabValue> {
        _ShimTabContentModifier<Self>()
    }

    /// Configures the customization behavior of customizable tab view content.
    /// /documentation/SwiftUI/TabContent/customizationBehavior(_:for:)
    nonisolated public func customizationBehavior(
        _ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...
    ) -> some TabContent<Self.TabValue> {
        _ShimTabContentModifier<Self>()
    }
}

extension View {
    /// Specifies the customizations to apply to the sidebar representation of the tab view.
    /// /documentation/SwiftUI/View/tabViewCustomization(_:)
    @available(iOS 18.0, *)
    nonisolated public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
        _modified()
    }
}

/// A property wrapper type that reflects a value from UserDefaults and invalidates a view on a change in value
/// in that user default.
/// /documentation/SwiftUI/AppStorage
///
/// Only the iOS 18 initializer for a `TabViewCustomization` is declared. Fake: the value is kept as a `State`
/// keeps it (no user defaults are read or written); the key is kept for the checks.
@available(iOS 14.0, *)
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    /// The storage.
    let state: State<Value>
    /// The user-defaults key.
    @_spi(Fake) public let fakeKey: String

    /// Creates a property that can save and restore tab sidebar customizations.
    /// /documentation/SwiftUI/AppStorage/init(wrappedValue:_:store:)
    @available(iOS 18.0, *)
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil)
    where Value == TabViewCustomization {
        self.state = State(wrappedValue: wrappedValue)
        self.fakeKey = key
    }

    /// The underlying value referenced by the app storage variable.
    /// /documentation/SwiftUI/AppStorage/wrappedValue
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the app storage value.
    /// /documentation/SwiftUI/AppStorage/projectedValue
    public var projectedValue: Binding<Value> {
        state.projectedValue
    }
}
