/// UIKit's named colors with their documented components (fixed colors) or their light and dark values
/// (dynamic system colors, iOS 15+ default-contrast values; approximations of what the OS renders).
extension TabBarColor {
    /// A fixed named color (the same in both appearances).
    private static func fixed(_ name: String, _ red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) -> TabBarColor {
        let color = RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
        return TabBarColor(light: color, dark: color, systemName: name)
    }

    /// A dynamic named color with its light and dark values.
    private static func dynamic(_ name: String, _ light: UInt32, _ dark: UInt32, alpha: Double = 1) -> TabBarColor {
        TabBarColor(light: RGBAColor(rgb: light, alpha: alpha), dark: RGBAColor(rgb: dark, alpha: alpha), systemName: name)
    }

    // MARK: Fixed colors (UIColor class properties)
    /// `UIColor.black`: fixed components (0, 0, 0).
    public static let black = fixed("black", 0, 0, 0)
    /// `UIColor.darkGray`: fixed components (1.0 / 3, 1.0 / 3, 1.0 / 3).
    public static let darkGray = fixed("darkGray", 1.0 / 3, 1.0 / 3, 1.0 / 3)
    /// `UIColor.lightGray`: fixed components (2.0 / 3, 2.0 / 3, 2.0 / 3).
    public static let lightGray = fixed("lightGray", 2.0 / 3, 2.0 / 3, 2.0 / 3)
    /// `UIColor.white`: fixed components (1, 1, 1).
    public static let white = fixed("white", 1, 1, 1)
    /// `UIColor.gray`: fixed components (0.5, 0.5, 0.5).
    public static let gray = fixed("gray", 0.5, 0.5, 0.5)
    /// `UIColor.red`: fixed components (1, 0, 0).
    public static let red = fixed("red", 1, 0, 0)
    /// `UIColor.green`: fixed components (0, 1, 0).
    public static let green = fixed("green", 0, 1, 0)
    /// `UIColor.blue`: fixed components (0, 0, 1).
    public static let blue = fixed("blue", 0, 0, 1)
    /// `UIColor.cyan`: fixed components (0, 1, 1).
    public static let cyan = fixed("cyan", 0, 1, 1)
    /// `UIColor.yellow`: fixed components (1, 1, 0).
    public static let yellow = fixed("yellow", 1, 1, 0)
    /// `UIColor.magenta`: fixed components (1, 0, 1).
    public static let magenta = fixed("magenta", 1, 0, 1)
    /// `UIColor.orange`: fixed components (1, 0.5, 0).
    public static let orange = fixed("orange", 1, 0.5, 0)
    /// `UIColor.purple`: fixed components (0.5, 0, 0.5).
    public static let purple = fixed("purple", 0.5, 0, 0.5)
    /// `UIColor.brown`: fixed components (0.6, 0.4, 0.2).
    public static let brown = fixed("brown", 0.6, 0.4, 0.2)
    /// `UIColor.clear`: fixed components (0, 0, 0, alpha: 0).
    public static let clear = fixed("clear", 0, 0, 0, alpha: 0)

