/// The device catalog, transcribed from `devices.tsv` and `devices-2025.tsv` (DeviceCatalogTests checks it row
/// by row): the iPhones of `devices.tsv`, then those of `devices-2025.tsv`, then the iPhone Duo's two displays,
/// then the iPads of each file, every file in its own order. The `devices-2025.tsv` rows list iOS 26 safe areas
/// (`safeAreaEra: .iOS26`).
///
/// The iPhone Duo (October 2026, iOS 27.1) is in the catalog where two independent sources agree on size, scale
/// and insets (docs/Layout.md, "The iPhone Duo"): the closed phone's cover display in portrait and the open
/// phone's inner display in landscape, each with its 84 pt status-bar column on the right only. The other
/// orientation of each was measured by one source only: its columns keep that measurement, and it is not
/// modelled. A `system` tab bar there is a vertical bar, which tabspec does not model either.
extension Device {
    /// Every catalog device: iPhones, then iPads, older devices first.
    public static let catalog: [Device] = [
        Device(
            slug: "iphone-se-3", name: "iPhone SE (3rd generation)", idiom: .phone,
            width: 375, height: 667, scale: 2,
            portraitSafeTop: 20, portraitSafeBottom: 0,
            landscapeSafeSide: 0, landscapeSafeTop: 0, landscapeSafeBottom: 0,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .compact, vertical: .compact),
            source: "swift-snapshot-testing View.swift iPhone8; learnui device table"
        ),
        Device(
            slug: "iphone-8", name: "iPhone 8", idiom: .phone,
            width: 375, height: 667, scale: 2,
            portraitSafeTop: 20, portraitSafeBottom: 0,
            landscapeSafeSide: 0, landscapeSafeTop: 0, landscapeSafeBottom: 0,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .compact, vertical: .compact),
            source: "swift-snapshot-testing View.swift iPhone8"
        ),
        Device(
            slug: "iphone-11", name: "iPhone 11", idiom: .phone,
            width: 414, height: 896, scale: 2,
            portraitSafeTop: 48, portraitSafeBottom: 34,
            landscapeSafeSide: 48, landscapeSafeTop: 0, landscapeSafeBottom: 21,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .regular, vertical: .compact),
            source: "HIG adaptivity table; device inset tables; snapshot-testing iPhoneXr traits"
        ),
        Device(
            slug: "iphone-13-mini", name: "iPhone 13 mini", idiom: .phone,
            width: 375, height: 812, scale: 3,
            portraitSafeTop: 50, portraitSafeBottom: 34,
            landscapeSafeSide: 50, landscapeSafeTop: 0, landscapeSafeBottom: 21,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .compact, vertical: .compact),
            source: "swift-snapshot-testing View.swift iPhone13Mini"
        ),
        Device(
            slug: "iphone-13", name: "iPhone 13", idiom: .phone,
            width: 390, height: 844, scale: 3,
            portraitSafeTop: 47, portraitSafeBottom: 34,
            landscapeSafeSide: 47, landscapeSafeTop: 0, landscapeSafeBottom: 21,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .compact, vertical: .compact),
            source: "swift-snapshot-testing View.swift iPhone13"
        ),
        Device(
            slug: "iphone-14", name: "iPhone 14", idiom: .phone,
            width: 390, height: 844, scale: 3,
            portraitSafeTop: 47, portraitSafeBottom: 34,
            landscapeSafeSide: 47, landscapeSafeTop: 0, landscapeSafeBottom: 21,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .compact, vertical: .compact),
            source: "community ViewImageConfig iPhone14"
        ),
        Device(
            slug: "iphone-14-plus", name: "iPhone 14 Plus", idiom: .phone,
            width: 428, height: 926, scale: 3,
            portraitSafeTop: 47, portraitSafeBottom: 34,
            landscapeSafeSide: 47, landscapeSafeTop: 0, landscapeSafeBottom: 21,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .regular, vertical: .compact),
            source: "community ViewImageConfig iPhone14Plus; snapshot-testing iPhone13ProMax"
        ),
        Device(
            slug: "iphone-14-pro", name: "iPhone 14 Pro", idiom: .phone,
            width: 393, height: 852, scale: 3,
            portraitSafeTop: 59, portraitSafeBottom: 34,
            landscapeSafeSide: 59, landscapeSafeTop: 0, landscapeSafeBottom: 21,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .compact, vertical: .compact),
            source: "community ViewImageConfig iPhone14Pro; measured safe area (csl.cool)"
        ),
        Device(
            slug: "iphone-14-pro-max", name: "iPhone 14 Pro Max", idiom: .phone,
            width: 430, height: 932, scale: 3,
            portraitSafeTop: 59, portraitSafeBottom: 34,
            landscapeSafeSide: 59, landscapeSafeTop: 0, landscapeSafeBottom: 21,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .regular, vertical: .compact),
            source: "community ViewImageConfig iPhone14ProMax"
        ),
        Device(
            slug: "iphone-15", name: "iPhone 15", idiom: .phone,
            width: 393, height: 852, scale: 3,
            portraitSafeTop: 59, portraitSafeBottom: 34,
            landscapeSafeSide: 59, landscapeSafeTop: 0, landscapeSafeBottom: 21,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .compact, vertical: .compact),
            source: "community ViewImageConfig iPhone15"
        ),
        Device(
            slug: "iphone-15-plus", name: "iPhone 15 Plus", idiom: .phone,
            width: 430, height: 932, scale: 3,
            portraitSafeTop: 59, portraitSafeBottom: 34,
            landscapeSafeSide: 59, landscapeSafeTop: 0, landscapeSafeBottom: 21,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .regular, vertical: .compact),
            source: "same panel as 14 Pro Max"
        ),
        Device(
            slug: "iphone-15-pro", name: "iPhone 15 Pro", idiom: .phone,
            width: 393, height: 852, scale: 3,
            portraitSafeTop: 59, portraitSafeBottom: 34,
            landscapeSafeSide: 59, landscapeSafeTop: 0, landscapeSafeBottom: 21,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .compact, vertical: .compact),
            source: "flutter device_frame iphone_15_pro"
        ),
        Device(
            slug: "iphone-15-pro-max", name: "iPhone 15 Pro Max", idiom: .phone,
            width: 430, height: 932, scale: 3,
            portraitSafeTop: 59, portraitSafeBottom: 34,
            landscapeSafeSide: 59, landscapeSafeTop: 0, landscapeSafeBottom: 21,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .regular, vertical: .compact),
            source: "flutter device_frame iphone_15_pro_max"
        ),
        Device(
            slug: "iphone-16", name: "iPhone 16", idiom: .phone,
            width: 393, height: 852, scale: 3,
            portraitSafeTop: 59, portraitSafeBottom: 34,
            landscapeSafeSide: 59, landscapeSafeTop: 0, landscapeSafeBottom: 21,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .compact, vertical: .compact),
            source: "flutter device_frame iphone_16"
        ),
        Device(
            slug: "iphone-16-plus", name: "iPhone 16 Plus", idiom: .phone,
            width: 430, height: 932, scale: 3,
            portraitSafeTop: 59, portraitSafeBottom: 34,
            landscapeSafeSide: 59, landscapeSafeTop: 0, landscapeSafeBottom: 21,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .regular, vertical: .compact),
            source: "flutter device_frame iphone_16_plus"
        ),
        Device(
            slug: "iphone-16-pro", name: "iPhone 16 Pro", idiom: .phone,
            width: 402, height: 874, scale: 3,
            portraitSafeTop: 62, portraitSafeBottom: 34,
            landscapeSafeSide: 62, landscapeSafeTop: 0, landscapeSafeBottom: 21,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .compact, vertical: .compact),
            source: "flutter device_frame iphone_16_pro"
        ),
        Device(
            slug: "iphone-16-pro-max", name: "iPhone 16 Pro Max", idiom: .phone,
            width: 440, height: 956, scale: 3,
            portraitSafeTop: 62, portraitSafeBottom: 34,
            landscapeSafeSide: 62, landscapeSafeTop: 0, landscapeSafeBottom: 21,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .regular, vertical: .compact),
            source: "flutter device_frame iphone_16_pro_max"
        ),
        Device(
            slug: "iphone-16e", name: "iPhone 16e", idiom: .phone,
            width: 390, height: 844, scale: 3,
            portraitSafeTop: 47, portraitSafeBottom: 34,
            landscapeSafeSide: 47, landscapeSafeTop: 0, landscapeSafeBottom: 20,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .compact, vertical: .compact),
            source: "device_preview probe (iOS 26.5 simulator); safearea.info",
            safeAreaEra: .iOS26
        ),
        Device(
            slug: "iphone-17", name: "iPhone 17", idiom: .phone,
            width: 402, height: 874, scale: 3,
            portraitSafeTop: 62, portraitSafeBottom: 34,
            landscapeSafeSide: 62, landscapeSafeTop: 0, landscapeSafeBottom: 20,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .compact, vertical: .compact),
            source: "device_preview probe (iOS 26.5 simulator); HIG Layout",
            safeAreaEra: .iOS26
        ),
        Device(
            slug: "iphone-air", name: "iPhone Air", idiom: .phone,
            width: 420, height: 912, scale: 3,
            portraitSafeTop: 68, portraitSafeBottom: 34,
            landscapeSafeSide: 68, landscapeSafeTop: 0, landscapeSafeBottom: 20,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .regular, vertical: .compact),
            source: "device_preview probe (iOS 26.5 simulator); useyourloaf; HIG Layout",
            safeAreaEra: .iOS26
        ),
        Device(
            slug: "iphone-17-pro", name: "iPhone 17 Pro", idiom: .phone,
            width: 402, height: 874, scale: 3,
            portraitSafeTop: 62, portraitSafeBottom: 34,
            landscapeSafeSide: 62, landscapeSafeTop: 0, landscapeSafeBottom: 20,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .compact, vertical: .compact),
            source: "device_preview probe (iOS 26.5 simulator); HIG Layout",
            safeAreaEra: .iOS26
        ),
        Device(
            slug: "iphone-17-pro-max", name: "iPhone 17 Pro Max", idiom: .phone,
            width: 440, height: 956, scale: 3,
            portraitSafeTop: 62, portraitSafeBottom: 34,
            landscapeSafeSide: 62, landscapeSafeTop: 0, landscapeSafeBottom: 20,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .regular, vertical: .compact),
            source: "device_preview probe (iOS 26.5 simulator); HIG Layout",
            safeAreaEra: .iOS26
        ),
        Device(
            slug: "iphone-17e", name: "iPhone 17e", idiom: .phone,
            width: 390, height: 844, scale: 3,
            portraitSafeTop: 47, portraitSafeBottom: 34,
            landscapeSafeSide: 47, landscapeSafeTop: 0, landscapeSafeBottom: 20,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .compact, vertical: .compact),
            source: "device_preview probe (iOS 26.5 simulator); iosref; landscape size class inferred from iPhone 16e",
            safeAreaEra: .iOS26
        ),
        Device(
            slug: "iphone-18-pro", name: "iPhone 18 Pro", idiom: .phone,
            width: 402, height: 874, scale: 3,
            portraitSafeTop: 62, portraitSafeBottom: 34,
            landscapeSafeSide: 62, landscapeSafeTop: 0, landscapeSafeBottom: 20,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .compact, vertical: .compact),
            source: "Apple support spec pages (same resolution as 17 Pro); safearea.info (Xcode 27.1 simulator); size classes inferred",
            safeAreaEra: .iOS26
        ),
        Device(
            slug: "iphone-18-pro-max", name: "iPhone 18 Pro Max", idiom: .phone,
            width: 440, height: 956, scale: 3,
            portraitSafeTop: 62, portraitSafeBottom: 34,
            landscapeSafeSide: 62, landscapeSafeTop: 0, landscapeSafeBottom: 20,
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .regular, vertical: .compact),
            source: "Apple support spec pages (same resolution as 17 Pro Max); safearea.info (Xcode 27.1 simulator); size classes inferred",
            safeAreaEra: .iOS26
        ),
        Device(
            slug: "iphone-duo", name: "iPhone Duo (closed)", idiom: .phone,
            width: 466, height: 678, scale: 3,
            portraitSafeArea: Insets(top: 0, left: 0, bottom: 34, right: 84),
            landscapeSafeArea: Insets(top: 0, left: 0, bottom: 34, right: 84),
            portraitSizeClasses: .init(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .compact, vertical: .compact),
            source: "community-measured on the Xcode 27.1 simulator: baguette profile (size, scale); boardhop and "
                + "render-harness (insets); agent-tools probe (compact width); vertical size classes inferred; landscape "
                + "insets one source (boardhop)",
            safeAreaEra: .iOS26,
            unmodelledOrientations: [.landscape: Self.oneSourceOnly],
            verticalTabBarOrientations: [.portrait, .landscape]
        ),
        Device(
            slug: "iphone-duo-open", name: "iPhone Duo (open)", idiom: .phone,
            width: 669, height: 951, scale: 3,
            portraitSafeArea: Insets(top: 82, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: Insets(top: 0, left: 0, bottom: 34, right: 84),
            portraitSizeClasses: .init(horizontal: .regular, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .regular, vertical: .regular),
            source: "community-measured on the Xcode 27.1 simulator: baguette profile (size, scale); boardhop and "
                + "render-harness (landscape insets); agent-tools probe (regular width); vertical size classes per "
                + "Apple's guidance, not measured; portrait insets one source (boardhop)",
            safeAreaEra: .iOS26,
            unmodelledOrientations: [.portrait: Self.oneSourceOnly],
            verticalTabBarOrientations: [.landscape]
        ),
        Device(
            slug: "ipad-mini-6", name: "iPad mini (6th generation)", idiom: .pad,
            width: 744, height: 1133, scale: 2,
            portraitSafeTop: 24, portraitSafeBottom: 20,
            landscapeSafeSide: 0, landscapeSafeTop: 24, landscapeSafeBottom: 20,
            portraitSizeClasses: .init(horizontal: .regular, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .regular, vertical: .regular),
            source: "hacknicity iPad sizes (insets assumed as other home-indicator iPads)"
        ),
        Device(
            slug: "ipad-10", name: "iPad (10th generation)", idiom: .pad,
            width: 820, height: 1180, scale: 2,
            portraitSafeTop: 24, portraitSafeBottom: 20,
            landscapeSafeSide: 0, landscapeSafeTop: 24, landscapeSafeBottom: 20,
            portraitSizeClasses: .init(horizontal: .regular, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .regular, vertical: .regular),
            source: "hacknicity 10.9-inch panel (insets assumed)"
        ),
        Device(
            slug: "ipad-air-11", name: "iPad Air 11-inch (M2)", idiom: .pad,
            width: 820, height: 1180, scale: 2,
            portraitSafeTop: 24, portraitSafeBottom: 20,
            landscapeSafeSide: 0, landscapeSafeTop: 24, landscapeSafeBottom: 20,
            portraitSizeClasses: .init(horizontal: .regular, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .regular, vertical: .regular),
            source: "assumed same panel as 10.9-inch"
        ),
        Device(
            slug: "ipad-pro-11", name: "iPad Pro 11-inch (4th generation)", idiom: .pad,
            width: 834, height: 1194, scale: 2,
            portraitSafeTop: 24, portraitSafeBottom: 20,
            landscapeSafeSide: 0, landscapeSafeTop: 24, landscapeSafeBottom: 20,
            portraitSizeClasses: .init(horizontal: .regular, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .regular, vertical: .regular),
            source: "swift-snapshot-testing View.swift iPadPro11; HIG table"
        ),
        Device(
            slug: "ipad-pro-12-9", name: "iPad Pro 12.9-inch (6th generation)", idiom: .pad,
            width: 1024, height: 1366, scale: 2,
            portraitSafeTop: 24, portraitSafeBottom: 20,
            landscapeSafeSide: 0, landscapeSafeTop: 24, landscapeSafeBottom: 20,
            portraitSizeClasses: .init(horizontal: .regular, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .regular, vertical: .regular),
            source: "flutter device_frame ipad_pro_12Inches_gen4; HIG table"
        ),
        Device(
            slug: "ipad-pro-13-m4", name: "iPad Pro 13-inch (M4)", idiom: .pad,
            width: 1032, height: 1376, scale: 2,
            portraitSafeTop: 24, portraitSafeBottom: 20,
            landscapeSafeSide: 0, landscapeSafeTop: 24, landscapeSafeBottom: 20,
            portraitSizeClasses: .init(horizontal: .regular, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .regular, vertical: .regular),
            source: "flutter device_frame ipad_pro_13_inches_m4"
        ),
        Device(
            slug: "ipad-air-11-m4", name: "iPad Air 11-inch (M4)", idiom: .pad,
            width: 820, height: 1180, scale: 2,
            portraitSafeTop: 32, portraitSafeBottom: 25,
            landscapeSafeSide: 0, landscapeSafeTop: 32, landscapeSafeBottom: 25,
            portraitSizeClasses: .init(horizontal: .regular, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .regular, vertical: .regular),
            source: "device_preview probe (iPadOS 26.5 simulator); HIG Layout",
            safeAreaEra: .iOS26
        ),
        Device(
            slug: "ipad-air-13-m4", name: "iPad Air 13-inch (M4)", idiom: .pad,
            width: 1024, height: 1366, scale: 2,
            portraitSafeTop: 32, portraitSafeBottom: 25,
            landscapeSafeSide: 0, landscapeSafeTop: 32, landscapeSafeBottom: 25,
            portraitSizeClasses: .init(horizontal: .regular, vertical: .regular),
            landscapeSizeClasses: .init(horizontal: .regular, vertical: .regular),
            source: "device_preview probe (iPadOS 26.5 simulator); HIG Layout",
            safeAreaEra: .iOS26
        ),
    ]

    /// Why an orientation of the iPhone Duo is not modelled.
    static let oneSourceOnly = "only one source measured its safe area there"
}
