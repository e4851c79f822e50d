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
open class UIBlurEffect: UIVisualEffect {}

/// A rectangular area that can interact with Auto Layout.
/// /documentation/UIKit/UILayoutGuide
@MainActor
open class UILayoutGuide: NSObject {}
