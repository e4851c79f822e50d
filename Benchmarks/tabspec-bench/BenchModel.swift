/// The content of a generated benchmark spec as plain Codable values: the same data is written once as a
/// `.tabspec` file and once as JSON, and `JSONDecoder` decodes the JSON back into these structs.
struct BenchSpecFile: Codable, Equatable {
    /// The named colors of the file's `palette` block, in order.
    var palette: [BenchPaletteColor]
    /// The tab bars, in order.
    var tabBars: [BenchTabBar]
}

/// One `name: color` line of the palette.
struct BenchPaletteColor: Codable, Equatable {
    var name: String
    /// A hex literal as written (`#FF8800`).
    var color: String
}

/// One `tabbar NAME { … }` block: every key the generator writes, `nil` when the block leaves it out.
struct BenchTabBar: Codable, Equatable {
    var name: String
    var kind: String
    var itemPositioning: String
    var itemWidth: Double?
    var itemSpacing: Double?
    var height: Double?
    /// 1 to 4 numbers, CSS order.
    var padding: [Double]?
    var iconSize: Double?
    var titleFont: BenchFont?
    var titleSpacing: Double?
    var translucent: Bool?
    var swipe: Bool?
    var selectionAnimation: BenchAnimation?
    /// Color expressions as written (`brand3 @ 0.8 | white`).
    var tintColor: String?
    var unselectedItemTintColor: String?
    var barTintColor: String?
    var titleColor: String?
    var selectedItemBackgroundColor: String?
    var initial: String?
    var indicator: BenchIndicator?
    var hideOnScroll: BenchHideOnScroll?
    var tabs: [BenchTab]
}

/// `titleFont: [weight] size`.
struct BenchFont: Codable, Equatable {
    var weight: String?
    var size: Double
}

/// `selectionAnimation: curve duration`.
struct BenchAnimation: Codable, Equatable {
    var curve: String
    var duration: Double
}

/// `indicator { … }`.
struct BenchIndicator: Codable, Equatable {
    var shape: String
    var size: Double?
    var width: Double?
    var height: Double?
    var color: String?
    var alignment: String?
    var offset: Double?
    var verticalAlignment: String?
}

/// `hideOnScroll { … }`.
struct BenchHideOnScroll: Codable, Equatable {
    var threshold: Double?
    var duration: Double?
}

/// `tab ID { … }`.
struct BenchTab: Codable, Equatable {
    var id: String
    var symbol: String?
    var selectedSymbol: String?
    var title: String?
    var accessibilityLabel: String?
}
