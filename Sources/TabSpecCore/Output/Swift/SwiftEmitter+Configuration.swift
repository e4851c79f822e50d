import TabSpecRuntime

/// `static let configuration`: a `TabBarConfiguration(…)` call holding every resolved value. Non-optional
/// values are always written (the file keeps its meaning if a later runtime changes a default); optional
/// ones only when set.
///
/// Each call is a ``SwiftWriter/list(_:trailing:_:)`` of arguments; `trailing` is what follows a value on
/// its line when the call around it is broken: `,` (1) except after the last argument (0).
extension SwiftEmitter {
    /// `TabBarConfiguration(kind: …, …, items: […], initialIndex: …)`, ending its line.
    static func writeConfiguration(_ configuration: TabBarConfiguration, shadowed: ShadowedTypes, to out: inout SwiftWriter) {
        out.type(.tabBarConfiguration, shadowed)
        out.list(.arguments, trailing: 0) { out in
            out.item("kind")
            out.member(configuration.kind.rawValue)
            out.item("itemPositioning")
            out.member(configuration.itemPositioning.rawValue)
            if let width = configuration.itemWidth {
                out.item("itemWidth")
                out.number(width)
            }
            if let spacing = configuration.itemSpacing {
                out.item("itemSpacing")
                out.number(spacing)
            }
            if let height = configuration.height {
                out.item("height")
                out.number(height)
            }
            out.item("padding")
            writeInsets(configuration.padding, shadowed: shadowed, to: &out)
            out.item("iconSize")
            out.number(configuration.iconSize)
            out.item("titleFont")
            out.type(.tabBarConfiguration, shadowed)
            out.write(".Font")
            out.list(.arguments, trailing: 1) { out in
                out.item("weight")
                out.member(configuration.titleFont.weight.rawValue)
                out.item("size")
                out.number(configuration.titleFont.size)
            }
            out.item("titleSpacing")
            out.number(configuration.titleSpacing)
            out.item("isTranslucent")
            out.boolean(configuration.isTranslucent)
            out.item("isSwipeEnabled")
            out.boolean(configuration.isSwipeEnabled)
            if let animation = configuration.selectionAnimation {
                out.item("selectionAnimation")
                out.type(.tabBarConfiguration, shadowed)
                out.write(".Animation")
                out.list(.arguments, trailing: 1) { out in
                    out.item("curve")
                    out.member(animation.curve.rawValue)
                    out.item("duration")
                    out.number(animation.duration)
                }
            }
            if let height = configuration.backgroundImageHeight {
                out.item("backgroundImageHeight")
                out.number(height)
            }
            if let hide = configuration.hideOnScroll {
                out.item("hideOnScroll")
                out.type(.tabBarConfiguration, shadowed)
                out.write(".HideOnScroll")
                out.list(.arguments, trailing: 1) { out in
                    out.item("threshold")
                    out.number(hide.threshold)
                    out.item("duration")
                    out.number(hide.duration)
                }
            }
            if let indicator = configuration.indicator {
                out.item("indicator")
                writeIndicator(indicator, shadowed: shadowed, to: &out)
            }
            out.item("colors")
            writeColors(configuration.colors, shadowed: shadowed, to: &out)
            out.item("items")
            out.list(.elements, trailing: 1) { out in
                for item in configuration.items {
                    out.item()
                    writeItem(item, shadowed: shadowed, to: &out)
                }
            }
            out.item("initialIndex")
            out.integer(configuration.initialIndex)
        }
    }

    /// `.zero` or `EdgeInsets(top: …, leading: …, bottom: …, trailing: …)`, followed by a comma.
    static func writeInsets(_ insets: EdgeInsets, shadowed: ShadowedTypes, to out: inout SwiftWriter) {
        if insets == .zero { return out.member("zero") }
        out.type(.edgeInsets, shadowed)
        out.list(.arguments, trailing: 1) { out in
            out.item("top")
            out.number(insets.top)
            out.item("leading")
            out.number(insets.leading)
            out.item("bottom")
            out.number(insets.bottom)
            out.item("trailing")
            out.number(insets.trailing)
        }
    }

