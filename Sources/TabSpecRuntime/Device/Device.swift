/// One device of the catalog (`devices.tsv`): screen size, scale, safe areas and size classes per orientation.
///
/// Sizes are in points for the portrait orientation; ``TabBarEnvironment/init(device:orientation:layoutDirection:iOSVersion:designRequiresCompatibility:sdk:)``
/// swaps width and height for landscape.
///
/// The safe areas are stored per physical edge (``Insets``), as the catalog lists them, for the release its
/// source measured them on (``safeAreaEra``); ``safeArea(in:iOSVersion:layoutDirection:)`` gives them as leading
/// and trailing insets for any iOS version and layout direction, applying the two insets iOS 26 changed (see
/// ``SafeAreaEra``). Every device but the iPhone Duo has equal side insets; the Duo's status-bar column is on
/// the right only.
///
/// A device may leave an orientation out (``unmodelledOrientations``: the sources disagree or only one measured
/// it), and may show a `system` tab bar as a vertical bar, which tabspec does not model
/// (``verticalTabBarOrientations``).
public struct Device: Sendable, Hashable {
    /// A horizontal and a vertical size class (the catalog's `h/v` columns).
    public struct SizeClasses: Sendable, Hashable {
        /// The horizontal size class (`h`).
        public var horizontal: SizeClass
        /// The vertical size class (`v`).
        public var vertical: SizeClass

        /// Creates a size-class pair.
        public init(horizontal: SizeClass, vertical: SizeClass) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    /// Safe-area insets on a screen's four physical edges: left and right as the user sees the screen in that
    /// orientation, whatever the layout direction (a safe area follows the hardware: the sensor housing, the
    /// status bar, the home indicator). ``edgeInsets(in:)`` turns them into leading and trailing insets.
    public struct Insets: Sendable, Hashable {
        /// The top inset.
        public var top: Double
        /// The inset on the screen's left edge.
        public var left: Double
        /// The bottom inset.
        public var bottom: Double
        /// The inset on the screen's right edge.
        public var right: Double

        /// Creates insets; omitted edges are 0.
        public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        /// The insets as leading and trailing edges in `direction`: left is leading in left to right and trailing
        /// in right to left (as UIKit's left and right safe-area insets become SwiftUI's leading and trailing).
        public func edgeInsets(in direction: LayoutDirection) -> EdgeInsets {
            switch direction {
            case .leftToRight: return EdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
            case .rightToLeft: return EdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
            }
        }
    }

    /// The catalog key, e.g. `iphone-16`.
    public var slug: String
    /// The marketing name, e.g. `iPhone 16`.
    public var name: String
    /// Phone or pad.
    public var idiom: Idiom
    /// Portrait screen width in points.
    public var width: Double
    /// Portrait screen height in points.
    public var height: Double
    /// Pixels per point.
    public var scale: Double
    /// The portrait safe area, per physical edge.
    public var portraitSafeArea: Insets
    /// The landscape safe area, per physical edge (the rotation the sources measured: for equal side insets
    /// the two rotations agree).
    public var landscapeSafeArea: Insets
    /// Size classes in portrait.
    public var portraitSizeClasses: SizeClasses
    /// Size classes in landscape.
    public var landscapeSizeClasses: SizeClasses
    /// Where the numbers come from (the catalog's `source` column).
    public var source: String
    /// The iOS releases the safe-area columns were measured on: `classic` for the rows of `devices.tsv`,
    /// `iOS26` for those of `devices-2025.tsv` (iOS 26.5 simulator probes) and the iPhone Duo (iOS 27.1).
    public var safeAreaEra: SafeAreaEra
    /// The orientations the catalog does not model the device in, each with why (a phrase completing "not
    /// modelled in landscape: …"), e.g. `only one source measured its safe area there`; empty for every device
    /// but the iPhone Duo's displays. Their columns keep what the one source measured, but `frames`, `render`
    /// and lint do not lay a bar out there, and ``TabBarEnvironment/device(_:orientation:layoutDirection:iOSVersion:designRequiresCompatibility:sdk:)``
    /// gives `nil`.
    public var unmodelledOrientations: [Orientation: String]
    /// The orientations in which the system shows a `system` tab bar as a vertical bar at the trailing edge
    /// instead of a bar at the bottom (iOS 27.1 on the iPhone Duo). tabspec does not model the vertical bar: a
    /// layout there says so (``TabBarLayout/Note/verticalTabBarNotModelled``). Empty for every other device.
    public var verticalTabBarOrientations: Set<Orientation>

    /// Portrait safe-area top inset (the catalog's `portrait_safe_top`).
    public var portraitSafeTop: Double {
        get { portraitSafeArea.top }
        set { portraitSafeArea.top = newValue }
    }
    /// Portrait safe-area bottom inset (the catalog's `portrait_safe_bottom`).
    public var portraitSafeBottom: Double {
        get { portraitSafeArea.bottom }
        set { portraitSafeArea.bottom = newValue }
    }
    /// Landscape safe-area inset on each side (the catalog's `landscape_safe_side`): the larger side inset when
    /// they differ (only the iPhone Duo's do: read ``landscapeSafeArea`` there); setting it sets both sides.
    public var landscapeSafeSide: Double {
        get { max(landscapeSafeArea.left, landscapeSafeArea.right) }
        set {
            landscapeSafeArea.left = newValue
            landscapeSafeArea.right = newValue
        }
    }
    /// Landscape safe-area top inset (the catalog's `landscape_safe_top`).
    public var landscapeSafeTop: Double {
        get { landscapeSafeArea.top }
        set { landscapeSafeArea.top = newValue }
    }
    /// Landscape safe-area bottom inset (the catalog's `landscape_safe_bottom`).
    public var landscapeSafeBottom: Double {
        get { landscapeSafeArea.bottom }
        set { landscapeSafeArea.bottom = newValue }
    }

