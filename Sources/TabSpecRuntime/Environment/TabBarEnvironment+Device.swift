/// Building environments from the device catalog.
extension TabBarEnvironment {
    /// The environment of `device` in `orientation` and `layoutDirection` on `iOSVersion`, for an app built with
    /// `sdk` that sets `UIDesignRequiresCompatibility` when `designRequiresCompatibility` (layout.md, Environment).
    ///
    /// Landscape swaps width and height and uses the landscape columns: safe area top = `landscape_safe_top`,
    /// leading = trailing = `landscape_safe_side` (per edge where the sides differ), bottom =
    /// `landscape_safe_bottom`, and the landscape size classes.
    /// The safe area is the one of `iOSVersion` (``Device/safeArea(in:iOSVersion:layoutDirection:)``), its physical
    /// left edge leading in left to right and trailing in right to left (only the iPhone Duo's sides differ).
    ///
    /// An orientation the device is not modelled in (``Device/models(_:)``) gives the values its row keeps from
    /// the one source that measured them; ``device(_:orientation:layoutDirection:iOSVersion:designRequiresCompatibility:sdk:)``
    /// refuses it instead.
    public init(
        device: Device,
        orientation: Orientation = .portrait,
        layoutDirection: LayoutDirection = .leftToRight,
        iOSVersion: IOSVersion = TabBarEnvironment.defaultIOSVersion,
        designRequiresCompatibility: Bool = false,
        sdk: IOSVersion = TabBarEnvironment.newestSDK
    ) {
        let sizeClasses = device.sizeClasses(in: orientation)
        self.init(
            deviceSlug: device.slug,
            orientation: orientation,
            width: device.screenWidth(in: orientation),
            height: device.screenHeight(in: orientation),
            scale: device.scale,
            safeArea: device.safeArea(in: orientation, iOSVersion: iOSVersion, layoutDirection: layoutDirection),
            horizontalSizeClass: sizeClasses.horizontal,
            verticalSizeClass: sizeClasses.vertical,
            idiom: device.idiom,
            layoutDirection: layoutDirection,
            iOSVersion: iOSVersion,
            designRequiresCompatibility: designRequiresCompatibility,
            sdk: sdk
        )
    }

    /// The environment of the catalog device `slug` in `orientation` on `iOSVersion` (for an app built with
    /// `sdk`, setting `UIDesignRequiresCompatibility` when `designRequiresCompatibility`), or `nil` for an
    /// unknown slug or an orientation the catalog does not model the device in (``Device/unmodelledOrientations``:
    /// the iPhone Duo's displays).
    public static func device(
        _ slug: String,
        orientation: Orientation = .portrait,
        layoutDirection: LayoutDirection = .leftToRight,
        iOSVersion: IOSVersion = TabBarEnvironment.defaultIOSVersion,
        designRequiresCompatibility: Bool = false,
        sdk: IOSVersion = TabBarEnvironment.newestSDK
    ) -> TabBarEnvironment? {
        guard let device = Device.named(slug), device.models(orientation) else { return nil }
        return TabBarEnvironment(device: device, orientation: orientation, layoutDirection: layoutDirection,
                                 iOSVersion: iOSVersion, designRequiresCompatibility: designRequiresCompatibility, sdk: sdk)
    }

    /// Sets ``layoutDirection``, keeping a catalog device's safe area on its physical edges: the hardware does
    /// not move when the text direction changes, so in an environment of a catalog device (``deviceSlug`` set)
    /// leading and trailing swap when the direction changes. An explicit environment keeps its safe area as
    /// given (`--safe-area` is top, leading, bottom, trailing). Only a one-sided inset (the iPhone Duo's) makes
    /// a difference; setting ``layoutDirection`` directly keeps leading and trailing as they are.
    public mutating func setLayoutDirection(_ direction: LayoutDirection) {
        guard direction != layoutDirection else { return }
        if deviceSlug != nil {
            swap(&safeArea.leading, &safeArea.trailing)
        }
        layoutDirection = direction
    }

    /// Whether the system shows a `system` tab bar in this environment as a vertical bar at the trailing edge
    /// (a catalog device's ``Device/verticalTabBarOrientations``: the iPhone Duo on iOS 27.1), which tabspec
    /// does not model: a layout here says so (``TabBarLayout/Note/verticalTabBarNotModelled``). `false` for an
    /// explicit environment.
    public var showsVerticalTabBar: Bool {
        guard let slug = deviceSlug, Device.verticalTabBarSlugs.contains(slug), let device = Device.named(slug) else {
            return false
        }
        return device.showsVerticalTabBar(in: orientation)
    }
}

extension Device {
    /// The slugs of the catalog devices with a vertical tab bar in some orientation (the layout asks on every
    /// call; a set lookup keeps that cheap).
    static let verticalTabBarSlugs = Set(catalog.filter { !$0.verticalTabBarOrientations.isEmpty }.map(\.slug))
}
