import TabSpecRuntime

/// The screen `frames` and `render` lay a bar out on: a device of the catalog, or one the command line
/// describes (`--width`, `--height`, `--scale`, `--safe-area`, `--size-class`, `--idiom`).
package enum Screen: Sendable, Hashable {
    /// A catalog device.
    case device(Device)
    /// An explicit screen.
    case explicit(ExplicitScreen)

    /// The screen without a `--device` or an explicit one: iPhone 16 (``Device/defaultSlug``).
    package static var defaultScreen: Screen? {
        Device.named(Device.defaultSlug).map(Screen.device)
    }

    /// The screen in `orientation` on `iOSVersion` (a catalog device's safe area depends on it), left to right,
    /// with the new design.
    func environment(orientation: Orientation, iOSVersion: IOSVersion) -> TabBarEnvironment {
        switch self {
        case let .device(device):
            return TabBarEnvironment(device: device, orientation: orientation, iOSVersion: iOSVersion)
        case let .explicit(screen):
            return screen.environment(orientation: orientation, iOSVersion: iOSVersion)
        }
    }
}

/// A screen described by its values rather than a catalog device.
package struct ExplicitScreen: Sendable, Hashable {
    /// The width in portrait, in points.
    package var width: Double
    /// The height in portrait, in points.
    package var height: Double
    /// Pixels per point; `nil` = 3 on a phone, 2 on a pad.
    package var scale: Double?
    /// The safe area (the same in both orientations: an explicit screen gives one).
    package var safeArea: EdgeInsets
    /// The horizontal size class; `nil` = compact on a phone, regular on a pad.
    package var horizontalSizeClass: SizeClass?
    /// Phone or pad.
    package var idiom: Idiom

    /// A screen of `width` × `height` points in portrait.
    package init(width: Double, height: Double, scale: Double? = nil, safeArea: EdgeInsets = .zero,
                 horizontalSizeClass: SizeClass? = nil, idiom: Idiom = .phone) {
        self.width = width
        self.height = height
        self.scale = scale
        self.safeArea = safeArea
        self.horizontalSizeClass = horizontalSizeClass
        self.idiom = idiom
    }

    /// The screen in `orientation` (width and height swapped in landscape; a phone in landscape has a compact
    /// height) on `iOSVersion`, left to right.
    func environment(orientation: Orientation, iOSVersion: IOSVersion) -> TabBarEnvironment {
        TabBarEnvironment(
            deviceSlug: nil,
            orientation: orientation,
            width: orientation == .portrait ? width : height,
            height: orientation == .portrait ? height : width,
            scale: scale ?? (idiom == .pad ? 2 : 3),
            safeArea: safeArea,
            horizontalSizeClass: horizontalSizeClass ?? (idiom == .pad ? .regular : .compact),
            verticalSizeClass: idiom == .phone && orientation == .landscape ? .compact : .regular,
            idiom: idiom,
            iOSVersion: iOSVersion
        )
    }
}
