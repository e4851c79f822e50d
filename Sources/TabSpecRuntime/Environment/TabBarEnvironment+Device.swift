/// Building environments from the device catalog.
extension TabBarEnvironment {
    /// The environment of `device` in `orientation` on `iOSVersion`, for an app built with `sdk` that sets
    /// `UIDesignRequiresCompatibility` when `designRequiresCompatibility` (layout.md, Environment).
    ///
    /// Landscape swaps width and height and uses the landscape columns: safe area top = `landscape_safe_top`,
    /// leading = trailing = `landscape_safe_side`, bottom = `landscape_safe_bottom`, and the landscape size classes.
    /// The safe area is the one of `iOSVersion` (``Device/safeArea(in:iOSVersion:)``).
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
            safeArea: device.safeArea(in: orientation, iOSVersion: iOSVersion),
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
    /// unknown slug.
    public static func device(
        _ slug: String,
        orientation: Orientation = .portrait,
        layoutDirection: LayoutDirection = .leftToRight,
        iOSVersion: IOSVersion = TabBarEnvironment.defaultIOSVersion,
        designRequiresCompatibility: Bool = false,
        sdk: IOSVersion = TabBarEnvironment.newestSDK
    ) -> TabBarEnvironment? {
        guard let device = Device.named(slug) else { return nil }
        return TabBarEnvironment(device: device, orientation: orientation, layoutDirection: layoutDirection,
                                 iOSVersion: iOSVersion, designRequiresCompatibility: designRequiresCompatibility, sdk: sdk)
    }
}
