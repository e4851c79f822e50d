import TabSpecRuntime

/// `static let configuration`: a `TabBarConfiguration(…)` call holding every resolved value. Non-optional
/// values are always written (the file keeps its meaning if a later runtime changes a default); optional
/// ones only when set.
extension SwiftEmitter {
    /// `TabBarConfiguration(kind: …, …, items: […], initialIndex: …)`.
    static func configurationExpression(_ configuration: TabBarConfiguration, names: SwiftTypeNames) -> SwiftExpression {
        var arguments = [
            SwiftArgument("kind", .implicitMember(configuration.kind.rawValue)),
            SwiftArgument("itemPositioning", .implicitMember(configuration.itemPositioning.rawValue)),
        ]
        arguments.append(optional: "itemWidth", configuration.itemWidth.map(SwiftExpression.number))
        arguments.append(optional: "itemSpacing", configuration.itemSpacing.map(SwiftExpression.number))
        arguments.append(optional: "height", configuration.height.map(SwiftExpression.number))
        arguments.append(SwiftArgument("padding", insetsExpression(configuration.padding, names: names)))
        arguments.append(SwiftArgument("iconSize", .number(configuration.iconSize)))
        arguments.append(SwiftArgument("titleFont", .call(.identifier(names.configurationFont), [
            SwiftArgument("weight", .implicitMember(configuration.titleFont.weight.rawValue)),
            SwiftArgument("size", .number(configuration.titleFont.size)),
        ])))
        arguments.append(SwiftArgument("titleSpacing", .number(configuration.titleSpacing)))
        arguments.append(SwiftArgument("isTranslucent", .boolean(configuration.isTranslucent)))
        arguments.append(SwiftArgument("isSwipeEnabled", .boolean(configuration.isSwipeEnabled)))
        arguments.append(optional: "selectionAnimation", configuration.selectionAnimation.map { animation in
            .call(.identifier(names.configurationAnimation), [
                SwiftArgument("curve", .implicitMember(animation.curve.rawValue)),
                SwiftArgument("duration", .number(animation.duration)),
            ])
        })
        arguments.append(optional: "backgroundImageHeight", configuration.backgroundImageHeight.map(SwiftExpression.number))
        arguments.append(optional: "hideOnScroll", configuration.hideOnScroll.map { hide in
            .call(.identifier(names.configurationHideOnScroll), [
                SwiftArgument("threshold", .number(hide.threshold)),
                SwiftArgument("duration", .number(hide.duration)),
            ])
        })
        arguments.append(optional: "indicator", configuration.indicator.map { indicatorExpression($0, names: names) })
        arguments.append(SwiftArgument("colors", colorsExpression(configuration.colors, names: names)))
        arguments.append(SwiftArgument("items", .array(configuration.items.map { itemExpression($0, names: names) })))
        arguments.append(SwiftArgument("initialIndex", .integer(configuration.initialIndex)))
        return .call(.identifier(names.configuration), arguments)
    }

    /// `.zero` or `EdgeInsets(top: …, leading: …, bottom: …, trailing: …)`.
    static func insetsExpression(_ insets: EdgeInsets, names: SwiftTypeNames) -> SwiftExpression {
        if insets == .zero { return .implicitMember("zero") }
        return .call(.identifier(names.edgeInsets), [
            SwiftArgument("top", .number(insets.top)),
            SwiftArgument("leading", .number(insets.leading)),
            SwiftArgument("bottom", .number(insets.bottom)),
            SwiftArgument("trailing", .number(insets.trailing)),
        ])
    }

    /// `TabBarConfiguration.Indicator(shape: …, …)`.
    static func indicatorExpression(_ indicator: TabBarConfiguration.Indicator, names: SwiftTypeNames) -> SwiftExpression {
        var arguments = [SwiftArgument("shape", .implicitMember(indicator.shape.rawValue))]
        arguments.append(optional: "width", indicator.width.map(SwiftExpression.number))
        arguments.append(optional: "height", indicator.height.map(SwiftExpression.number))
        arguments.append(optional: "color", indicator.color.map { colorExpression($0, names: names) })
        arguments.append(SwiftArgument("alignment", .implicitMember(indicator.alignment.rawValue)))
        arguments.append(SwiftArgument("offset", .number(indicator.offset)))
        arguments.append(optional: "verticalAlignment", indicator.verticalAlignment.map { .implicitMember($0.rawValue) })
        return .call(.identifier(names.configurationIndicator), arguments)
    }

    /// `TabBarConfiguration.Colors(tint: …, …)`: the four colors that always have a value, then the set ones.
    static func colorsExpression(_ colors: TabBarConfiguration.Colors, names: SwiftTypeNames) -> SwiftExpression {
        var arguments = [
            SwiftArgument("tint", colorExpression(colors.tint, names: names)),
            SwiftArgument("unselectedItemTint", colorExpression(colors.unselectedItemTint, names: names)),
            SwiftArgument("barTint", colorExpression(colors.barTint, names: names)),
            SwiftArgument("background", colorExpression(colors.background, names: names)),
        ]
        arguments.append(optional: "title", colors.title.map { colorExpression($0, names: names) })
        arguments.append(optional: "selectedItemBackground", colors.selectedItemBackground.map { colorExpression($0, names: names) })
        arguments.append(optional: "itemBackground", colors.itemBackground.map { colorExpression($0, names: names) })
        return .call(.identifier(names.configurationColors), arguments)
    }

    /// `TabBarConfiguration.Item(id: "home", symbolName: "house", …)`: the spec's own values, unresolved
    /// (`nil` selected symbol and label keep their runtime fallbacks).
    static func itemExpression(_ item: TabBarConfiguration.Item, names: SwiftTypeNames) -> SwiftExpression {
        var arguments = [SwiftArgument("id", .string(item.id))]
        arguments.append(optional: "symbolName", item.symbolName.map(SwiftExpression.string))
        arguments.append(optional: "selectedSymbolName", item.selectedSymbolName.map(SwiftExpression.string))
        arguments.append(optional: "title", item.title.map(SwiftExpression.string))
        arguments.append(optional: "accessibilityLabel", item.accessibilityLabel.map(SwiftExpression.string))
        return .call(.identifier(names.configurationItem), arguments)
    }
}

extension [SwiftArgument] {
    /// Appends `label: value` when `value` is set.
    mutating func append(optional label: String, _ value: SwiftExpression?) {
        if let value { append(SwiftArgument(label, value)) }
    }
}
