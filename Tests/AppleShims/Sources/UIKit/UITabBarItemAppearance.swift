/// An object for customizing the appearance of tab bar items.
/// /documentation/UIKit/UITabBarItemAppearance
///
/// Every member Apple documents for iOS 26 and earlier. Fake: keeps one state appearance per state.
@available(iOS 13.0, *)
@MainActor
open class UITabBarItemAppearance: NSObject, NSCopying {
    /// Constants indicating the layout of a tab bar item's content.
    /// /documentation/UIKit/UITabBarItemAppearance/Style
    public enum Style: Int, Sendable {
        /// /documentation/UIKit/UITabBarItemAppearance/Style/stacked
        case stacked = 0
        /// /documentation/UIKit/UITabBarItemAppearance/Style/inline
        case inline = 1
        /// /documentation/UIKit/UITabBarItemAppearance/Style/compactInline
        case compactInline = 2
    }

    /// The layout style the object was configured for.
    private var style: Style

    /// Creates an appearance object with appropriate default values for a tab bar, displaying its items with the
    /// specified layout style.
    /// /documentation/UIKit/UITabBarItemAppearance/init(style:)
    public init(style: UITabBarItemAppearance.Style) {
        self.style = style
        super.init()
    }

    /// Creates an appearance object with default values for a stacked tab bar item.
    /// /documentation/UIKit/UITabBarItemAppearance/init()
    public override convenience init() {
        self.init(style: .stacked)
    }

    /// Creates an appearance object from data in an unarchiver.
    /// /documentation/UIKit/UITabBarItemAppearance/init(coder:)
    ///
    /// Fake: there is no archiving; the result has the stacked defaults.
    public required init(coder: NSCoder) {
        self.style = .stacked
        super.init()
    }

    /// Creates a copy of the appearance object.
    /// /documentation/UIKit/UITabBarItemAppearance/copy()
    ///
    /// Deviation: an overload next to corelibs' `NSObject.copy() -> Any`; give the result a type.
    public func copy() -> Self {
        guard let copy = makeCopy() as? Self else { preconditionFailure("\(Self.self) cannot be copied by the fake") }
        return copy
    }

    /// NSCopying, needed by `@NSCopying` properties.
    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { makeCopy() }
    }

    /// A new item appearance with this one's style and state values.
    private func makeCopy() -> UITabBarItemAppearance {
        let copy = UITabBarItemAppearance(style: style)
        copy.normal.copyValues(from: normal)
        copy.selected.copyValues(from: selected)
        copy.disabled.copyValues(from: disabled)
        copy.focused.copyValues(from: focused)
        return copy
    }

    /// Configures the tab bar item appearance object with appropriate values for the specified style.
    /// /documentation/UIKit/UITabBarItemAppearance/configureWithDefault(for:)
    open func configureWithDefault(for style: UITabBarItemAppearance.Style) {
        self.style = style
        for state in [normal, selected, disabled, focused] {
            state.copyValues(from: UITabBarItemStateAppearance())
        }
    }

    /// The appearance data to apply to the tab bar item when it's enabled, unselected, and not the focused item.
    /// /documentation/UIKit/UITabBarItemAppearance/normal
    open private(set) var normal = UITabBarItemStateAppearance()

    /// The appearance data to apply to the tab bar item when it's selected.
    /// /documentation/UIKit/UITabBarItemAppearance/selected
    open private(set) var selected = UITabBarItemStateAppearance()

    /// The appearance data to apply to the tab bar item when it's disabled.
    /// /documentation/UIKit/UITabBarItemAppearance/disabled
    open private(set) var disabled = UITabBarItemStateAppearance()

    /// The appearance data to apply to the tab bar item when it's focused.
    /// /documentation/UIKit/UITabBarItemAppearance/focused
    open private(set) var focused = UITabBarItemStateAppearance()
}
