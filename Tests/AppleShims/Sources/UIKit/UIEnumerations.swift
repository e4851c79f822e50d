/// Defines the stylistic appearance of different types of views.
/// /documentation/UIKit/UIBarStyle
public enum UIBarStyle: Int, Sendable {
    /// The default style for the device.
    /// /documentation/UIKit/UIBarStyle/default
    case `default` = 0
    /// A black style.
    /// /documentation/UIKit/UIBarStyle/black
    case black = 1
}

/// The type of interface that the app runs on.
/// /documentation/UIKit/UIUserInterfaceIdiom
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// An unspecified idiom.
    /// /documentation/UIKit/UIUserInterfaceIdiom/unspecified
    case unspecified = -1
    /// An interface designed for iPhone and iPod touch.
    /// /documentation/UIKit/UIUserInterfaceIdiom/phone
    case phone = 0
    /// An interface designed for iPad.
    /// /documentation/UIKit/UIUserInterfaceIdiom/pad
    case pad = 1
    /// An interface designed for tvOS and Apple TV.
    /// /documentation/UIKit/UIUserInterfaceIdiom/tv
    case tv = 2
    /// An interface designed for an in-car experience.
    /// /documentation/UIKit/UIUserInterfaceIdiom/carPlay
    case carPlay = 3
    /// An interface designed for the Mac.
    /// /documentation/UIKit/UIUserInterfaceIdiom/mac
    @available(iOS 14.0, *)
    case mac = 5
    /// An interface designed for visionOS and Apple Vision Pro.
    /// /documentation/UIKit/UIUserInterfaceIdiom/vision
    @available(iOS 17.0, *)
    case vision = 6
}

/// Constants that indicate the interface style for the app.
/// /documentation/UIKit/UIUserInterfaceStyle
@available(iOS 12.0, *)
public enum UIUserInterfaceStyle: Int, Sendable {
    /// An unspecified interface style.
    /// /documentation/UIKit/UIUserInterfaceStyle/unspecified
    case unspecified = 0
    /// The light interface style.
    /// /documentation/UIKit/UIUserInterfaceStyle/light
    case light = 1
    /// The dark interface style.
    /// /documentation/UIKit/UIUserInterfaceStyle/dark
    case dark = 2
}

/// Constants that indicate the horizontal or vertical size class of the interface.
/// /documentation/UIKit/UIUserInterfaceSizeClass
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// An unspecified size class.
    /// /documentation/UIKit/UIUserInterfaceSizeClass/unspecified
    case unspecified = 0
    /// The compact size class.
    /// /documentation/UIKit/UIUserInterfaceSizeClass/compact
    case compact = 1
    /// The regular size class.
    /// /documentation/UIKit/UIUserInterfaceSizeClass/regular
    case regular = 2
}
