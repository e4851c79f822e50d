/// A view that displays one or more lines of informational text.
/// /documentation/UIKit/UILabel
///
/// Fake: keeps the properties below; lays out and draws nothing.
@MainActor
open class UILabel: UIView {
    /// The text that the label displays.
    /// /documentation/UIKit/UILabel/text
    open var text: String?
    /// The font of the text.
    /// /documentation/UIKit/UILabel/font
    ///
    /// Fake: defaults to the 17 pt system font, as UIKit's label.
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    /// The color of the text.
    /// /documentation/UIKit/UILabel/textColor
    ///
    /// Fake: defaults to `UIColor.label`, as UIKit's label.
    open var textColor: UIColor! = UIColor.label
    /// The technique for aligning the text.
    /// /documentation/UIKit/UILabel/textAlignment
    open var textAlignment: NSTextAlignment = .natural
    /// The maximum number of lines for rendering text.
    /// /documentation/UIKit/UILabel/numberOfLines
    open var numberOfLines: Int = 1
    /// The technique for wrapping and truncating the label's text.
    /// /documentation/UIKit/UILabel/lineBreakMode
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// A Boolean value that determines whether the label reduces the text's font size to fit the title string
    /// into the label's bounding rectangle.
    /// /documentation/UIKit/UILabel/adjustsFontSizeToFitWidth
    open var adjustsFontSizeToFitWidth: Bool = false
    /// The minimum scale factor for the label's text.
    /// /documentation/UIKit/UILabel/minimumScaleFactor
    @available(iOS 6.0, *)
    open var minimumScaleFactor: CGFloat = 0
}