    // MARK: Dynamic system colors (light, dark)
    /// `UIColor.systemBlue`: light #007AFF, dark #0A84FF.
    public static let systemBlue = dynamic("systemBlue", 0x007AFF, 0x0A84FF)
    /// `UIColor.systemGreen`: light #34C759, dark #30D158.
    public static let systemGreen = dynamic("systemGreen", 0x34C759, 0x30D158)
    /// `UIColor.systemIndigo`: light #5856D6, dark #5E5CE6.
    public static let systemIndigo = dynamic("systemIndigo", 0x5856D6, 0x5E5CE6)
    /// `UIColor.systemOrange`: light #FF9500, dark #FF9F0A.
    public static let systemOrange = dynamic("systemOrange", 0xFF9500, 0xFF9F0A)
    /// `UIColor.systemPink`: light #FF2D55, dark #FF375F.
    public static let systemPink = dynamic("systemPink", 0xFF2D55, 0xFF375F)
    /// `UIColor.systemPurple`: light #AF52DE, dark #BF5AF2.
    public static let systemPurple = dynamic("systemPurple", 0xAF52DE, 0xBF5AF2)
    /// `UIColor.systemRed`: light #FF3B30, dark #FF453A.
    public static let systemRed = dynamic("systemRed", 0xFF3B30, 0xFF453A)
    /// `UIColor.systemTeal`: light #30B0C7, dark #40C8E0.
    public static let systemTeal = dynamic("systemTeal", 0x30B0C7, 0x40C8E0)
    /// `UIColor.systemYellow`: light #FFCC00, dark #FFD60A.
    public static let systemYellow = dynamic("systemYellow", 0xFFCC00, 0xFFD60A)
    /// `UIColor.systemGray`: light #8E8E93, dark #8E8E93.
    public static let systemGray = dynamic("systemGray", 0x8E8E93, 0x8E8E93)
    /// `UIColor.systemGray2`: light #AEAEB2, dark #636366.
    public static let systemGray2 = dynamic("systemGray2", 0xAEAEB2, 0x636366)
    /// `UIColor.systemGray3`: light #C7C7CC, dark #48484A.
    public static let systemGray3 = dynamic("systemGray3", 0xC7C7CC, 0x48484A)
    /// `UIColor.systemGray4`: light #D1D1D6, dark #3A3A3C.
    public static let systemGray4 = dynamic("systemGray4", 0xD1D1D6, 0x3A3A3C)
    /// `UIColor.systemGray5`: light #E5E5EA, dark #2C2C2E.
    public static let systemGray5 = dynamic("systemGray5", 0xE5E5EA, 0x2C2C2E)
    /// `UIColor.systemGray6`: light #F2F2F7, dark #1C1C1E.
    public static let systemGray6 = dynamic("systemGray6", 0xF2F2F7, 0x1C1C1E)
    /// `UIColor.label`: light #000000, dark #FFFFFF.
    public static let label = dynamic("label", 0x000000, 0xFFFFFF)
    /// `UIColor.secondaryLabel`: light #3C3C43 @ 0.6, dark #EBEBF5 @ 0.6.
    public static let secondaryLabel = dynamic("secondaryLabel", 0x3C3C43, 0xEBEBF5, alpha: 0.6)
    /// `UIColor.systemBackground`: light #FFFFFF, dark #000000.
    public static let systemBackground = dynamic("systemBackground", 0xFFFFFF, 0x000000)
    /// `UIColor.secondarySystemBackground`: light #F2F2F7, dark #1C1C1E.
    public static let secondarySystemBackground = dynamic("secondarySystemBackground", 0xF2F2F7, 0x1C1C1E)

    /// Every named color, in the order language.md lists them (fixed colors, then system colors).
    public static let named: [(name: String, color: TabBarColor)] = [
        ("black", black), ("darkGray", darkGray), ("lightGray", lightGray), ("white", white), ("gray", gray),
        ("red", red), ("green", green), ("blue", blue), ("cyan", cyan), ("yellow", yellow),
        ("magenta", magenta), ("orange", orange), ("purple", purple), ("brown", brown), ("clear", clear),
        ("systemBlue", systemBlue), ("systemGreen", systemGreen), ("systemIndigo", systemIndigo),
        ("systemOrange", systemOrange), ("systemPink", systemPink), ("systemPurple", systemPurple),
        ("systemRed", systemRed), ("systemTeal", systemTeal), ("systemYellow", systemYellow),
        ("systemGray", systemGray), ("systemGray2", systemGray2), ("systemGray3", systemGray3),
        ("systemGray4", systemGray4), ("systemGray5", systemGray5), ("systemGray6", systemGray6),
        ("label", label), ("secondaryLabel", secondaryLabel), ("systemBackground", systemBackground),
        ("secondarySystemBackground", secondarySystemBackground),
    ]

    /// The named color called `name` (case-sensitive, as in Swift), or `nil`.
    public static func named(_ name: String) -> TabBarColor? {
        // The names alone (scanning the pairs copies each color), lengths first: most names differ from the one
        // asked for in length, which is cheaper to compare than the strings.
        let length = name.utf8.count
        for (index, candidate) in namedNames.enumerated() where candidate.utf8.count == length && candidate == name {
            return namedColors[index]
        }
        return nil
    }

    /// The names of ``named``, in order.
    private static let namedNames = named.map(\.name)

    /// The colors of ``named``, in order.
    private static let namedColors = named.map(\.color)
}
