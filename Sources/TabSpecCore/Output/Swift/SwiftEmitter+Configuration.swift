import TabSpecRuntime

/// `static let configuration`: a `TabBarConfiguration(…)` call holding every resolved value. Non-optional
/// values are always written (the file keeps its meaning if a later runtime changes a default); optional
/// ones only when set. The v1.3 values (apps.md) are the exception: written only when they differ from their
/// defaults, so a spec without them generates the bytes it did before.
///
/// Each call is a ``SwiftWriter/list(_:trailing:_:)`` of arguments; `trailing` is what follows a value on
/// its line when the call around it is broken: `,` (1) except after the last argument (0).
extension SwiftEmitter {
    /// `TabBarConfiguration(kind: …, …, items: […], initialIndex: …)`, ending its line.
    static func writeConfiguration(_ configuration: TabBarConfiguration, sectionTitles: LocalizedSectionTitles? = nil,
                                   shadowed: ShadowedTypes, to out: inout SwiftWriter) {
        out.type(.tabBarConfiguration, shadowed)
        out.list(.arguments, trailing: 0) { out in
            out.item("kind", member: configuration.kind.rawValue)
            out.item("itemPositioning", member: configuration.itemPositioning.rawValue)
            out.item("itemWidth", number: configuration.itemWidth)
            out.item("itemSpacing", number: configuration.itemSpacing)
            out.item("height", number: configuration.height)
            out.item("padding")
            writeInsets(configuration.padding, shadowed: shadowed, to: &out)
            out.item("iconSize", number: configuration.iconSize)
            out.item("titleFont")
            writeFont(configuration.titleFont, shadowed: shadowed, to: &out)
            out.item("titleSpacing", number: configuration.titleSpacing)
            out.item("isTranslucent")
            out.boolean(configuration.isTranslucent)
            out.item("isSwipeEnabled")
            out.boolean(configuration.isSwipeEnabled)
            if let animation = configuration.selectionAnimation {
                out.item("selectionAnimation")
                out.type(.tabBarConfiguration, shadowed, nested: ".Animation")
                out.list(.arguments, trailing: 1) { out in
                    out.item("curve", member: animation.curve.rawValue)
                    out.item("duration", number: animation.duration)
                }
            }
            out.item("backgroundImageHeight", number: configuration.backgroundImageHeight)
            if let hide = configuration.hideOnScroll {
                out.item("hideOnScroll")
                out.type(.tabBarConfiguration, shadowed, nested: ".HideOnScroll")
                out.list(.arguments, trailing: 1) { out in
                    out.item("threshold", number: hide.threshold)
                    out.item("duration", number: hide.duration)
                }
            }
            if let indicator = configuration.indicator {
                out.item("indicator")
                writeIndicator(indicator, shadowed: shadowed, to: &out)
            }
            out.item("colors")
            writeColors(configuration.colors, shadowed: shadowed, to: &out)
            writeAppSettings(configuration, to: &out)
            writeAppearance(configuration, shadowed: shadowed, to: &out)
            writeRegularWidth(configuration, sectionTitles: sectionTitles, shadowed: shadowed, to: &out)
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
            out.item("top", number: insets.top)
            out.item("leading", number: insets.leading)
            out.item("bottom", number: insets.bottom)
            out.item("trailing", number: insets.trailing)
        }
    }

    /// `TabBarConfiguration.Indicator(shape: …, …)`, followed by a comma.
    static func writeIndicator(_ indicator: TabBarConfiguration.Indicator, shadowed: ShadowedTypes, to out: inout SwiftWriter) {
        out.type(.tabBarConfiguration, shadowed, nested: ".Indicator")
        out.list(.arguments, trailing: 1) { out in
            out.item("shape", member: indicator.shape.rawValue)
            out.item("width", number: indicator.width)
            out.item("height", number: indicator.height)
            if let color = indicator.color {
                out.item("color")
                writeColor(color, trailing: 1, shadowed: shadowed, to: &out)
            }
            out.item("alignment", member: indicator.alignment.rawValue)
            out.item("offset", number: indicator.offset)
            out.item("verticalAlignment", member: indicator.verticalAlignment?.rawValue)
        }
    }

