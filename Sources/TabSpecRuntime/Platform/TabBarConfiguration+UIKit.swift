#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Animation bridges.
extension TabBarConfiguration.Animation {
    /// The curve as `UIView.AnimationOptions`, with `.beginFromCurrentState` (a new selection redirects a
    /// running animation) and `.allowUserInteraction` (the bar stays tappable).
    var viewAnimationOptions: UIView.AnimationOptions {
        let curve: UIView.AnimationOptions
        switch self.curve {
        case .linear: curve = .curveLinear
        case .easeIn: curve = .curveEaseIn
        case .easeOut: curve = .curveEaseOut
        case .easeInOut: curve = .curveEaseInOut
        }
        return [curve, .beginFromCurrentState, .allowUserInteraction]
    }
}

/// Font bridges.
extension TabBarConfiguration.Font {
    /// The system font of this size and weight.
    var uiFont: UIFont {
        let weight: UIFont.Weight
        switch self.weight {
        case .ultraLight: weight = .ultraLight
        case .thin: weight = .thin
        case .light: weight = .light
        case .regular: weight = .regular
        case .medium: weight = .medium
        case .semibold: weight = .semibold
        case .bold: weight = .bold
        case .heavy: weight = .heavy
        case .black: weight = .black
        }
        return UIFont.systemFont(ofSize: CGFloat(size), weight: weight)
    }
}
#endif
