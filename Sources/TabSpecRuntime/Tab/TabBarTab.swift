/// A tab of a tab bar described by a spec: the protocol every generated enum conforms to, and what the UIKit
/// and SwiftUI adapters are generic over (the selection is the app's own enum value, never an `Int`).
///
/// The cases, in `allCases` order, are the spec's tabs in bar order: the case at ``index`` `i` is
/// `configuration.items[i]`, and ``init(index:)`` goes back from an index to the case.
///
/// A generated enum declares every member itself, with the most precise types its spec allows: `title` is a
/// `String` when every tab has one (`Tab.home.title` stays a `String` there), a `String?` when only some do,
/// and not declared when none does. The protocol's requirements are optional strings, and the defaults in
/// the extension below read the same values from ``configuration``, so code generic over `T: TabBarTab`
/// (`tab.title`) and code that names the enum (`Tab.home.title`) see the same text. Requirements added
/// later (`isSearch` in v1.2; `imageName`, `isAction`, `isProminent`, `required`, … in v1.3) all have such defaults, so
/// enums generated before them still conform.
public protocol TabBarTab: CaseIterable, Hashable, Sendable {
    /// The spec's resolved values: kind, sizes, colors, indicator, hide-on-scroll, animation and the tabs.
    static var configuration: TabBarConfiguration { get }
    /// The tab selected when the bar first appears (the spec's `initial`, else the first tab).
    static var initial: Self { get }
    /// The tab's position in the bar, from 0: its index in `configuration.items` and in `allCases`.
    var index: Int { get }
    /// The SF Symbol name; `nil` for a tab without one.
    var symbolName: String? { get }
    /// The SF Symbol name when the tab is selected (`selectedSymbol`, else `symbol`); `nil` without either.
    var selectedSymbolName: String? { get }
    /// The title under the icon; `nil` for a tab without one.
    var title: String? { get }
    /// The VoiceOver label: the spec's `accessibilityLabel`, else the title, else the tab id.
    var accessibilityLabel: String { get }
    /// Whether this is the bar's search tab (`role: search`, v1.2): iOS 18's `Tab(role: .search)` /
    /// `UISearchTab`. Generated enums declare it only when their bar has a search tab; the default reads
    /// ``configuration``, so enums generated before v1.2 still conform.
    var isSearch: Bool { get }
    /// The name of the tab's image in the app's asset catalog (`image`, v1.3); `nil` for a tab without one.
    var imageName: String? { get }
    /// The image's name when the tab is selected (`selectedImage`, else `image`); `nil` without either.
    var selectedImageName: String? { get }
    /// Whether the tab performs an action and never becomes the selection (`role: action`, v1.3).
    var isAction: Bool { get }
    /// Whether the app decides at run time whether the tab shows (`optional: true`, v1.3).
    var isOptional: Bool { get }
    /// Whether this is the bar's prominent tab (`prominent: true`, v1.3): iOS 27's `Tab(role: .prominent)` /
    /// `UITabBarController.prominentTabIdentifier`. Generated enums declare it only when their bar has a
    /// prominent tab; the default reads ``configuration``, so enums generated before it still conform.
    var isProminent: Bool { get }
    /// The identifier UI tests find the item by (`accessibilityIdentifier`, v1.3); `nil` for a tab without one.
    var accessibilityIdentifier: String? { get }
    /// The VoiceOver hint (`accessibilityHint`, v1.3, localized like the label); `nil` for a tab without one.
    var accessibilityHint: String? { get }
    /// The tabs that are not optional, in bar order: the ones the adapters always show (v1.3).
    static var required: [Self] { get }
    /// The bar's geometry in `environment` (the numbers `tabspec frames` prints).
    static func layout(in environment: TabBarEnvironment) -> TabBarLayout
}

extension TabBarTab {
    /// The tab's entry in ``configuration``, or `nil` when ``index`` is outside its items (a hand-written
    /// conformance that disagrees with its configuration).
    public var item: TabBarConfiguration.Item? {
        let items = Self.configuration.items
        return items.indices.contains(index) ? items[index] : nil
    }

    /// `item.symbolName`.
    public var symbolName: String? { item?.symbolName }

    /// `item.selectedSymbolName`, else `item.symbolName`.
    public var selectedSymbolName: String? { item.flatMap { $0.selectedSymbolName ?? $0.symbolName } }

    /// `item.title`.
    public var title: String? { item?.title }

    /// `item.isSearch`; `false` without an item.
    public var isSearch: Bool { item?.isSearch ?? false }

    /// `item.imageName`.
    public var imageName: String? { item?.imageName }

    /// `item.selectedImageName`, else `item.imageName`.
    public var selectedImageName: String? { item.flatMap { $0.selectedImageName ?? $0.imageName } }

    /// `item.isAction`; `false` without an item.
    public var isAction: Bool { item?.isAction ?? false }

    /// `item.isOptional`; `false` without an item.
    public var isOptional: Bool { item?.isOptional ?? false }

    /// `item.isProminent`; `false` without an item.
    public var isProminent: Bool { item?.isProminent ?? false }

    /// `item.accessibilityIdentifier`.
    public var accessibilityIdentifier: String? { item?.accessibilityIdentifier }

    /// `item.accessibilityHint`.
    public var accessibilityHint: String? { item?.accessibilityHint }

    /// The tabs whose ``isOptional`` is `false`, in `allCases` order.
    public static var required: [Self] { allCases.filter { !$0.isOptional } }

    /// `item.accessibilityLabel`, else its title, else its id.
    public var accessibilityLabel: String {
        guard let item else { return "" }
        return item.accessibilityLabel ?? item.title ?? item.id
    }

    /// `TabBarLayout(configuration: configuration, environment: environment)`.
    public static func layout(in environment: TabBarEnvironment) -> TabBarLayout {
        TabBarLayout(configuration: configuration, environment: environment)
    }

    /// The tab at `index` in bar order, or `nil` when there is none.
    public init?(index: Int) {
        guard let tab = Self.allCases.first(where: { $0.index == index }) else { return nil }
        self = tab
    }

    /// The tab whose spec id (the generated enum's raw value) is `tabID`, or `nil` when there is none.
    public init?(tabID: String) {
        guard let index = Self.configuration.items.firstIndex(where: { $0.id == tabID }) else { return nil }
        self.init(index: index)
    }
}
