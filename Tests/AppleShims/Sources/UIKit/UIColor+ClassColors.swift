// UIColor's class colors: every one Apple documents for iOS 26 and earlier ("Standard colors" and "UI element
// colors", /documentation/UIKit/standard-colors and /documentation/UIKit/ui-element-colors), with the availability
// of each member's own page.
//
// Fake values: the fixed colors of "Standard colors" have the components Apple documents; `darkText` and
// `lightText` (undocumented components) are fixed placeholders. Adaptive colors resolve by
// `userInterfaceStyle` to placeholder components (distinct per color and per style, not Apple's values): tests
// compare against the fake, never against these numbers. Each class property returns the same object every time.
extension UIColor {
    /// A fixed color, created once.
    private static func fixed(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// An adaptive placeholder color: number `index` of this file's list, light and dark components differ.
    private static func adaptive(_ index: Int) -> UIColor {
        let light = UIColor(red: CGFloat(index) / 64, green: 0.25, blue: 0.5, alpha: 1)
        let dark = UIColor(red: CGFloat(index) / 64, green: 0.75, blue: 0.5, alpha: 1)
        return UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
    }

    // MARK: Fixed colors
    private static let _black = fixed(0, 0, 0, 1)
    /// A color object in the sRGB color space with a grayscale value of 0.0 and an alpha value of 1.0.
    /// /documentation/UIKit/UIColor/black
    public class var black: UIColor { _black }

    private static let _blue = fixed(0, 0, 1, 1)
    /// A color object with RGB values of 0.0, 0.0, and 1.0, and an alpha value of 1.0.
    /// /documentation/UIKit/UIColor/blue
    public class var blue: UIColor { _blue }

    private static let _brown = fixed(0.6, 0.4, 0.2, 1)
    /// A color object with RGB values of 0.6, 0.4, and 0.2, and an alpha value of 1.0.
    /// /documentation/UIKit/UIColor/brown
    public class var brown: UIColor { _brown }

    private static let _cyan = fixed(0, 1, 1, 1)
    /// A color object with RGB values of 0.0, 1.0, and 1.0, and an alpha value of 1.0.
    /// /documentation/UIKit/UIColor/cyan
    public class var cyan: UIColor { _cyan }

    private static let _darkGray = fixed(1.0 / 3, 1.0 / 3, 1.0 / 3, 1)
    /// A color object with a grayscale value of 1/3 and an alpha value of 1.0.
    /// /documentation/UIKit/UIColor/darkGray
    public class var darkGray: UIColor { _darkGray }

    private static let _gray = fixed(0.5, 0.5, 0.5, 1)
    /// A color object with a grayscale value of 0.5 and an alpha value of 1.0.
    /// /documentation/UIKit/UIColor/gray
    public class var gray: UIColor { _gray }

    private static let _green = fixed(0, 1, 0, 1)
    /// A color object with RGB values of 0.0, 1.0, and 0.0, and an alpha value of 1.0.
    /// /documentation/UIKit/UIColor/green
    public class var green: UIColor { _green }

    private static let _lightGray = fixed(2.0 / 3, 2.0 / 3, 2.0 / 3, 1)
    /// A color object with a grayscale value of 2/3 and an alpha value of 1.0.
    /// /documentation/UIKit/UIColor/lightGray
    public class var lightGray: UIColor { _lightGray }

    private static let _magenta = fixed(1, 0, 1, 1)
    /// A color object with RGB values of 1.0, 0.0, and 1.0, and an alpha value of 1.0.
    /// /documentation/UIKit/UIColor/magenta
    public class var magenta: UIColor { _magenta }

    private static let _orange = fixed(1, 0.5, 0, 1)
    /// A color object with RGB values of 1.0, 0.5, and 0.0, and an alpha value of 1.0.
    /// /documentation/UIKit/UIColor/orange
    public class var orange: UIColor { _orange }

    private static let _purple = fixed(0.5, 0, 0.5, 1)
    /// A color object with RGB values of 0.5, 0.0, and 0.5, and an alpha value of 1.0.
    /// /documentation/UIKit/UIColor/purple
    public class var purple: UIColor { _purple }

    private static let _red = fixed(1, 0, 0, 1)
    /// A color object with RGB values of 1.0, 0.0, and 0.0, and an alpha value of 1.0.
    /// /documentation/UIKit/UIColor/red
    public class var red: UIColor { _red }

    private static let _white = fixed(1, 1, 1, 1)
    /// A color object with a grayscale value of 1.0 and an alpha value of 1.0.
    /// /documentation/UIKit/UIColor/white
    public class var white: UIColor { _white }

    private static let _yellow = fixed(1, 1, 0, 1)
    /// A color object with RGB values of 1.0, 1.0, and 0.0, and an alpha value of 1.0.
    /// /documentation/UIKit/UIColor/yellow
    public class var yellow: UIColor { _yellow }

    private static let _clear = fixed(0, 0, 0, 0)
    /// A color object with grayscale and alpha values that are both 0.0.
    /// /documentation/UIKit/UIColor/clear
    public class var clear: UIColor { _clear }

    // MARK: Adaptive colors
    private static let _systemBlue = adaptive(0)
    /// A blue color that automatically adapts to the current trait environment.
    /// /documentation/UIKit/UIColor/systemBlue
    @available(iOS 7.0, *)
    public class var systemBlue: UIColor { _systemBlue }

    private static let _systemBrown = adaptive(1)
    /// A brown color that automatically adapts to the current trait environment.
    /// /documentation/UIKit/UIColor/systemBrown
    @available(iOS 13.0, *)
    public class var systemBrown: UIColor { _systemBrown }

    private static let _systemCyan = adaptive(2)
    /// A cyan color that automatically adapts to the current trait environment.
    /// /documentation/UIKit/UIColor/systemCyan
    @available(iOS 15.0, *)
    public class var systemCyan: UIColor { _systemCyan }

    private static let _systemGreen = adaptive(3)
    /// A green color that automatically adapts to the current trait environment.
    /// /documentation/UIKit/UIColor/systemGreen
    @available(iOS 7.0, *)
    public class var systemGreen: UIColor { _systemGreen }

    private static let _systemIndigo = adaptive(4)
    /// An indigo color that automatically adapts to the current trait environment.
    /// /documentation/UIKit/UIColor/systemIndigo
    @available(iOS 13.0, *)
    public class var systemIndigo: UIColor { _systemIndigo }

    private static let _systemMint = adaptive(5)
    /// A mint color that automatically adapts to the current trait environment.
    /// /documentation/UIKit/UIColor/systemMint
    @available(iOS 15.0, *)
    public class var systemMint: UIColor { _systemMint }

    private static let _systemOrange = adaptive(6)
    /// An orange color that automatically adapts to the current trait environment.
    /// /documentation/UIKit/UIColor/systemOrange
    @available(iOS 7.0, *)
    public class var systemOrange: UIColor { _systemOrange }

    private static let _systemPink = adaptive(7)
    /// A pink color that automatically adapts to the current trait environment.
    /// /documentation/UIKit/UIColor/systemPink
    @available(iOS 7.0, *)
    public class var systemPink: UIColor { _systemPink }

    private static let _systemPurple = adaptive(8)
    /// A purple color that automatically adapts to the current trait environment.
    /// /documentation/UIKit/UIColor/systemPurple
    @available(iOS 9.0, *)
    public class var systemPurple: UIColor { _systemPurple }

    private static let _systemRed = adaptive(9)
    /// A red color that automatically adapts to the current trait environment.
    /// /documentation/UIKit/UIColor/systemRed
    @available(iOS 7.0, *)
    public class var systemRed: UIColor { _systemRed }

    private static let _systemTeal = adaptive(10)
    /// A teal color that automatically adapts to the current trait environment.
    /// /documentation/UIKit/UIColor/systemTeal
    @available(iOS 7.0, *)
    public class var systemTeal: UIColor { _systemTeal }

    private static let _systemYellow = adaptive(11)
    /// A yellow color that automatically adapts to the current trait environment.
    /// /documentation/UIKit/UIColor/systemYellow
    @available(iOS 7.0, *)
    public class var systemYellow: UIColor { _systemYellow }

    private static let _systemGray = adaptive(12)
    /// The standard base gray color that adapts to the environment.
    /// /documentation/UIKit/UIColor/systemGray
    @available(iOS 7.0, *)
    public class var systemGray: UIColor { _systemGray }

    private static let _systemGray2 = adaptive(13)
    /// A second-level shade of gray that adapts to the environment.
    /// /documentation/UIKit/UIColor/systemGray2
    @available(iOS 13.0, *)
    public class var systemGray2: UIColor { _systemGray2 }

    private static let _systemGray3 = adaptive(14)
    /// A third-level shade of gray that adapts to the environment.
    /// /documentation/UIKit/UIColor/systemGray3
    @available(iOS 13.0, *)
    public class var systemGray3: UIColor { _systemGray3 }

    private static let _systemGray4 = adaptive(15)
    /// A fourth-level shade of gray that adapts to the environment.
    /// /documentation/UIKit/UIColor/systemGray4
    @available(iOS 13.0, *)
    public class var systemGray4: UIColor { _systemGray4 }

    private static let _systemGray5 = adaptive(16)
    /// A fifth-level shade of gray that adapts to the environment.
    /// /documentation/UIKit/UIColor/systemGray5
    @available(iOS 13.0, *)
    public class var systemGray5: UIColor { _systemGray5 }

    private static let _systemGray6 = adaptive(17)
    /// A sixth-level shade of gray that adapts to the environment.
    /// /documentation/UIKit/UIColor/systemGray6
    @available(iOS 13.0, *)
    public class var systemGray6: UIColor { _systemGray6 }

    private static let _label = adaptive(18)
    /// The color for text labels that contain primary content.
    /// /documentation/UIKit/UIColor/label
    @available(iOS 13.0, *)
    public class var label: UIColor { _label }

    private static let _secondaryLabel = adaptive(19)
    /// The color for text labels that contain secondary content.
    /// /documentation/UIKit/UIColor/secondaryLabel
    @available(iOS 13.0, *)
    public class var secondaryLabel: UIColor { _secondaryLabel }

    private static let _tertiaryLabel = adaptive(20)
    /// The color for text labels that contain tertiary content.
    /// /documentation/UIKit/UIColor/tertiaryLabel
    @available(iOS 13.0, *)
    public class var tertiaryLabel: UIColor { _tertiaryLabel }

    private static let _quaternaryLabel = adaptive(21)
    /// The color for text labels that contain quaternary content.
    /// /documentation/UIKit/UIColor/quaternaryLabel
    @available(iOS 13.0, *)
    public class var quaternaryLabel: UIColor { _quaternaryLabel }

    private static let _systemFill = adaptive(22)
    /// An overlay fill color for thin and small shapes.
    /// /documentation/UIKit/UIColor/systemFill
    @available(iOS 13.0, *)
    public class var systemFill: UIColor { _systemFill }

    private static let _secondarySystemFill = adaptive(23)
    /// An overlay fill color for medium-size shapes.
    /// /documentation/UIKit/UIColor/secondarySystemFill
    @available(iOS 13.0, *)
    public class var secondarySystemFill: UIColor { _secondarySystemFill }

    private static let _tertiarySystemFill = adaptive(24)
    /// An overlay fill color for large shapes.
    /// /documentation/UIKit/UIColor/tertiarySystemFill
    @available(iOS 13.0, *)
    public class var tertiarySystemFill: UIColor { _tertiarySystemFill }

    private static let _quaternarySystemFill = adaptive(25)
    /// An overlay fill color for large areas that contain complex content.
    /// /documentation/UIKit/UIColor/quaternarySystemFill
    @available(iOS 13.0, *)
    public class var quaternarySystemFill: UIColor { _quaternarySystemFill }

    private static let _placeholderText = adaptive(26)
    /// The color for placeholder text in controls or text views.
    /// /documentation/UIKit/UIColor/placeholderText
    @available(iOS 13.0, *)
    public class var placeholderText: UIColor { _placeholderText }

    private static let _tintColor = adaptive(27)
    /// A color value that resolves at runtime based on the current tint color of the app or trait hierarchy.
    /// /documentation/UIKit/UIColor/tintColor
    @available(iOS 15.0, *)
    public class var tintColor: UIColor { _tintColor }

    private static let _systemBackground = adaptive(28)
    /// The color for the main background of your interface.
    /// /documentation/UIKit/UIColor/systemBackground
    @available(iOS 13.0, *)
    public class var systemBackground: UIColor { _systemBackground }

    private static let _secondarySystemBackground = adaptive(29)
    /// The color for content layered on top of the main background.
    /// /documentation/UIKit/UIColor/secondarySystemBackground
    @available(iOS 13.0, *)
    public class var secondarySystemBackground: UIColor { _secondarySystemBackground }

    private static let _tertiarySystemBackground = adaptive(30)
    /// The color for content layered on top of secondary backgrounds.
    /// /documentation/UIKit/UIColor/tertiarySystemBackground
    @available(iOS 13.0, *)
    public class var tertiarySystemBackground: UIColor { _tertiarySystemBackground }

    private static let _systemGroupedBackground = adaptive(31)
    /// The color for the main background of your grouped interface.
    /// /documentation/UIKit/UIColor/systemGroupedBackground
    @available(iOS 13.0, *)
    public class var systemGroupedBackground: UIColor { _systemGroupedBackground }

    private static let _secondarySystemGroupedBackground = adaptive(32)
    /// The color for content layered on top of the main background of your grouped interface.
    /// /documentation/UIKit/UIColor/secondarySystemGroupedBackground
    @available(iOS 13.0, *)
    public class var secondarySystemGroupedBackground: UIColor { _secondarySystemGroupedBackground }

    private static let _tertiarySystemGroupedBackground = adaptive(33)
    /// The color for content layered on top of secondary backgrounds of your grouped interface.
    /// /documentation/UIKit/UIColor/tertiarySystemGroupedBackground
    @available(iOS 13.0, *)
    public class var tertiarySystemGroupedBackground: UIColor { _tertiarySystemGroupedBackground }

    private static let _separator = adaptive(34)
    /// The color for thin borders or divider lines that allows some underlying content to be visible.
    /// /documentation/UIKit/UIColor/separator
    @available(iOS 13.0, *)
    public class var separator: UIColor { _separator }

    private static let _opaqueSeparator = adaptive(35)
    /// The color for borders or divider lines that hides any underlying content.
    /// /documentation/UIKit/UIColor/opaqueSeparator
    @available(iOS 13.0, *)
    public class var opaqueSeparator: UIColor { _opaqueSeparator }

    private static let _link = adaptive(36)
    /// The specified color for links.
    /// /documentation/UIKit/UIColor/link
    @available(iOS 13.0, *)
    public class var link: UIColor { _link }

    // MARK: Nonadaptable and deprecated colors
    private static let _darkText = fixed(0, 0, 0, 1)
    /// The nonadaptable system color for text on a light background.
    /// /documentation/UIKit/UIColor/darkText
    @available(tvOS, unavailable)
    public class var darkText: UIColor { _darkText }

    private static let _lightText = fixed(1, 1, 1, 0.6)
    /// The nonadaptable system color for text on a dark background.
    /// /documentation/UIKit/UIColor/lightText
    @available(tvOS, unavailable)
    public class var lightText: UIColor { _lightText }

    private static let _groupTableViewBackground = adaptive(37)
    /// The system color to use for the background of a grouped table.
    /// /documentation/UIKit/UIColor/groupTableViewBackground
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use systemGroupedBackgroundColor instead")
    public class var groupTableViewBackground: UIColor { _groupTableViewBackground }
}
