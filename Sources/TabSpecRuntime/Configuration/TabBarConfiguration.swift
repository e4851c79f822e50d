/// The resolved values of one spec's `tabbar` block: everything layout, drawing and the platform adapters need.
///
/// Generated code holds one as `Tab.configuration`; `tabspec` builds the same value from the spec, so both
/// compute identical layouts with ``TabBarLayout/init(configuration:environment:)``.
/// Optional properties are `nil` when the spec leaves them to the kind's default (see layout.md).
public struct TabBarConfiguration: Sendable, Hashable {
    /// `system` (a UIKit `UITabBar`) or `custom` (a hand-built bar).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A UIKit `UITabBar`: frames follow UIKit's measured whole-point layout.
        case system
        /// A hand-built bar: exact arithmetic, padding honoured.
        case custom
    }

    /// How items share the bar's width, as `UITabBar.ItemPositioning`.
    public enum ItemPositioning: String, Sendable, Hashable, CaseIterable {
        /// `fill` in a compact width, else `centered` (custom bars without `itemWidth`: always `fill`).
        case automatic
        /// Items share the content span.
        case fill
        /// Items of `itemWidth` centered in the content span.
        case centered
    }

    /// A font weight, as `UIFont.Weight`.
    public enum FontWeight: String, Sendable, Hashable, CaseIterable {
        /// The nine `UIFont.Weight` values, thinnest to heaviest.
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A title font: weight and point size.
    public struct Font: Sendable, Hashable {
        /// The weight. Default `medium`.
        public var weight: FontWeight
        /// The point size. Default 10; a title's line height is 1.2 × size.
        public var size: Double

        /// Creates a font (default `medium 10`).
        public init(weight: FontWeight = .medium, size: Double = 10) {
            self.weight = weight
            self.size = size
        }
    }

    /// An animation curve, as `UIView.AnimationOptions` / SwiftUI's `Animation`.
    public enum AnimationCurve: String, Sendable, Hashable, CaseIterable {
        /// The four standard timing curves.
        case linear, easeIn, easeOut, easeInOut
    }

    /// The animation played when the selection changes.
    public struct Animation: Sendable, Hashable {
        /// The timing curve.
        public var curve: AnimationCurve
        /// Seconds, in (0, 2].
        public var duration: Double

        /// Creates an animation.
        public init(curve: AnimationCurve, duration: Double) {
            self.curve = curve
            self.duration = duration
        }
    }

    /// How a tab's image from the app's asset catalog is drawn (`imageRendering`, v1.3).
    public enum ImageRendering: String, Sendable, Hashable, CaseIterable {
        /// Tinted like an SF Symbol: the bar's tints color the image's shape (its alpha). The default.
        case template
        /// Drawn as is, in its own colors (multicolor art, photos, avatars).
        case original
    }

    /// A bundle whose resources the generated code reads (`imageBundle`, v1.3), named after what it is.
    public enum ResourceBundle: String, Sendable, Hashable, CaseIterable {
        /// `Bundle.main`: the app's own resources. The default.
        case main
        /// `Bundle.module`: the resources of the SwiftPM target the generated code is compiled into (it
        /// exists only in a target that declares resources).
        case module
    }

    /// What a tap on the already selected tab does (`reselect`, v1.3), after the app's `onReselect` handler.
    public enum Reselect: String, Sendable, Hashable, CaseIterable {
        /// Pops the tab's navigation stack to its root; a tap at the root scrolls its main scroll view to the
        /// top, as Apple's apps do. The default.
        case popToRootThenScrollToTop
        /// Pops the tab's navigation stack to its root only.
        case popToRoot
        /// Scrolls the tab's main scroll view to the top only.
        case scrollToTop
        /// Nothing beyond the app's handler.
        case none
    }

    /// Hide the bar while the user scrolls down (the Vietnamese article).
    public struct HideOnScroll: Sendable, Hashable {
        /// Scroll distance between two callbacks that toggles the bar (points, > 0).
        public var threshold: Double
        /// Seconds the hide/show animation takes.
        public var duration: Double

        /// Creates the settings (defaults: threshold 1, duration 0.3).
        public init(threshold: Double = 1, duration: Double = 0.3) {
            self.threshold = threshold
            self.duration = duration
        }
    }

    /// The selection indicator drawn under the selected item.
    public struct Indicator: Sendable, Hashable {
        /// The indicator's shape.
        public enum Shape: String, Sendable, Hashable, CaseIterable {
            /// A circle (default 25 × 25), as the Japanese article's.
            case circle
            /// A pill (default 25 × 25; widen it with `width`).
            case capsule
            /// A bar (default: the item's width, 2 high, at the bottom).
            case underline
        }

        /// Where the indicator sits horizontally in its item.
        public enum Alignment: String, Sendable, Hashable, CaseIterable {
            /// `offset` points from the item's leading edge.
            case leading
            /// Centered in the item, moved by `offset`.
            case center
        }

        /// Where the indicator sits vertically in its item.
        public enum VerticalAlignment: String, Sendable, Hashable, CaseIterable {
            /// At the item's top edge.
            case top
            /// Centered in the item.
            case center
            /// At the item's bottom edge.
            case bottom
        }

        /// The shape.
        public var shape: Shape
        /// Explicit width; `nil` = the shape's default (circle 25 or its height, capsule = its height,
        /// underline = item width; see ``resolvedSize(itemWidth:)``).
        public var width: Double?
        /// Explicit height; `nil` = the shape's default (circle 25 or its width, capsule 25, underline 2).
        public var height: Double?
        /// `nil` = the bar's `tintColor`.
        public var color: TabBarColor?
        /// Horizontal placement in the item. Default `center`.
        public var alignment: Alignment
        /// Points along x from the alignment edge.
        public var offset: Double
        /// `nil` = the shape's default (underline: bottom; others: center).
        public var verticalAlignment: VerticalAlignment?

        /// Creates an indicator; omitted values take the defaults.
        public init(
            shape: Shape,
            width: Double? = nil,
            height: Double? = nil,
            color: TabBarColor? = nil,
            alignment: Alignment = .center,
            offset: Double = 0,
            verticalAlignment: VerticalAlignment? = nil
        ) {
            self.shape = shape
            self.width = width
            self.height = height
            self.color = color
            self.alignment = alignment
            self.offset = offset
            self.verticalAlignment = verticalAlignment
        }
    }

    /// The bar's colors; every one has a value (the spec's or the documented default).
    public struct Colors: Sendable, Hashable {
        /// Selected item tint. Default `systemBlue`.
        public var tint: TabBarColor
        /// Unselected item tint. Default `systemGray`.
        public var unselectedItemTint: TabBarColor
        /// Bar background. Default `#F7F7F7 @ 0.94 | #141414 @ 0.94` (approximates the system material).
        public var barTint: TabBarColor
        /// What shows through a translucent bar (contrast checks only). Default `white | black`.
        public var background: TabBarColor
        /// Title color; `nil` = titles use the item tints.
        public var title: TabBarColor?
        /// The selected item's background, if any.
        public var selectedItemBackground: TabBarColor?
        /// Every item's background, if any (the Chinese article).
        public var itemBackground: TabBarColor?

        /// Creates colors; omitted ones take the documented defaults.
        public init(
            tint: TabBarColor = .systemBlue,
            unselectedItemTint: TabBarColor = .systemGray,
            barTint: TabBarColor = Colors.defaultBarTint,
            background: TabBarColor = Colors.defaultBackground,
            title: TabBarColor? = nil,
            selectedItemBackground: TabBarColor? = nil,
            itemBackground: TabBarColor? = nil
        ) {
            self.tint = tint
            self.unselectedItemTint = unselectedItemTint
            self.barTint = barTint
            self.background = background
            self.title = title
            self.selectedItemBackground = selectedItemBackground
            self.itemBackground = itemBackground
        }

        /// `#F7F7F7 @ 0.94 | #141414 @ 0.94`.
        public static let defaultBarTint = TabBarColor(
            light: RGBAColor(rgb: 0xF7F7F7, alpha: 0.94),
            dark: RGBAColor(rgb: 0x141414, alpha: 0.94)
        )
        /// `white | black`.
        public static let defaultBackground = TabBarColor(light: .white, dark: .black)
    }

    /// One tab as layout and the adapters see it.
    public struct Item: Sendable, Hashable {
        /// The tab id (the enum case's raw value).
        public var id: String
        /// The SF Symbol name, if any.
        public var symbolName: String?
        /// The SF Symbol when selected; `nil` = `symbolName`.
        public var selectedSymbolName: String?
        /// The name of an image of the app's asset catalog (`image`, v1.3), if any; a tab has a symbol or an
        /// image, never both. It takes the icon box exactly as a symbol does.
        public var imageName: String?
        /// The image when selected (`selectedImage`, v1.3); `nil` = `imageName`.
        public var selectedImageName: String?
        /// How the tab's image is drawn (`imageRendering`, v1.3); `nil` = the bar's ``TabBarConfiguration/imageRendering``.
        public var imageRendering: ImageRendering?
        /// The title under the icon, if any.
        public var title: String?
        /// The VoiceOver label; `nil` = `title`.
        public var accessibilityLabel: String?
        /// The VoiceOver hint (`accessibilityHint`, v1.3), if any.
        public var accessibilityHint: String?
        /// The identifier UI tests find the item by (`accessibilityIdentifier`, v1.3), if any.
        public var accessibilityIdentifier: String?
        /// Whether this is the bar's search tab (`role: search`; iOS 18's `Tab(role: .search)` / `UISearchTab`).
        /// Default `false`. The floating iOS 26 bar shows it apart, as a circle at the trailing end
        /// (layout.md v1.2); the classic bar lays it out in its place like any tab.
        public var isSearch: Bool
        /// Whether the tab performs an action (`role: action`, v1.3: compose, upload, scan) and never becomes the
        /// selection: a tap calls the app's action handler and the selection stays. It keeps its place and its
        /// frame in the bar; swipe, `next` and `previous` skip it. Default `false`.
        public var isAction: Bool
        /// Whether the app decides at run time whether the tab shows (`optional: true`, v1.3). Default `false`.
        public var isOptional: Bool
        /// Whether this is the bar's prominent tab (`prominent: true`, v1.3; iOS 27's `TabRole.prominent` /
        /// `UITabBarController.prominentTabIdentifier`): on a floating bar with iOS 27 and the iOS 27 SDK it is
        /// drawn apart in the detached circle. No effect before iOS 27. Default `false`.
        public var isProminent: Bool
        /// Where the tab shows when the bar can become a sidebar (`placement`, v1.3). Default `automatic`; a
        /// `sidebarOnly` tab is never in a phone's bar.
        public var placement: Placement

        /// Creates a tab.
        public init(
            id: String,
            symbolName: String? = nil,
            selectedSymbolName: String? = nil,
            imageName: String? = nil,
            selectedImageName: String? = nil,
            imageRendering: ImageRendering? = nil,
            title: String? = nil,
            accessibilityLabel: String? = nil,
            accessibilityHint: String? = nil,
            accessibilityIdentifier: String? = nil,
            isSearch: Bool = false,
            isAction: Bool = false,
            isOptional: Bool = false,
            isProminent: Bool = false,
            placement: Placement = .automatic
        ) {
            self.id = id
            self.symbolName = symbolName
            self.selectedSymbolName = selectedSymbolName
            self.imageName = imageName
            self.selectedImageName = selectedImageName
            self.imageRendering = imageRendering
            self.title = title
            self.accessibilityLabel = accessibilityLabel
            self.accessibilityHint = accessibilityHint
            self.accessibilityIdentifier = accessibilityIdentifier
            self.isSearch = isSearch
            self.isAction = isAction
            self.isOptional = isOptional
            self.isProminent = isProminent
            self.placement = placement
        }

        /// Whether the tab shows an icon: an SF Symbol (`symbol`) or an image of the app (`image`, v1.3), which
        /// takes the icon box exactly as a symbol does (apps.md). A `selectedSymbol` or `selectedImage` alone
        /// shows none, as before v1.3.
        package var hasIcon: Bool {
            symbolName != nil || imageName != nil
        }
    }

    /// `system` or `custom`. Default `system`.
    public var kind: Kind
    /// How items share the bar. Default `automatic`.
    public var itemPositioning: ItemPositioning
    /// `nil` = default (system: 76; custom: none, so `automatic` stays `fill`).
    public var itemWidth: Double?
    /// `nil` = default (system centered: 34; otherwise 0). On a system bar, an explicit 0 also means the default.
    public var itemSpacing: Double?
    /// Bar height above the safe area; `nil` = default (custom 49; system 49/32/50 from the device).
    public var height: Double?
    /// Custom bars only; `leading`/`trailing` follow the layout direction.
    public var padding: EdgeInsets
    /// The icon box side. Default 25.
    public var iconSize: Double
    /// The title font. Default `medium 10`.
    public var titleFont: Font
    /// The gap between icon and title on custom bars. Default 4.
    public var titleSpacing: Double
    /// `UITabBar.isTranslucent`. Default `true`.
    public var isTranslucent: Bool
    /// Swipe between tabs (page-view pattern). Default `false`.
    public var isSwipeEnabled: Bool
    /// The animation when the selection changes; `nil` = none.
    public var selectionAnimation: Animation?
    /// The height of a bar background image; moves the hidden bar further down when taller than the bar.
    public var backgroundImageHeight: Double?
    /// Hide-on-scroll settings; `nil` = the bar stays.
    public var hideOnScroll: HideOnScroll?
    /// The selection indicator; `nil` = none.
    public var indicator: Indicator?
    /// The bar's colors.
    public var colors: Colors
    /// Where the tabs' images are looked up (`imageBundle`, v1.3). Default `main`.
    public var imageBundle: ResourceBundle
    /// How the tabs' images are drawn unless a tab says otherwise (`imageRendering`, v1.3). Default `template`.
    public var imageRendering: ImageRendering
    /// What a tap on the selected tab does (`reselect`, v1.3). Default `popToRootThenScrollToTop`.
    public var reselect: Reselect
    /// Whether the user may reorder the tabs and hide the optional ones (`customizable`, v1.3). Default `false`.
    public var isCustomizable: Bool
    /// Whether ⌘1…⌘9 select the first nine tabs that are not actions (`keyboardShortcuts`, v1.3). Default `false`.
    public var hasKeyboardShortcuts: Bool
    /// Whether the app shows a bottom accessory above the bar (`bottomAccessory: true`, v1.3: iOS 26's
    /// `tabViewBottomAccessory` / `UITabAccessory`, a mini player). Default `false`.
    public var hasBottomAccessory: Bool
    /// How the badges look (`badge { … }`, v1.3); `nil` = UIKit's own badge.
    public var badge: Badge?
    /// The blur behind the bar (`backgroundEffect`, v1.3); `nil` = the system's.
    public var backgroundEffect: BackgroundEffect?
    /// The hairline above the bar (`shadowColor`, v1.3; `clear` hides it); `nil` = the system's.
    public var shadowColor: TabBarColor?
    /// Keys that apply only where the classic bar is drawn (`classic { … }`, v1.3); `nil` = none.
    public var classic: Classic?
    /// What the bar becomes in a regular width (`regularWidth`, v1.3). Default `automatic`.
    public var regularWidth: RegularWidth
    /// The sidebar's sections (`section NAME { … }`, v1.3), in spec order; empty without sections. Every
    /// section's tabs are in ``items`` too.
    public var sections: [Section]
    /// The tabs, in order.
    public var items: [Item]
    /// Index into `items` of the initially selected tab (never an action tab in a spec's configuration).
    public var initialIndex: Int

    /// Creates a configuration; omitted values take the language's defaults.
    public init(
        kind: Kind = .system,
        itemPositioning: ItemPositioning = .automatic,
        itemWidth: Double? = nil,
        itemSpacing: Double? = nil,
        height: Double? = nil,
        padding: EdgeInsets = .zero,
        iconSize: Double = 25,
        titleFont: Font = Font(),
        titleSpacing: Double = 4,
        isTranslucent: Bool = true,
        isSwipeEnabled: Bool = false,
        selectionAnimation: Animation? = nil,
        backgroundImageHeight: Double? = nil,
        hideOnScroll: HideOnScroll? = nil,
        indicator: Indicator? = nil,
        colors: Colors = Colors(),
        imageBundle: ResourceBundle = .main,
        imageRendering: ImageRendering = .template,
        reselect: Reselect = .popToRootThenScrollToTop,
        isCustomizable: Bool = false,
        hasKeyboardShortcuts: Bool = false,
        hasBottomAccessory: Bool = false,
        badge: Badge? = nil,
        backgroundEffect: BackgroundEffect? = nil,
        shadowColor: TabBarColor? = nil,
        classic: Classic? = nil,
        regularWidth: RegularWidth = .automatic,
        sections: [Section] = [],
        items: [Item] = [],
        initialIndex: Int = 0
    ) {
        self.kind = kind
        self.itemPositioning = itemPositioning
        self.itemWidth = itemWidth
        self.itemSpacing = itemSpacing
        self.height = height
        self.padding = padding
        self.iconSize = iconSize
        self.titleFont = titleFont
        self.titleSpacing = titleSpacing
        self.isTranslucent = isTranslucent
        self.isSwipeEnabled = isSwipeEnabled
        self.selectionAnimation = selectionAnimation
        self.backgroundImageHeight = backgroundImageHeight
        self.hideOnScroll = hideOnScroll
        self.indicator = indicator
        self.colors = colors
        self.imageBundle = imageBundle
        self.imageRendering = imageRendering
        self.reselect = reselect
        self.isCustomizable = isCustomizable
        self.hasKeyboardShortcuts = hasKeyboardShortcuts
        self.hasBottomAccessory = hasBottomAccessory
        self.badge = badge
        self.backgroundEffect = backgroundEffect
        self.shadowColor = shadowColor
        self.classic = classic
        self.regularWidth = regularWidth
        self.sections = sections
        self.items = items
        self.initialIndex = initialIndex
    }
}
