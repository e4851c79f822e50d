extension NSAttributedString.Key {
    /// The color of the text.
    /// /documentation/Foundation/NSAttributedString/Key/foregroundColor
    ///
    /// Declared by UIKit on Apple platforms too; swift-corelibs-foundation defines `NSAttributedString.Key` but
    /// none of UIKit's keys.
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")

    /// The font of the text.
    /// /documentation/Foundation/NSAttributedString/Key/font
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
}
