/// Everything about the screen a tab bar is laid out on: size, scale, safe area, traits, direction and the
/// iOS version modelled.
///
/// Build one from the device catalog with ``device(_:orientation:layoutDirection:iOSVersion:)`` or give the
/// values explicitly.
public struct TabBarEnvironment: Sendable, Hashable {
    /// The catalog slug (`iphone-16`) when the environment comes from the catalog, else `nil`.
    public var deviceSlug: String?
    /// The orientation (informational for explicit environments; catalog environments are already rotated).
    public var orientation: Orientation
    /// Screen width `W` in points.
    public var width: Double
    /// Screen height `V` in points.
    public var height: Double
    /// Pixels per point (2 or 3).
    public var scale: Double
    /// The screen's safe area; `bottom` is `S` in layout.md, `leading`/`trailing` bound the content span.
    public var safeArea: EdgeInsets
    /// The horizontal size class (decides `automatic` positioning and the system bar's stacked layout).
    public var horizontalSizeClass: SizeClass
    /// The vertical size class (decides the system bar's compact height and stacked layout).
    public var verticalSizeClass: SizeClass
    /// Phone or pad.
    public var idiom: Idiom
    /// Left-to-right or right-to-left; right-to-left mirrors every bar-relative frame.
    public var layoutDirection: LayoutDirection
    /// The iOS version modelled (default ``defaultIOSVersion``): it picks a catalog device's safe area (iOS 26
    /// changed two insets, see ``SafeAreaEra``) and, from iOS 26 on, lays a `system` bar out as the floating
    /// Liquid Glass bar where its community-measured geometry is modelled (``TabBarLayout/Geometry``).
    public var iOSVersion: IOSVersion
    /// Whether the app sets the Info.plist key `UIDesignRequiresCompatibility` to keep the pre-iOS 26 design.
    /// Default `false`. The key applies only to an app built with an SDK before 27 (``appliesCompatibility``):
    /// Apple, "The system ignores this key when you build for iOS 27 or later."
    public var designRequiresCompatibility: Bool
    /// The iOS SDK the app is built with (v1.3; `--sdk`, configuration `app { sdk }`). Default ``newestSDK``.
    /// A `system` bar floats only when the app is built with SDK 26 or later (``floatingFirstSDK``), and
    /// `UIDesignRequiresCompatibility` applies only before SDK 27 (``compatibilityIgnoredFromSDK``).
    public var sdk: IOSVersion

    /// The iOS version modelled when none is given: 18, the last release before the floating tab bar.
    public static let defaultIOSVersion = IOSVersion(major: 18)
    /// The newest iOS SDK tabspec models, the SDK assumed when none is given: 27.
    public static let newestSDK = IOSVersion(major: 27)
    /// The first SDK whose apps get the floating tab bar on iOS 26 and later: an app built with an older SDK
    /// keeps the classic bar on every iOS.
    public static let floatingFirstSDK = IOSVersion(major: 26)
    /// The first SDK whose apps the system ignores `UIDesignRequiresCompatibility` for (Apple: "The system
    /// ignores this key when you build for iOS 27 or later.").
    public static let compatibilityIgnoredFromSDK = IOSVersion(major: 27)
    /// The first iOS version, and the first SDK, with the prominent tab (`TabRole.prominent`,
    /// `UITabBarController.prominentTabIdentifier`: iOS 27.0).
    public static let prominentFirstVersion = IOSVersion(major: 27)

    /// Whether `UIDesignRequiresCompatibility` keeps the pre-iOS 26 design: the key is set and the app is built
    /// with an SDK before 27.
    public var appliesCompatibility: Bool {
        designRequiresCompatibility && sdk < Self.compatibilityIgnoredFromSDK
    }

    /// Whether the app sets `UIDesignRequiresCompatibility` but is built with SDK 27 or later, which ignores it.
    public var ignoresCompatibility: Bool {
        designRequiresCompatibility && sdk >= Self.compatibilityIgnoredFromSDK
    }

    /// Whether the app gets the design iOS 26 introduced wherever the system offers it: built with SDK 26 or
    /// later, and not keeping the old design (``appliesCompatibility``). Then a `system` bar floats on iOS 26
    /// and later (where the model covers it: a phone in portrait).
    public var usesNewDesign: Bool {
        sdk >= Self.floatingFirstSDK && !appliesCompatibility
    }

    /// Whether a floating bar shows the prominent tab apart: iOS 27 or later and the iOS 27 SDK or later.
    public var showsProminentTab: Bool {
        iOSVersion >= Self.prominentFirstVersion && sdk >= Self.prominentFirstVersion
    }

    /// Creates an environment from explicit values.
    public init(
        deviceSlug: String? = nil,
        orientation: Orientation = .portrait,
        width: Double,
        height: Double,
        scale: Double = 3,
        safeArea: EdgeInsets = .zero,
        horizontalSizeClass: SizeClass = .compact,
        verticalSizeClass: SizeClass = .regular,
        idiom: Idiom = .phone,
        layoutDirection: LayoutDirection = .leftToRight,
        iOSVersion: IOSVersion = TabBarEnvironment.defaultIOSVersion,
        designRequiresCompatibility: Bool = false,
        sdk: IOSVersion = TabBarEnvironment.newestSDK
    ) {
        self.deviceSlug = deviceSlug
        self.orientation = orientation
        self.width = width
        self.height = height
        self.scale = scale
        self.safeArea = safeArea
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.idiom = idiom
        self.layoutDirection = layoutDirection
        self.iOSVersion = iOSVersion
        self.designRequiresCompatibility = designRequiresCompatibility
        self.sdk = sdk
    }
}