    /// Creates a device from the catalog's columns: no side insets in portrait, equal ones in landscape, both
    /// orientations modelled, a tab bar at the bottom.
    public init(
        slug: String,
        name: String,
        idiom: Idiom,
        width: Double,
        height: Double,
        scale: Double,
        portraitSafeTop: Double,
        portraitSafeBottom: Double,
        landscapeSafeSide: Double,
        landscapeSafeTop: Double,
        landscapeSafeBottom: Double,
        portraitSizeClasses: SizeClasses,
        landscapeSizeClasses: SizeClasses,
        source: String = "",
        safeAreaEra: SafeAreaEra = .classic
    ) {
        self.init(
            slug: slug, name: name, idiom: idiom, width: width, height: height, scale: scale,
            portraitSafeArea: Insets(top: portraitSafeTop, bottom: portraitSafeBottom),
            landscapeSafeArea: Insets(top: landscapeSafeTop, left: landscapeSafeSide, bottom: landscapeSafeBottom,
                                      right: landscapeSafeSide),
            portraitSizeClasses: portraitSizeClasses, landscapeSizeClasses: landscapeSizeClasses,
            source: source, safeAreaEra: safeAreaEra
        )
    }

    /// Creates a device with a safe area per physical edge in each orientation (the iPhone Duo's one-sided
    /// insets), the orientations it is not modelled in, and those where a `system` tab bar is vertical.
    public init(
        slug: String,
        name: String,
        idiom: Idiom,
        width: Double,
        height: Double,
        scale: Double,
        portraitSafeArea: Insets,
        landscapeSafeArea: Insets,
        portraitSizeClasses: SizeClasses,
        landscapeSizeClasses: SizeClasses,
        source: String = "",
        safeAreaEra: SafeAreaEra = .classic,
        unmodelledOrientations: [Orientation: String] = [:],
        verticalTabBarOrientations: Set<Orientation> = []
    ) {
        self.slug = slug
        self.name = name
        self.idiom = idiom
        self.width = width
        self.height = height
        self.scale = scale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.portraitSizeClasses = portraitSizeClasses
        self.landscapeSizeClasses = landscapeSizeClasses
        self.source = source
        self.safeAreaEra = safeAreaEra
        self.unmodelledOrientations = unmodelledOrientations
        self.verticalTabBarOrientations = verticalTabBarOrientations
    }

    /// The slug of the device used when none is given (`iphone-16`).
    public static let defaultSlug = "iphone-16"

    /// The catalog device called `slug` (exact, case-sensitive), or `nil`.
    public static func named(_ slug: String) -> Device? {
        catalog.first { $0.slug == slug }
    }

    /// The screen width in points in `orientation` (landscape swaps width and height).
    public func screenWidth(in orientation: Orientation) -> Double {
        orientation == .portrait ? width : height
    }

    /// The screen height in points in `orientation` (landscape swaps width and height).
    public func screenHeight(in orientation: Orientation) -> Double {
        orientation == .portrait ? height : width
    }

    /// Whether the catalog models the device in `orientation` (every device in both, except where
    /// ``unmodelledOrientations`` says why not).
    public func models(_ orientation: Orientation) -> Bool {
        unmodelledOrientations[orientation] == nil
    }

    /// Whether the system shows a `system` tab bar as a vertical bar in `orientation` (not modelled).
    public func showsVerticalTabBar(in orientation: Orientation) -> Bool {
        verticalTabBarOrientations.contains(orientation)
    }

    /// The safe area in `orientation` per physical edge, as listed (``portraitSafeArea`` or ``landscapeSafeArea``).
    public func listedSafeArea(in orientation: Orientation) -> Insets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    /// The safe area in `orientation` on `iOSVersion`, as leading and trailing insets in `layoutDirection`
    /// (the physical left edge is leading in left to right, trailing in right to left; with equal sides the
    /// direction changes nothing).
    ///
    /// The catalog's columns as listed when `iOSVersion` is of the device's ``safeAreaEra``; otherwise the
    /// insets iOS 26 changed are converted to the other era (``SafeAreaEra/converting(_:of:in:from:)``).
    public func safeArea(
        in orientation: Orientation,
        iOSVersion: IOSVersion = TabBarEnvironment.defaultIOSVersion,
        layoutDirection: LayoutDirection = .leftToRight
    ) -> EdgeInsets {
        let listed = listedSafeArea(in: orientation).edgeInsets(in: layoutDirection)
        return SafeAreaEra(iOSVersion).converting(listed, of: self, in: orientation, from: safeAreaEra)
    }

    /// The size classes in `orientation`.
    public func sizeClasses(in orientation: Orientation) -> SizeClasses {
        orientation == .portrait ? portraitSizeClasses : landscapeSizeClasses
    }
}
