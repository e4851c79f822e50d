/// `indicator { … }` and `hideOnScroll { … }`, the optional blocks inside `tabbar`.
extension SpecChecker {
    /// Checks an `indicator` block; records its keys as `indicator.KEY` in `properties`.
    func checkIndicator(_ block: SyntaxTree.NodeIndex, properties: inout SpecProperties) -> TabBarConfiguration.Indicator? {
        typealias Indicator = TabBarConfiguration.Indicator
        reportUnexpectedName(block, keyword: "indicator")
        collect(block, as: .indicator)
        record(into: &properties, blocks: false)
        defer { slots.clear(SpecBlock.indicator.keys) }
        var shape: Indicator.Shape?
        if let node = slots[.indicatorShape] {
            if case let .keyword(index)? = read(node, as: .indicatorShape) { shape = Indicator.Shape.allCases[index] }
        } else {
            report(.missingKey("'indicator' needs a 'shape' (\(Diagnostic.quotedList(Spellings.shape.spellings)))", at: tokens.range(tree.token(block))))
        }
        var indicator = Indicator(shape: shape ?? .circle)
        for key in SpecBlock.indicator.keys where key != .indicatorShape {
            guard let node = slots[key], let value = read(node, as: key) else { continue }
            switch (key, value) {
            case let (.indicatorSize, .number(size)):
                indicator.width = size
                indicator.height = size
            case let (.indicatorWidth, .number(width)): indicator.width = width
            case let (.indicatorHeight, .number(height)): indicator.height = height
            case let (.indicatorColor, .color(color)): indicator.color = color
            case let (.indicatorAlignment, .keyword(index)): indicator.alignment = Indicator.Alignment.allCases[index]
            case let (.indicatorOffset, .number(offset)): indicator.offset = offset
            case let (.indicatorVerticalAlignment, .keyword(index)): indicator.verticalAlignment = Indicator.VerticalAlignment.allCases[index]
            default: break
            }
        }
        return shape == nil ? nil : indicator
    }

    /// Checks a `hideOnScroll` block; records its keys as `hideOnScroll.KEY` in `properties`.
    func checkHideOnScroll(_ block: SyntaxTree.NodeIndex, properties: inout SpecProperties) -> TabBarConfiguration.HideOnScroll {
        reportUnexpectedName(block, keyword: "hideOnScroll")
        collect(block, as: .hideOnScroll)
        record(into: &properties, blocks: false)
        defer { slots.clear(SpecBlock.hideOnScroll.keys) }
        var hide = TabBarConfiguration.HideOnScroll()
        if let node = slots[.hideOnScrollThreshold], case let .number(threshold)? = read(node, as: .hideOnScrollThreshold) {
            hide.threshold = threshold
        }
        if let node = slots[.hideOnScrollDuration], case let .number(duration)? = read(node, as: .hideOnScrollDuration) {
            hide.duration = duration
        }
        return hide
    }
}
