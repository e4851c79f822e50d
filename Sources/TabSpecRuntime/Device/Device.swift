/// One device of the catalog (`devices.tsv`): screen size, scale, safe areas and size classes per orientation.
///
/// Sizes are in points for the portrait orientation; ``TabBarEnvironment/init(device:orientation:layoutDirection:iOSVersion:)``
/// swaps width and height for landscape.
///
/// The safe-area columns are stored as the catalog lists them, for the release its source measured them on
/// (``safeAreaEra``); ``safeArea(in:iOSVersion:)`` gives them for any iOS version, applying the two insets
/// iOS 26 changed (see ``SafeAreaEra``).
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
    /// Portrait safe-area top inset.
    public var portraitSafeTop: Double
    /// Portrait safe-area bottom inset.
    public var portraitSafeBottom: Double
    /// Landscape safe-area inset on each side (leading and trailing).
    public var landscapeSafeSide: Double
    /// Landscape safe-area top inset.
    public var landscapeSafeTop: Double
    /// Landscape safe-area bottom inset.
    public var landscapeSafeBottom: Double
    /// Size classes in portrait.
    public var portraitSizeClasses: SizeClasses
    /// Size classes in landscape.
    public var landscapeSizeClasses: SizeClasses
    /// Where the numbers come from (the catalog's `source` column).
    public var source: String
    /// The iOS releases the safe-area columns were measured on: `classic` for the rows of `devices.tsv`,
    /// `iOS26` for those of `devices-2025.tsv` (iOS 26.5 simulator probes).
    public var safeAreaEra: SafeAreaEra

    /// Creates a device from the catalog's columns.
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
        self.slug = slug
        self.name = name
        self.idiom = idiom
        self.width = width
        self.height = height
        self.scale = scale
        self.portraitSafeTop = portraitSafeTop
        self.portraitSafeBottom = portraitSafeBottom
        self.landscapeSafeSide = landscapeSafeSide
        self.landscapeSafeTop = landscapeSafeTop
        self.landscapeSafeBottom = landscapeSafeBottom
        self.portraitSizeClasses = portraitSizeClasses
        self.landscapeSizeClasses = landscapeSizeClasses
        self.source = source
        self.safeAreaEra = safeAreaEra
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

    /// The safe area in `orientation` on `iOSVersion`; portrait has no side insets, landscape insets both
    /// sides equally.
    ///
    /// The catalog's columns as listed when `iOSVersion` is of the device's ``safeAreaEra``; otherwise the
    /// insets iOS 26 changed are converted to the other era (``SafeAreaEra/converting(_:of:in:from:)``).
    public func safeArea(in orientation: Orientation, iOSVersion: IOSVersion = TabBarEnvironment.defaultIOSVersion) -> EdgeInsets {
        let listed: EdgeInsets
        switch orientation {
        case .portrait:
            listed = EdgeInsets(top: portraitSafeTop, leading: 0, bottom: portraitSafeBottom, trailing: 0)
        case .landscape:
            listed = EdgeInsets(
                top: landscapeSafeTop,
                leading: landscapeSafeSide,
                bottom: landscapeSafeBottom,
                trailing: landscapeSafeSide
            )
        }
        return SafeAreaEra(iOSVersion).converting(listed, of: self, in: orientation, from: safeAreaEra)
    }

    /// The size classes in `orientation`.
    public func sizeClasses(in orientation: Orientation) -> SizeClasses {
        orientation == .portrait ? portraitSizeClasses : landscapeSizeClasses
    }
}
