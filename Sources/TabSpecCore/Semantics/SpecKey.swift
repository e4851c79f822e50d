/// Every key of the spec language, by the path a ``TabBarSpec`` records it under (`tintColor`,
/// `indicator.shape`), with the block it belongs to and the kind of value it takes (language.md).
///
/// The check stage resolves a key's token to this enum once, from its bytes, and reads the value the schema
/// says; lint rules and emitters find where a key was written by the same enum (`spec.properties[.tintColor]`).
package enum SpecKey: UInt8, CaseIterable, Sendable {
    // `tabbar`, in language.md's order.
    case kind, itemPositioning, itemWidth, itemSpacing, height, padding, iconSize, titleFont, titleSpacing, initial
    case translucent, swipe, selectionAnimation, backgroundImageHeight
    case tintColor, unselectedItemTintColor, barTintColor, backgroundColor, titleColor, selectedItemBackgroundColor
    case itemBackgroundColor
    // `tabbar` (v1.3, apps.md).
    case imageBundle, imageRendering, reselect, customizable, keyboardShortcuts, bottomAccessory
    // The nested blocks of `tabbar`, recorded under their keyword.
    case indicator, hideOnScroll, localization
    // `indicator`
    case indicatorShape, indicatorSize, indicatorWidth, indicatorHeight, indicatorColor, indicatorAlignment, indicatorOffset
    case indicatorVerticalAlignment
    // `hideOnScroll`
    case hideOnScrollThreshold, hideOnScrollDuration
    // `localization` (v1.2)
    case localizationTable, localizationBundle
    // `tab`
    case symbol, selectedSymbol, title, accessibilityLabel, titleKey, accessibilityLabelKey
    // `tab` (v1.2)
    case role
    // `tab` (v1.3, apps.md); `tabImageRendering` is the tab's `imageRendering`, which overrides the bar's.
    case image, selectedImage, tabImageRendering, optional, prominent, accessibilityIdentifier, accessibilityHint, accessibilityHintKey
    // `tabbar` (v1.3, apps.md "The bar's material"), and its blocks `badge` and `classic`, recorded under their keyword.
    case backgroundEffect, shadowColor, badge, classic
    // `badge` (v1.3)
    case badgeColor, badgeTextColor, badgeFont
    // `classic` (v1.3): the keys that apply only where the classic bar is drawn.
    case classicBarTintColor, classicBackgroundColor, classicTranslucent, classicBackgroundEffect, classicShadowColor
    // iPad and regular width (v1.3, apps.md): the bar's `regularWidth`, a tab's `placement`, and a `section`'s
    // `title` and `titleKey` (`sectionTitle`, `sectionTitleKey`).
    case regularWidth, placement, sectionTitle, sectionTitleKey

    /// The path the key is recorded under: its name, prefixed with its block's inside `tabbar`'s blocks
    /// (`tintColor`, `indicator.shape`); a tab key is its name, but for the one a `tabbar` key shares
    /// (`tab.imageRendering`).
    package var path: String {
        switch self {
        case .tabImageRendering: "tab." + name
        case .indicatorShape, .indicatorSize, .indicatorWidth, .indicatorHeight, .indicatorColor, .indicatorAlignment,
             .indicatorOffset, .indicatorVerticalAlignment:
            "indicator." + name
        case .hideOnScrollThreshold, .hideOnScrollDuration: "hideOnScroll." + name
        case .localizationTable, .localizationBundle: "localization." + name
        case .badgeColor, .badgeTextColor, .badgeFont: "badge." + name
        case .classicBarTintColor, .classicBackgroundColor, .classicTranslucent, .classicBackgroundEffect, .classicShadowColor:
            "classic." + name
        case .sectionTitle, .sectionTitleKey: "section." + name
        default: name
        }
    }

    /// The key as written in its block (`shape` for `indicator.shape`).
    package var name: String {
        switch self {
        case .kind: "kind"
        case .itemPositioning: "itemPositioning"
        case .itemWidth: "itemWidth"
        case .itemSpacing: "itemSpacing"
        case .height: "height"
        case .padding: "padding"
        case .iconSize: "iconSize"
        case .titleFont: "titleFont"
        case .titleSpacing: "titleSpacing"
        case .initial: "initial"
        case .translucent: "translucent"
        case .swipe: "swipe"
        case .selectionAnimation: "selectionAnimation"
        case .backgroundImageHeight: "backgroundImageHeight"
        case .tintColor: "tintColor"
        case .unselectedItemTintColor: "unselectedItemTintColor"
        case .barTintColor: "barTintColor"
        case .backgroundColor: "backgroundColor"
        case .titleColor: "titleColor"
        case .selectedItemBackgroundColor: "selectedItemBackgroundColor"
        case .itemBackgroundColor: "itemBackgroundColor"
        case .imageBundle: "imageBundle"
        case .imageRendering, .tabImageRendering: "imageRendering"
        case .reselect: "reselect"
        case .customizable: "customizable"
        case .keyboardShortcuts: "keyboardShortcuts"
        case .bottomAccessory: "bottomAccessory"
        case .indicator: "indicator"
        case .hideOnScroll: "hideOnScroll"
        case .localization: "localization"
        case .indicatorShape: "shape"
        case .indicatorSize: "size"
        case .indicatorWidth: "width"
        case .indicatorHeight: "height"
        case .indicatorColor: "color"
        case .indicatorAlignment: "alignment"
        case .indicatorOffset: "offset"
        case .indicatorVerticalAlignment: "verticalAlignment"
        case .hideOnScrollThreshold: "threshold"
        case .hideOnScrollDuration: "duration"
        case .localizationTable: "table"
        case .localizationBundle: "bundle"
        case .symbol: "symbol"
        case .selectedSymbol: "selectedSymbol"
        case .title: "title"
        case .accessibilityLabel: "accessibilityLabel"
        case .titleKey: "titleKey"
        case .accessibilityLabelKey: "accessibilityLabelKey"
        case .role: "role"
        case .image: "image"
        case .selectedImage: "selectedImage"
        case .optional: "optional"
        case .prominent: "prominent"
        case .accessibilityIdentifier: "accessibilityIdentifier"
        case .accessibilityHint: "accessibilityHint"
        case .accessibilityHintKey: "accessibilityHintKey"
        case .backgroundEffect, .classicBackgroundEffect: "backgroundEffect"
        case .shadowColor, .classicShadowColor: "shadowColor"
        case .badge: "badge"
        case .classic: "classic"
        case .badgeColor: "color"
        case .badgeTextColor: "textColor"
        case .badgeFont: "font"
        case .classicBarTintColor: "barTintColor"
        case .classicBackgroundColor: "backgroundColor"
        case .classicTranslucent: "translucent"
        case .regularWidth: "regularWidth"
        case .placement: "placement"
        case .sectionTitle: "title"
        case .sectionTitleKey: "titleKey"
        }
    }

    /// Whether the key is a nested block of `tabbar` (`indicator`, `hideOnScroll`, `localization`, `badge`, `classic`).
    var isBlock: Bool {
        self == .indicator || self == .hideOnScroll || self == .localization || self == .badge || self == .classic
    }

    /// What a key's value is, so one reader checks every key of a kind the same way.
    enum Value {
        /// One keyword among an enumeration's spellings.
        case keyword(Keywords)
        /// One number within a bound.
        case number(NumberBound)
        /// `true` or `false`.
        case bool
        /// A color expression.
        case color
        /// One string.
        case string
        /// One string that is not empty (a table name, a localization key).
        case nonEmptyString
        /// 1–4 numbers ≥ 0 in CSS order.
        case padding
        /// `[weight] size`.
        case font
        /// `curve duration`.
        case animation
        /// One tab id of the same tab bar.
        case tabID
        /// A nested block, not a value.
        case block
    }

    /// The value the key takes (language.md's tables).
    var value: Value {
        switch self {
        case .kind: return .keyword(Spellings.kind)
        case .itemPositioning: return .keyword(Spellings.itemPositioning)
        case .itemWidth, .height, .iconSize, .indicatorSize, .indicatorWidth, .indicatorHeight, .hideOnScrollThreshold:
            return .number(.positive)
        case .itemSpacing, .titleSpacing, .backgroundImageHeight: return .number(.nonNegative)
        case .indicatorOffset: return .number(.any)
        case .hideOnScrollDuration: return .number(.closed(0, 2))
        case .padding: return .padding
        case .titleFont, .badgeFont: return .font
        case .selectionAnimation: return .animation
        case .initial: return .tabID
        case .translucent, .classicTranslucent, .swipe, .customizable, .keyboardShortcuts, .bottomAccessory, .optional, .prominent: return .bool
        case .tintColor, .unselectedItemTintColor, .barTintColor, .backgroundColor, .titleColor, .selectedItemBackgroundColor,
             .itemBackgroundColor, .indicatorColor, .shadowColor, .badgeColor, .badgeTextColor, .classicBarTintColor,
             .classicBackgroundColor, .classicShadowColor:
            return .color
        case .backgroundEffect, .classicBackgroundEffect: return .keyword(Spellings.backgroundEffect)
        case .indicator, .hideOnScroll, .localization, .badge, .classic: return .block
        case .indicatorShape: return .keyword(Spellings.shape)
        case .indicatorAlignment: return .keyword(Spellings.alignment)
        case .indicatorVerticalAlignment: return .keyword(Spellings.verticalAlignment)
        case .symbol, .selectedSymbol, .title, .accessibilityLabel, .accessibilityHint, .sectionTitle: return .string
        case .regularWidth: return .keyword(Spellings.regularWidth)
        case .placement: return .keyword(Spellings.placement)
        case .sectionTitleKey: return .nonEmptyString
        case .localizationTable, .titleKey, .accessibilityLabelKey, .accessibilityHintKey, .image, .selectedImage, .accessibilityIdentifier:
            return .nonEmptyString
        case .localizationBundle: return .keyword(Spellings.bundle)
        case .role: return .keyword(Spellings.role)
        case .imageBundle: return .keyword(Spellings.imageBundle)
        case .imageRendering, .tabImageRendering: return .keyword(Spellings.imageRendering)
        case .reselect: return .keyword(Spellings.reselect)
        }
    }
}

