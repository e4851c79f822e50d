/// `indicator { … }` and `hideOnScroll { … }`, the optional blocks inside `tabbar`.
extension SchemaChecker {
    /// Checks an `indicator` block; records its keys as `indicator.KEY` in `properties`.
    mutating func checkIndicator(_ block: SyntaxBlock, properties: inout SpecProperties) -> TabBarConfiguration.Indicator? {
        typealias Indicator = TabBarConfiguration.Indicator
        if let name = block.name { report(.unexpectedBlockName("indicator", name: name)) }
        let entries = collect(block, keyword: "indicator", blocks: [])
        record(entries, prefix: "indicator", into: &properties)
        let values = entries.properties
        var shape: Indicator.Shape?
        if let property = values["shape"] {
            shape = keyword(property, as: Indicator.Shape.self)
        } else {
            report(.missingKey("'indicator' needs a 'shape' (\(Diagnostic.quotedList(Indicator.Shape.allCases.map(\.rawValue))))",
                               at: block.keyword.range))
        }
        var indicator = Indicator(shape: shape ?? .circle)
        if let property = values["size"], let size = number(property, bound: .positive) {
            indicator.width = size
            indicator.height = size
        }
        if let property = values["width"], let width = number(property, bound: .positive) { indicator.width = width }
        if let property = values["height"], let height = number(property, bound: .positive) { indicator.height = height }
        if let property = values["color"] { indicator.color = color(property) }
        if let property = values["alignment"], let alignment = keyword(property, as: Indicator.Alignment.self) {
            indicator.alignment = alignment
        }
        if let property = values["offset"], let offset = number(property, bound: .any) { indicator.offset = offset }
        if let property = values["verticalAlignment"] {
            indicator.verticalAlignment = keyword(property, as: Indicator.VerticalAlignment.self)
        }
        return shape == nil ? nil : indicator
    }

    /// Checks a `hideOnScroll` block; records its keys as `hideOnScroll.KEY` in `properties`.
    mutating func checkHideOnScroll(_ block: SyntaxBlock, properties: inout SpecProperties) -> TabBarConfiguration.HideOnScroll {
        if let name = block.name { report(.unexpectedBlockName("hideOnScroll", name: name)) }
        let entries = collect(block, keyword: "hideOnScroll", blocks: [])
        record(entries, prefix: "hideOnScroll", into: &properties)
        var hide = TabBarConfiguration.HideOnScroll()
        if let property = entries.properties["threshold"], let value = number(property, bound: .positive) { hide.threshold = value }
        if let property = entries.properties["duration"], let value = number(property, bound: .closed(0, 2)) { hide.duration = value }
        return hide
    }

}