    /// `TabBarConfiguration.Indicator(shape: …, …)`, followed by a comma.
    static func writeIndicator(_ indicator: TabBarConfiguration.Indicator, shadowed: ShadowedTypes, to out: inout SwiftWriter) {
        out.type(.tabBarConfiguration, shadowed)
        out.write(".Indicator")
        out.list(.arguments, trailing: 1) { out in
            out.item("shape")
            out.member(indicator.shape.rawValue)
            if let width = indicator.width {
                out.item("width")
                out.number(width)
            }
            if let height = indicator.height {
                out.item("height")
                out.number(height)
            }
            if let color = indicator.color {
                out.item("color")
                writeColor(color, trailing: 1, shadowed: shadowed, to: &out)
            }
            out.item("alignment")
            out.member(indicator.alignment.rawValue)
            out.item("offset")
            out.number(indicator.offset)
            if let alignment = indicator.verticalAlignment {
                out.item("verticalAlignment")
                out.member(alignment.rawValue)
            }
        }
    }

    /// `TabBarConfiguration.Colors(tint: …, …)`, followed by a comma: the four colors that always have a
    /// value, then the set ones.
    static func writeColors(_ colors: TabBarConfiguration.Colors, shadowed: ShadowedTypes, to out: inout SwiftWriter) {
        // The last argument: `background` or the last optional color that is set (0, 1, 2).
        let last = colors.itemBackground != nil ? 2 : colors.selectedItemBackground != nil ? 1 : colors.title != nil ? 0 : nil
        /// What follows optional color `index` on its line: nothing after the last argument.
        func trailing(_ index: Int) -> Int { index == last ? 0 : 1 }
        out.type(.tabBarConfiguration, shadowed)
        out.write(".Colors")
        out.list(.arguments, trailing: 1) { out in
            out.item("tint")
            writeColor(colors.tint, trailing: 1, shadowed: shadowed, to: &out)
            out.item("unselectedItemTint")
            writeColor(colors.unselectedItemTint, trailing: 1, shadowed: shadowed, to: &out)
            out.item("barTint")
            writeColor(colors.barTint, trailing: 1, shadowed: shadowed, to: &out)
            out.item("background")
            writeColor(colors.background, trailing: last == nil ? 0 : 1, shadowed: shadowed, to: &out)
            if let title = colors.title {
                out.item("title")
                writeColor(title, trailing: trailing(0), shadowed: shadowed, to: &out)
            }
            if let background = colors.selectedItemBackground {
                out.item("selectedItemBackground")
                writeColor(background, trailing: trailing(1), shadowed: shadowed, to: &out)
            }
            if let background = colors.itemBackground {
                out.item("itemBackground")
                writeColor(background, trailing: trailing(2), shadowed: shadowed, to: &out)
            }
        }
    }

    /// `TabBarConfiguration.Item(id: "home", symbolName: "house", …)`, followed by a comma: the spec's own
    /// values, unresolved (`nil` selected symbol and label keep their runtime fallbacks).
    static func writeItem(_ item: TabBarConfiguration.Item, shadowed: ShadowedTypes, to out: inout SwiftWriter) {
        out.type(.tabBarConfiguration, shadowed)
        out.write(".Item")
        out.list(.arguments, trailing: 1) { out in
            out.item("id")
            out.stringLiteral(item.id)
            if let name = item.symbolName {
                out.item("symbolName")
                out.stringLiteral(name)
            }
            if let name = item.selectedSymbolName {
                out.item("selectedSymbolName")
                out.stringLiteral(name)
            }
            if let title = item.title {
                out.item("title")
                out.stringLiteral(title)
            }
            if let label = item.accessibilityLabel {
                out.item("accessibilityLabel")
                out.stringLiteral(label)
            }
        }
    }
}

extension SwiftWriter {
    /// `.name`: a case or static member of a runtime type, resolved against the expected type. The names
    /// written (`custom`, `easeInOut`, `systemBlue`, …) are runtime declarations, none of them a keyword.
    mutating func member(_ name: String) {
        write(byte: UInt8(ascii: "."))
        write(string: name)
    }
}
