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

/// Constants that specify text alignment.
/// /documentation/UIKit/NSTextAlignment
///
/// The raw values are iOS's (`center` is 1 on iOS, 2 on macOS).
public enum NSTextAlignment: Int, Sendable {
    /// Text is visually left aligned.
    /// /documentation/UIKit/NSTextAlignment/left
    case left = 0
    /// Text is visually center aligned.
    /// /documentation/UIKit/NSTextAlignment/center
    case center = 1
    /// Text is visually right aligned.
    /// /documentation/UIKit/NSTextAlignment/right
    case right = 2
    /// Text is justified.
    /// /documentation/UIKit/NSTextAlignment/justified
    case justified = 3
    /// Text uses the default alignment for the current localization of the app.
    /// /documentation/UIKit/NSTextAlignment/natural
    case natural = 4
}

/// Constants that specify what happens when a line is too long for its container.
/// /documentation/UIKit/NSLineBreakMode
public enum NSLineBreakMode: Int, Sendable {
    /// The value that indicates wrapping occurs at word boundaries, unless the word doesn't fit on a single line.
    /// /documentation/UIKit/NSLineBreakMode/byWordWrapping
    case byWordWrapping = 0
    /// The value that indicates wrapping occurs before the first character that doesn't fit.
    /// /documentation/UIKit/NSLineBreakMode/byCharWrapping
    case byCharWrapping = 1
    /// The value that indicates that lines don't extend past the edge of the text container.
    /// /documentation/UIKit/NSLineBreakMode/byClipping
    case byClipping = 2
    /// The value that indicates that a line displays so that the end fits in the container and an ellipsis
    /// glyph indicates the missing text at the beginning of the line.
    /// /documentation/UIKit/NSLineBreakMode/byTruncatingHead
    case byTruncatingHead = 3
    /// The value that indicates that a line displays so that the beginning fits in the container and an
    /// ellipsis glyph indicates the missing text at the end of the line.
    /// /documentation/UIKit/NSLineBreakMode/byTruncatingTail
    case byTruncatingTail = 4
    /// The value that indicates that a line displays so that the beginning and end fit in the container and an
    /// ellipsis glyph indicates the missing text in the middle.
    /// /documentation/UIKit/NSLineBreakMode/byTruncatingMiddle
    case byTruncatingMiddle = 5
}

/// Constants indicating the direction of the user interface.
/// /documentation/UIKit/UITraitEnvironmentLayoutDirection
@available(iOS 10.0, *)
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// An unspecified layout direction.
    /// /documentation/UIKit/UITraitEnvironmentLayoutDirection/unspecified
    case unspecified = -1
    /// A left-to-right layout direction.
    /// /documentation/UIKit/UITraitEnvironmentLayoutDirection/leftToRight
    case leftToRight = 0
    /// A right-to-left layout direction.
    /// /documentation/UIKit/UITraitEnvironmentLayoutDirection/rightToLeft
    case rightToLeft = 1
}