/// The spellings of one keyword value (an enumeration's raw values, in its order), looked up by index.
struct Keywords: Sendable {
    let spellings: [String]
    let table: NameTable<Int>

    init(_ spellings: [String]) {
        self.spellings = spellings
        table = NameTable(spellings.enumerated().map { ($1, $0) })
    }

    init<Keyword: CaseIterable & RawRepresentable>(_: Keyword.Type) where Keyword.RawValue == String {
        self.init(Keyword.allCases.map(\.rawValue))
    }
}

/// The language's keyword values.
enum Spellings {
    typealias Configuration = TabBarConfiguration
    static let kind = Keywords(Configuration.Kind.self)
    static let itemPositioning = Keywords(Configuration.ItemPositioning.self)
    static let shape = Keywords(Configuration.Indicator.Shape.self)
    static let alignment = Keywords(Configuration.Indicator.Alignment.self)
    static let verticalAlignment = Keywords(Configuration.Indicator.VerticalAlignment.self)
    static let fontWeight = Keywords(Configuration.FontWeight.self)
    static let animationCurve = Keywords(Configuration.AnimationCurve.self)
    static let bool = Keywords(["true", "false"])
    static let bundle = Keywords(TabBarLocalization.Bundle.self)
    /// A tab's `role`: `search`, the iOS 18+ search tab (v1.2), or `action`, a tab that performs an action and
    /// never becomes the selection (v1.3); in ``Role``'s order.
    static let role = Keywords(Role.self)
    static let imageBundle = Keywords(Configuration.ResourceBundle.self)
    static let imageRendering = Keywords(Configuration.ImageRendering.self)
    static let reselect = Keywords(Configuration.Reselect.self)
    static let backgroundEffect = Keywords(Configuration.BackgroundEffect.self)
    static let regularWidth = Keywords(Configuration.RegularWidth.self)
    static let placement = Keywords(Configuration.Item.Placement.self)

    /// The values of a tab's `role`, by their index in ``role``.
    enum Role: String, CaseIterable {
        case search, action
    }
}

/// A constraint on a number.
enum NumberBound: Sendable {
    case any
    /// > 0
    case positive
    /// ≥ 0
    case nonNegative
    /// a ≤ v ≤ b
    case closed(Double, Double)
    /// a < v ≤ b
    case openClosed(Double, Double)

    /// Whether `value` satisfies the bound (never for an infinite value).
    func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        switch self {
        case .any: return true
        case .positive: return value > 0
        case .nonNegative: return value >= 0
        case let .closed(low, high): return value >= low && value <= high
        case let .openClosed(low, high): return value > low && value <= high
        }
    }

    /// The bound as a message says it (`greater than 0`).
    var requirement: String {
        switch self {
        case .any: "a finite number"
        case .positive: "greater than 0"
        case .nonNegative: "0 or greater"
        case let .closed(low, high): "between \(DecimalText.shortest(low)) and \(DecimalText.shortest(high))"
        case let .openClosed(low, high): "greater than \(DecimalText.shortest(low)) and at most \(DecimalText.shortest(high))"
        }
    }
}