    /// `TabBarConfiguration.Colors(tint: …, …)`, followed by a comma: the four colors that always have a
    /// value, then the set ones.
    static func writeColors(_ colors: TabBarConfiguration.Colors, shadowed: ShadowedTypes, to out: inout SwiftWriter) {
        let optional: [(StaticString, TabBarColor?)] = [
            ("title", colors.title), ("selectedItemBackground", colors.selectedItemBackground),
            ("itemBackground", colors.itemBackground),
        ]
        let arguments: [(label: StaticString, color: TabBarColor)] = [
            ("tint", colors.tint), ("unselectedItemTint", colors.unselectedItemTint), ("barTint", colors.barTint),
            ("background", colors.background),
        ] + optional.compactMap { label, color in color.map { (label, $0) } }
        out.type(.tabBarConfiguration, shadowed, nested: ".Colors")
        out.list(.arguments, trailing: 1) { out in
            for (index, argument) in arguments.enumerated() {
                out.item(argument.label)
                // Nothing follows the last argument on its line.
                writeColor(argument.color, trailing: index == arguments.count - 1 ? 0 : 1, shadowed: shadowed, to: &out)
            }
        }
    }

    /// `TabBarConfiguration.Item(id: "home", symbolName: "house", …)`, followed by a comma: the spec's own
    /// values, unresolved (`nil` selected symbol, image and label keep their runtime fallbacks); `isSearch`,
    /// `isAction`, `isOptional` and `isProminent` only when `true` and the v1.3 values (`placement` too) only when set, so files
    /// without them read as before.
    static func writeItem(_ item: TabBarConfiguration.Item, shadowed: ShadowedTypes, to out: inout SwiftWriter) {
        out.type(.tabBarConfiguration, shadowed, nested: ".Item")
        out.list(.arguments, trailing: 1) { out in
            out.item("id", string: item.id)
            out.item("symbolName", string: item.symbolName)
            out.item("selectedSymbolName", string: item.selectedSymbolName)
            out.item("imageName", string: item.imageName)
            out.item("selectedImageName", string: item.selectedImageName)
            out.item("imageRendering", member: item.imageRendering?.rawValue)
            out.item("title", string: item.title)
            out.item("accessibilityLabel", string: item.accessibilityLabel)
            out.item("accessibilityHint", string: item.accessibilityHint)
            out.item("accessibilityIdentifier", string: item.accessibilityIdentifier)
            out.item("isSearch", flag: item.isSearch)
            out.item("isAction", flag: item.isAction)
            out.item("isOptional", flag: item.isOptional)
            out.item("isProminent", flag: item.isProminent)
            out.item("placement", member: item.placement == .automatic ? nil : item.placement.rawValue)
        }
    }

    /// The bar's v1.3 settings (apps.md), each only when it differs from its default, so that a spec without
    /// them generates the bytes it generated before: `imageBundle`, `imageRendering`, `reselect`,
    /// `isCustomizable`, `hasKeyboardShortcuts`, `hasBottomAccessory`.
    static func writeAppSettings(_ configuration: TabBarConfiguration, to out: inout SwiftWriter) {
        let defaults = TabBarConfiguration()
        if configuration.imageBundle != defaults.imageBundle { out.item("imageBundle", member: configuration.imageBundle.rawValue) }
        if configuration.imageRendering != defaults.imageRendering {
            out.item("imageRendering", member: configuration.imageRendering.rawValue)
        }
        if configuration.reselect != defaults.reselect { out.item("reselect", member: configuration.reselect.rawValue) }
        out.item("isCustomizable", flag: configuration.isCustomizable != defaults.isCustomizable ? configuration.isCustomizable : nil)
        out.item("hasKeyboardShortcuts",
                 flag: configuration.hasKeyboardShortcuts != defaults.hasKeyboardShortcuts ? configuration.hasKeyboardShortcuts : nil)
        out.item("hasBottomAccessory",
                 flag: configuration.hasBottomAccessory != defaults.hasBottomAccessory ? configuration.hasBottomAccessory : nil)
    }
}

extension SwiftWriter {
    /// `.name`: a case or static member of a runtime type, resolved against the expected type. The names
    /// written (`custom`, `easeInOut`, `systemBlue`, …) are runtime declarations, none of them a keyword.
    mutating func member(_ name: String) {
        write(byte: UInt8(ascii: "."))
        write(string: name)
    }

    /// `label: 12.5`; nothing for `nil` (an optional argument without a value is left out).
    mutating func item(_ label: StaticString, number value: Double?) {
        guard let value else { return }
        item(label)
        number(value)
    }

    /// `label: "text"`; nothing for `nil`.
    mutating func item(_ label: StaticString, string value: String?) {
        guard let value else { return }
        item(label)
        stringLiteral(value)
    }

    /// `label: true` for a flag that is set; nothing for `false` (the initializers' default) or `nil`.
    mutating func item(_ label: StaticString, flag value: Bool?) {
        guard let value, value else { return }
        item(label)
        boolean(true)
    }

    /// `label: .name`; nothing for `nil`.
    mutating func item(_ label: StaticString, member name: String?) {
        guard let name else { return }
        item(label)
        member(name)
    }
}
