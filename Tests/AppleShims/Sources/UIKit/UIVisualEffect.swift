/// An initializer for visual effect views and blur and vibrancy effect objects.
/// /documentation/UIKit/UIVisualEffect
@MainActor
open class UIVisualEffect: NSObject, NSCopying {
    /// Effects are immutable: a copy is the effect itself (NSCopying, needed by `@NSCopying` properties).
    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        self
    }
}

/// An object that applies a blurring effect to the content layered behind a view.
/// /documentation/UIKit/UIBlurEffect
@MainActor
open class UIBlurEffect: UIVisualEffect {
    /// Blur styles available for blur effect objects.
    /// /documentation/UIKit/UIBlurEffect/Style
    ///
    /// Only the adaptable materials (each "iOS 13.0+", no tvOS on its page) and `regular` are transcribed. The
    /// pages give no raw values; the shim's follow the header order and stay internal to the fake.
    @available(tvOS, unavailable)
    public enum Style: Int, Sendable {
        /// A regular blur style that adapts to the user interface style.
        /// /documentation/UIKit/UIBlurEffect/Style/regular
        @available(iOS 10.0, *)
        case regular = 4
        /// An adaptable blur effect that creates the appearance of an ultra-thin material.
        /// /documentation/UIKit/UIBlurEffect/Style/systemUltraThinMaterial
        @available(iOS 13.0, *)
        case systemUltraThinMaterial = 6
        /// An adaptable blur effect that creates the appearance of a thin material.
        /// /documentation/UIKit/UIBlurEffect/Style/systemThinMaterial
        @available(iOS 13.0, *)
        case systemThinMaterial = 7
        /// An adaptable blur effect that creates the appearance of a material with normal thickness.
        /// /documentation/UIKit/UIBlurEffect/Style/systemMaterial
        @available(iOS 13.0, *)
        case systemMaterial = 8
        /// An adaptable blur effect that creates the appearance of a material that's thicker than normal.
        /// /documentation/UIKit/UIBlurEffect/Style/systemThickMaterial
        @available(iOS 13.0, *)
        case systemThickMaterial = 9
        /// An adaptable blur effect that creates the appearance of the system chrome.
        /// /documentation/UIKit/UIBlurEffect/Style/systemChromeMaterial
        @available(iOS 13.0, *)
        case systemChromeMaterial = 10
    }

    /// Fake: the style the effect was created with; `nil` for the default blur of
    /// `configureWithDefaultBackground()`.
    @_spi(Fake) public private(set) var fakeStyle: Style?

    /// Fake: the default blur a bar appearance configures.
    override init() {
        super.init()
    }

    /// Creates a blur effect with the designated style.
    /// /documentation/UIKit/UIBlurEffect/init(style:)
    @available(iOS 8.0, *)
    @available(tvOS, unavailable)
    public convenience init(style: UIBlurEffect.Style) {
        self.init()
        fakeStyle = style
    }
}

/// A rectangular area that can interact with Auto Layout.
/// /documentation/UIKit/UILayoutGuide
@MainActor
open class UILayoutGuide: NSObject {}
