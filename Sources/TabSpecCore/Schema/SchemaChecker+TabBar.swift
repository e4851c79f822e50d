/// `tabbar NAME { … }`: the tab bar's keys, its tabs and nested blocks, and the checks that need several
/// keys at once (padding on system bars, custom centered without `itemWidth`, content height).
extension SchemaChecker {
    /// A tab bar's properties and blocks, first occurrences only (duplicates are reported when collected).
    struct CollectedEntries {
        var properties = KeyedEntries<SyntaxProperty>()
        var blocks = KeyedEntries<SyntaxBlock>()
        var tabs: [SyntaxBlock] = []
    }

    /// Sorts a block's entries into known properties and blocks, reporting unknown and duplicate ones.
    mutating func collect(_ block: SyntaxBlock, keyword: String, blocks allowedBlocks: [String]) -> CollectedEntries {
        var collected = CollectedEntries()
        collected.properties = KeyedEntries(capacity: block.entries.count)
        let keys = Schema.keys(of: keyword)
        for entry in block.entries {
            switch entry {
            case let .property(property):
                let key = property.key.text
                guard keys.containsName(key) else {
                    reportUnknownKey(property, in: keyword, blocks: allowedBlocks)
                    continue
                }
                if let first = collected.properties[key] {
                    report(.duplicateKey(key, in: keyword, at: property.key.range, first: first.key.range))
                    continue
                }
                collected.properties.insert(property, for: key)
            case let .block(nested):
                let name = nested.keyword.text
                guard allowedBlocks.containsName(name) else {
                    reportUnknownBlock(nested, context: "in '\(keyword)'", candidates: allowedBlocks, keysOf: keyword)
                    continue
                }
                if name == "tab" {
                    collected.tabs.append(nested)
                } else if let first = collected.blocks[name] {
                    report(.duplicateBlock(name, in: keyword, at: nested.keyword.range, first: first.keyword.range))
                } else {
                    collected.blocks.insert(nested, for: name)
                }
            }
        }
        return collected
    }

    /// Records where a block's keys are, as `KEY` or, inside a nested block, `PREFIX.KEY`.
    func record(_ entries: CollectedEntries, prefix: String?, into properties: inout SpecProperties) {
        for (key, property) in zip(entries.properties.keys, entries.properties.values) {
            let path = prefix.map { Schema.keyPath($0, key) } ?? key
            properties.append(SpecProperty(keyRange: property.key.range, valueRange: property.valuesRange), for: path)
        }
    }

    /// Checks one `tabbar` block; `nil` only when it has no usable name.
    mutating func checkTabBar(_ block: SyntaxBlock) -> TabBarSpec? {
        let errorsBefore = diagnostics.count
        let name = block.name?.text ?? ""
        let nameRange = block.name?.range ?? block.keyword.range
        if block.name == nil {
            report(.missingBlockName("tabbar", example: "tabbar Tab { … }", at: SourceRange(at: block.keyword.range.end)))
        } else if SwiftIdentifier.reservedTypeNames.contains(name) {
            report(.invalidIdentifier("tab bar name '\(name)' is reserved in Swift and cannot name the generated enum",
                                      suggestion: name + "Tab", at: nameRange, original: name))
        } else if !SwiftIdentifier.isUpperCamelCase(name) {
            let suggestion = SwiftIdentifier.upperCamelCase(name)
            report(.invalidIdentifier("tab bar name '\(name)' must be an UpperCamelCase Swift identifier (it names the generated enum)",
                                      suggestion: SwiftIdentifier.isUpperCamelCase(suggestion) ? suggestion : nil,
                                      at: nameRange, original: name))
        }
        let entries = collect(block, keyword: "tabbar", blocks: Schema.tabBarBlocks)
        var properties = SpecProperties(capacity: entries.properties.count + entries.blocks.count
            + (entries.blocks["indicator"]?.entries.count ?? 0) + (entries.blocks["hideOnScroll"]?.entries.count ?? 0))
        record(entries, prefix: nil, into: &properties)
        for (key, nested) in zip(entries.blocks.keys, entries.blocks.values) {
            properties.append(SpecProperty(keyRange: nested.keyword.range, valueRange: nested.range), for: key)
        }

        var configuration = TabBarConfiguration()
        readScalars(entries.properties, into: &configuration)
        readColors(entries.properties, into: &configuration.colors)
        if let indicator = entries.blocks["indicator"] {
            configuration.indicator = checkIndicator(indicator, properties: &properties)
        }
        if let hide = entries.blocks["hideOnScroll"] {
            configuration.hideOnScroll = checkHideOnScroll(hide, properties: &properties)
        }

        var tabs: [TabSpec] = []
        tabs.reserveCapacity(entries.tabs.count)
        configuration.items.reserveCapacity(entries.tabs.count)
        // A bar has a handful of tabs: a linear scan finds duplicates fastest; a dictionary keeps huge bars linear.
        let manyTabs = entries.tabs.count > 16
        var seenFew = KeyedEntries<TabSpec>()
        var seenMany: [String: TabSpec] = [:]
        for tabBlock in entries.tabs {
            guard let (tab, item) = checkTab(tabBlock) else { continue }
            let caseName = SwiftIdentifier.caseName(for: tab.id)
            if let first = manyTabs ? seenMany[caseName] : seenFew[caseName] {
                report(.duplicateTab(tab.id, firstID: first.id, at: tab.idRange, first: first.idRange))
                continue
            }
            if manyTabs { seenMany[caseName] = tab } else { seenFew.insert(tab, for: caseName) }
            tabs.append(tab)
            configuration.items.append(item)
        }
        if entries.tabs.isEmpty {
            report(.emptyTabBar(name, at: nameRange))
        }
        if let initial = entries.properties["initial"], let index = initialIndex(initial, tabs: tabs) {
            configuration.initialIndex = index
        }
        checkKindDependentKeys(entries.properties, configuration: configuration)
        guard block.name != nil else { return nil }
        return TabBarSpec(name: name, nameRange: nameRange, range: block.range, configuration: configuration, tabs: tabs,
                          properties: properties, hasErrors: diagnostics.count > errorsBefore)
    }

