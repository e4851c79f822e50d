#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The v1.3 appearance keys on a `UITabBarAppearance`: blur, hairline, title font and badge
/// (``TabBarAppearancePlan``).
extension UITabBarAppearance {
    /// Sets `plan`'s blur (`backgroundEffect`: a `UIBlurEffect` of the material's style, `none` no blur), hairline
    /// (`shadowColor`; `clear` hides it), title font (every layout's normal and selected title text attributes,
    /// unless it is the default `medium 10`, which leaves UIKit's) and badge (every layout's normal and selected
    /// badge background color and text attributes). Values the plan leaves `nil` keep what
    /// `configureWith…Background()` set.
    ///
    /// The badge goes on the bar's appearance, never on a single item: iOS 26 is reported to ignore an item's
    /// `badgeColor` and badge text attributes, while the bar's item appearance keeps working on the iPhone
    /// (docs/UIKit.md, "Badges").
    func applyTabSpec(_ plan: TabBarAppearancePlan) {
        if let effect = plan.backgroundEffect {
            backgroundEffect = effect.blurEffect
        }
        if let shadow = plan.shadowColor {
            shadowColor = shadow.uiColor
        }
        let titleFont = plan.titleFont == TabBarConfiguration.Font() ? nil : plan.titleFont.uiFont
        let badge = plan.badge.map { badge -> (UIColor, [NSAttributedString.Key: Any]) in
            (badge.color.uiColor, [.foregroundColor: badge.textColor.uiColor, .font: badge.font.uiFont])
        }
        for layout in [stackedLayoutAppearance, inlineLayoutAppearance, compactInlineLayoutAppearance] {
            for state in [layout.normal, layout.selected] {
                if let titleFont { state.titleTextAttributes[.font] = titleFont }
                if case let (color, attributes)? = badge {
                    state.badgeBackgroundColor = color
                    state.badgeTextAttributes = attributes
                }
            }
        }
    }
}

extension TabBarConfiguration.BackgroundEffect {
    /// The blur of this material (`none`: no blur): `UIBlurEffect(style: .systemUltraThinMaterial)` …
    /// `.systemChromeMaterial` (iOS 13 and later).
    @MainActor
    var blurEffect: UIBlurEffect? {
        switch self {
        case .none: return nil
        case .ultraThin: return UIBlurEffect(style: .systemUltraThinMaterial)
        case .thin: return UIBlurEffect(style: .systemThinMaterial)
        case .regular: return UIBlurEffect(style: .systemMaterial)
        case .thick: return UIBlurEffect(style: .systemThickMaterial)
        case .chrome: return UIBlurEffect(style: .systemChromeMaterial)
        }
    }
}

extension TabBarAppearancePlan {
    /// Whether the running app draws the classic bar (``drawsClassicBar(iOSVersion:sdk:requiresCompatibility:)``):
    /// the iOS release from `#available`, the SDK from the compiler that builds this code (Swift 6.2 and later
    /// come with the iOS 26 SDK; an older one means an older SDK), and the app's Info.plist key
    /// `UIDesignRequiresCompatibility` read through `Bundle.main`. An SDK of 27 or later cannot be told from the
    /// compiler yet, so the key counts as honoured (docs/UIKit.md, "The bar's material").
    @MainActor
    public static var runningAppDrawsClassicBar: Bool {
        #if compiler(>=6.2)
        let sdk = IOSVersion(major: 26)
        #else
        let sdk = IOSVersion(major: 18)
        #endif
        let key = Bundle.main.object(forInfoDictionaryKey: "UIDesignRequiresCompatibility") as? Bool ?? false
        return drawsClassicBar(iOSVersion: .adapterRelease, sdk: sdk, requiresCompatibility: key)
    }
}
#endif
