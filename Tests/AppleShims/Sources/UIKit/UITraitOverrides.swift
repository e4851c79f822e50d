/// A mutable container of traits.
/// /documentation/UIKit/UIMutableTraits-13ja5
///
/// Only the member the runtime uses is transcribed.
@available(iOS 17.0, *)
@available(tvOS 17.0, *)
public protocol UIMutableTraits {
    /// The horizontal size class of the trait collection.
    /// /documentation/UIKit/UIMutableTraits-13ja5/horizontalSizeClass
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
}

/// A mutable container of traits you use to set trait changes for an object and its descendants.
/// /documentation/UIKit/UITraitOverrides-swift.struct
///
/// Fake: keeps the values set (`.unspecified` until then); they do not change the fake's `traitCollection`.
@available(iOS 17.0, *)
@available(tvOS 17.0, *)
public struct UITraitOverrides: UIMutableTraits {
    /// The horizontal size class of the trait collection.
    /// /documentation/UIKit/UIMutableTraits-13ja5/horizontalSizeClass
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
}

extension UIViewController {
    /// A mutable container of traits you use to set trait changes for this view controller and its views.
    /// /documentation/UIKit/UIViewController/traitOverrides-1z1cc
    @available(iOS 17.0, *)
    @available(tvOS 17.0, *)
    @MainActor @preconcurrency public var traitOverrides: UITraitOverrides {
        get { fakeTraitOverrides }
        set { fakeTraitOverrides = newValue }
    }
}