    /// The tab bar's non-color keys, in language.md's order.
    private mutating func readScalars(_ properties: KeyedEntries<SyntaxProperty>, into configuration: inout TabBarConfiguration) {
        if let property = properties["kind"], let kind = keyword(property, as: TabBarConfiguration.Kind.self) {
            configuration.kind = kind
        }
        if let property = properties["itemPositioning"], let value = keyword(property, as: TabBarConfiguration.ItemPositioning.self) {
            configuration.itemPositioning = value
        }
        if let property = properties["itemWidth"] { configuration.itemWidth = number(property, bound: .positive) }
        if let property = properties["itemSpacing"] { configuration.itemSpacing = number(property, bound: .nonNegative) }
        if let property = properties["height"] { configuration.height = number(property, bound: .positive) }
        if let property = properties["padding"], let value = padding(property) { configuration.padding = value }
        if let property = properties["iconSize"], let value = number(property, bound: .positive) { configuration.iconSize = value }
        if let property = properties["titleFont"], let value = font(property) { configuration.titleFont = value }
        if let property = properties["titleSpacing"], let value = number(property, bound: .nonNegative) {
            configuration.titleSpacing = value
        }
        if let property = properties["translucent"], let value = bool(property) { configuration.isTranslucent = value }
        if let property = properties["swipe"], let value = bool(property) { configuration.isSwipeEnabled = value }
        if let property = properties["selectionAnimation"] { configuration.selectionAnimation = animation(property) }
        if let property = properties["backgroundImageHeight"] {
            configuration.backgroundImageHeight = number(property, bound: .nonNegative)
        }
    }

    /// The tab bar's color keys.
    private mutating func readColors(_ properties: KeyedEntries<SyntaxProperty>, into colors: inout TabBarConfiguration.Colors) {
        for key in Schema.colorKeys {
            guard let property = properties[key], let value = color(property) else { continue }
            switch key {
            case "tintColor": colors.tint = value
            case "unselectedItemTintColor": colors.unselectedItemTint = value
            case "barTintColor": colors.barTint = value
            case "backgroundColor": colors.background = value
            case "titleColor": colors.title = value
            case "selectedItemBackgroundColor": colors.selectedItemBackground = value
            default: colors.itemBackground = value
            }
        }
    }

    /// `initial: tabID` — the index of the tab, or `unknown-tab` with did-you-mean.
    private mutating func initialIndex(_ property: SyntaxProperty, tabs: [TabSpec]) -> Int? {
        guard let value = single(property, expected: "one tab id") else { return nil }
        let id: String
        switch value.kind {
        case let .identifier(name):
            id = name
        case let .string(string):
            let fixIts: [FixIt] = tabs.contains { $0.id == string } ? [.replace(value.range, with: string, original: text(value.range))] : []
            report(.invalidValue("initial", expected: "a tab id without quotes", found: describe(value), at: value.range, fixIts: fixIts))
            return nil
        default:
            report(.invalidValue("initial", expected: "a tab id", found: describe(value), at: value.range))
            return nil
        }
        if let index = tabs.firstIndex(where: { $0.id == id }) { return index }
        report(.unknownTab(id, key: "initial", suggestions: EditDistance.suggestions(for: id, among: tabs.map(\.id)), at: value.range))
        return nil
    }

    /// Checks that need the resolved kind: `padding` is custom-only; a custom centered bar needs `itemWidth`;
    /// a custom bar's padding must leave content height.
    private mutating func checkKindDependentKeys(_ properties: KeyedEntries<SyntaxProperty>, configuration: TabBarConfiguration) {
        let kindRange = properties["kind"]?.valuesRange
        if configuration.kind == .system {
            if let padding = properties["padding"] {
                report(.customOnly("padding", at: padding.key.range, kindRange: kindRange))
            }
            return
        }
        if configuration.itemPositioning == .centered, properties["itemWidth"] == nil, let positioning = properties["itemPositioning"] {
            report(.missingKey("a custom bar with 'itemPositioning: centered' needs 'itemWidth'", at: positioning.valuesRange))
        }
        if let padding = properties["padding"] {
            let height = configuration.height ?? 49
            let content = height - configuration.padding.top - configuration.padding.bottom
            if content <= 0 {
                report(.noContentHeight(height: DecimalText.shortest(height), top: DecimalText.shortest(configuration.padding.top),
                                        bottom: DecimalText.shortest(configuration.padding.bottom),
                                        result: DecimalText.shortest(content), at: padding.valuesRange))
            }
        }
    }
}
