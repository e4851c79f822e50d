#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// Spec values as SwiftUI values, for the SwiftUI adapters.
extension TabBarConfiguration {
    /// The title font: the spec's size and weight in the system font.
    var swiftUITitleFont: SwiftUI.Font {
        .system(size: CGFloat(titleFont.size), weight: titleFont.weight.swiftUIWeight)
    }

    /// The selection animation with the spec's curve and duration, or `nil` for none.
    var swiftUISelectionAnimation: SwiftUI.Animation? {
        selectionAnimation?.swiftUIAnimation
    }

    /// The hide-on-scroll slide: ease in and out over the spec's duration (the Vietnamese article's
    /// `UIView.animate(withDuration:)`, whose default curve is ease in, ease out).
    var swiftUIHideAnimation: SwiftUI.Animation {
        .easeInOut(duration: (hideOnScroll ?? HideOnScroll()).duration)
    }
}

extension TabBarConfiguration.FontWeight {
    /// The same weight as SwiftUI's `Font.Weight`.
    var swiftUIWeight: SwiftUI.Font.Weight {
        switch self {
        case .ultraLight: return .ultraLight
        case .thin: return .thin
        case .light: return .light
        case .regular: return .regular
        case .medium: return .medium
        case .semibold: return .semibold
        case .bold: return .bold
        case .heavy: return .heavy
        case .black: return .black
        }
    }
}

extension TabBarConfiguration.Animation {
    /// The same curve and duration as a SwiftUI `Animation`.
    var swiftUIAnimation: SwiftUI.Animation {
        switch curve {
        case .linear: return .linear(duration: duration)
        case .easeIn: return .easeIn(duration: duration)
        case .easeOut: return .easeOut(duration: duration)
        case .easeInOut: return .easeInOut(duration: duration)
        }
    }
}

extension TabBarColor {
    /// This color as a SwiftUI `Color` that follows light and dark appearance (through ``uiColor``).
    var swiftUIColor: Color {
        Color(uiColor: uiColor)
    }
}
#endif
