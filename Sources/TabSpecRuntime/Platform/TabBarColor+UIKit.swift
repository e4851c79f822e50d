#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Bridging spec colors to dynamic `UIColor`s.
extension TabBarColor {
    /// This color as a dynamic `UIColor`.
    ///
    /// A named UIKit color (``systemName``) becomes the real `UIColor` (`.systemBlue`), so it keeps adapting to
    /// appearance, contrast and elevation; a changed alpha (`systemBlue @ 0.5`) scales the real color's alpha
    /// per trait collection. A literal color uses its light or dark value by `userInterfaceStyle`.
    public var uiColor: UIColor {
        if let name = systemName, let base = TabBarColor.named(name), let named = UIColor.tabSpecNamed(name) {
            let factor = base.light.alpha > 0 ? light.alpha / base.light.alpha : 1
            if factor == 1 { return named }
            return UIColor(dynamicProvider: { traits in
                let resolved = (UIColor.tabSpecNamed(name) ?? UIColor.clear).resolvedColor(with: traits)
                return resolved.withAlphaComponent(resolved.cgColor.alpha * CGFloat(factor))
            })
        }
        let light = self.light
        let dark = self.dark
        return UIColor(dynamicProvider: { traits in
            traits.userInterfaceStyle == .dark ? dark.uiColor : light.uiColor
        })
    }
}

/// Bridging fixed colors to `UIColor`.
extension RGBAColor {
    /// This color as a fixed sRGB `UIColor`.
    public var uiColor: UIColor {
        UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

/// Looking up UIKit's named colors by their Swift names.
extension UIColor {
    /// The UIKit color called `name` (the names of ``TabBarColor/named``), or `nil`.
    static func tabSpecNamed(_ name: String) -> UIColor? {
        switch name {
        case "black": return .black
        case "darkGray": return .darkGray
        case "lightGray": return .lightGray
        case "white": return .white
        case "gray": return .gray
        case "red": return .red
        case "green": return .green
        case "blue": return .blue
        case "cyan": return .cyan
        case "yellow": return .yellow
        case "magenta": return .magenta
        case "orange": return .orange
        case "purple": return .purple
        case "brown": return .brown
        case "clear": return .clear
        case "systemBlue": return .systemBlue
        case "systemGreen": return .systemGreen
        case "systemIndigo": return .systemIndigo
        case "systemOrange": return .systemOrange
        case "systemPink": return .systemPink
        case "systemPurple": return .systemPurple
        case "systemRed": return .systemRed
        case "systemTeal": return .systemTeal
        case "systemYellow": return .systemYellow
        case "systemGray": return .systemGray
        case "systemGray2": return .systemGray2
        case "systemGray3": return .systemGray3
        case "systemGray4": return .systemGray4
        case "systemGray5": return .systemGray5
        case "systemGray6": return .systemGray6
        case "label": return .label
        case "secondaryLabel": return .secondaryLabel
        case "systemBackground": return .systemBackground
        case "secondarySystemBackground": return .secondarySystemBackground
        default: return nil
        }
    }
}
#endif
