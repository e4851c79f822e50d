/// `tabbar NAME { … }`: the tab bar's keys, its tabs and nested blocks, and the checks that need several
/// keys at once (padding on system bars, custom centered without `itemWidth`, content height).
extension SpecChecker {
    /// Sorts a block's entries into its known keys and nested blocks (``slots``, ``order``) and its tabs
    /// (``tabNodes``), reporting unknown and duplicate ones.
    func collect(_ block: SyntaxTree.NodeIndex, as kind: SpecBlock) {
        order.removeAll(keepingCapacity: true)
        for entry in tree.entries(of: block) {
            switch tree.kind(entry) {
            case .property:
                let keyToken = tree.key(entry)
                guard let key = kind.key(keyToken, in: tokens) else {
                    reportUnknownKey(entry, in: kind)
                    continue
                }
                if let first = slots[key] {
                    report(.duplicateKey(key.name, in: kind.rawValue, at: tokens.range(keyToken), first: tokens.range(tree.key(first))))
                    continue
                }
                slots.set(key, entry)
                order.append(key)
            case .block:
                let keyword = tree.token(entry)
                guard let nested = SpecBlock.named(keyword, in: tokens), kind.blocks.contains(nested) else {
                    reportUnknownBlock(entry, context: "in '\(kind.rawValue)'", candidates: kind.blocks.map(\.rawValue), keysOf: kind)
                    continue
                }
                // Tabs and (v1.3) sections, in spec order: a bar's sections flatten into its tabs.
                guard nested != .tab, nested != .section else {
                    tabNodes.append(entry)
                    continue
                }
                guard nested != .theme else {
                    themeNodes.append(entry)
                    continue
                }
                guard let key = nested.recordedKey else { continue }
                if let first = slots[key] {
                    report(.duplicateBlock(nested.rawValue, in: kind.rawValue, at: tokens.range(keyword), first: tokens.range(tree.token(first))))
                } else {
                    slots.set(key, entry)
                    order.append(key)
                }
            case .root, .unexpected:
                break
            }
        }
    }

    /// Records where the keys just collected (``order``) are; a nested block under its keyword, with its range.
    func record(into properties: inout SpecProperties, blocks: Bool) {
        for key in order where key.isBlock == blocks {
            guard let node = slots[key] else { continue }
            let property = blocks
                ? SpecProperty(keyRange: tokens.range(tree.token(node)), valueRange: tree.range(node))
                : SpecProperty(keyRange: tokens.range(tree.key(node)), valueRange: tree.valuesRange(node))
            properties.append(property, for: key)
        }
    }

    /// Checks one `tabbar` block; `nil` only when it has no name.
    func checkTabBar(_ block: SyntaxTree.NodeIndex) -> TabBarSpec? {
        let errorsBefore = diagnostics.count
        let keyword = tree.token(block)
        let written = name(of: block)
        let name = written?.text ?? ""
        let nameRange = written?.range ?? tokens.range(keyword)
        if written == nil {
            report(.missingBlockName("tabbar", example: "tabbar Tab { … }", at: SourceRange(at: tokens.end(keyword))))
        } else {
            checkTabBarName(name, at: nameRange, block: block)
        }
        tabNodes.removeAll(keepingCapacity: true)
        themeNodes.removeAll(keepingCapacity: true)
        collect(block, as: .tabbar)
        let themeBlocks = themeNodes
        let indicator = slots[.indicator]
        let hideOnScroll = slots[.hideOnScroll]
        let localizationBlock = slots[.localization]
        let badgeBlock = slots[.badge]
        let classicBlock = slots[.classic]
        let nestedCount = [indicator, hideOnScroll, localizationBlock, badgeBlock, classicBlock].reduce(0) { count, block in
            count + (block.map { tree.entries(of: $0).reduce(0) { count, _ in count + 1 } } ?? 0)
        }
        var properties = SpecProperties(capacity: order.count + nestedCount)
        record(into: &properties, blocks: false)
        record(into: &properties, blocks: true)

        var configuration = TabBarConfiguration()
        for key in SpecChecker.scalarKeys {
            guard let node = slots[key], let value = read(node, as: key) else { continue }
            configuration.apply(value, for: key)
        }
        if let indicator { configuration.indicator = checkIndicator(indicator, properties: &properties) }
        if let hideOnScroll { configuration.hideOnScroll = checkHideOnScroll(hideOnScroll, properties: &properties) }
        let localization = localizationBlock.map { checkLocalization($0, properties: &properties) }
        if let badgeBlock { configuration.badge = checkBadge(badgeBlock, properties: &properties) }
        if let classicBlock { configuration.classic = checkClassic(classicBlock, properties: &properties) }

        let writtenSections = expandSections(tabBar: name)
        let tabBlocks = tabNodes
        var tabs: [TabSpec] = []
        tabs.reserveCapacity(tabBlocks.count)
        configuration.items.reserveCapacity(tabBlocks.count)
        // A bar has a handful of tabs: a linear scan finds duplicates fastest; a dictionary keeps huge bars linear.
        let manyTabs = tabBlocks.count > 16
        var seenMany: [String: Int] = [:]
        var caseNames: [String] = []
        var writtenKeys: [WrittenLocalizationKey] = []
        var searchTab: Int?
        var prominentTab: Int?
        for (position, tabBlock) in tabBlocks.enumerated() {
            guard let (tab, checkedItem, caseName, keys) = checkTab(tabBlock, position: position, tabBar: name) else { continue }
            var item = checkedItem
            if let first = manyTabs ? seenMany[caseName] : caseNames.firstIndex(of: caseName) {
                report(.duplicateTab(tab.id, firstID: tabs[first].id, at: tab.idRange, first: tabs[first].idRange))
                continue
            }
            if item.isSearch {
                if let first = searchTab {
                    // A bar has at most one search tab (language.md v1.2): the first keeps the role.
                    report(.secondSearchTab(tab.id, firstID: tabs[first].id, at: tab.range(of: .role), first: tabs[first].range(of: .role)))
                    item.isSearch = false
                } else {
                    searchTab = tabs.count
                }
            }
            if item.isProminent {
                if let first = prominentTab {
                    // At most one tab per bar receives the prominent treatment (layout.md v1.3): the first keeps it.
                    report(.secondProminentTab(tab.id, firstID: tabs[first].id, at: tab.range(of: .prominent),
                                               first: tabs[first].range(of: .prominent)))
                    item.isProminent = false
                } else {
                    prominentTab = tabs.count
                }
            }
            if manyTabs { seenMany[caseName] = tabs.count }
            caseNames.append(caseName)
            for (role, key) in keys { writtenKeys.append(WrittenLocalizationKey(tab: tabs.count, role: role, key: key)) }
            tabs.append(tab)
            configuration.items.append(item)
        }
        if tabBlocks.isEmpty {
            report(.emptyTabBar(Diagnostic.excerpt(name), at: nameRange))
        }
        let sections = resolveSections(writtenSections, tabs: tabs, configuration: &configuration)
        checkActions(configuration: &configuration, tabs: tabs, name: name)
        checkKindDependentKeys(configuration: configuration)
        slots.clear(SpecBlock.tabbar.keys)
        slots.clear([.indicator, .hideOnScroll, .localization, .badge, .classic])
        let themes = checkThemes(themeBlocks)
        guard written != nil else { return nil }
        return TabBarSpec(name: name, nameRange: nameRange, range: tree.range(block), configuration: configuration, tabs: tabs,
                          properties: properties, hasErrors: diagnostics.count > errorsBefore, localization: localization,
                          writtenKeys: writtenKeys, themes: themes, sections: sections)
    }

    /// The tab bar's keys read into its configuration, in language.md's order (`initial` is read once the
    /// tabs are known).
    private static let scalarKeys: [SpecKey] = SpecBlock.tabbar.keys.filter { $0 != .initial }

    /// A tab bar name must be an UpperCamelCase Swift identifier that Swift does not reserve.
    private func checkTabBarName(_ name: String, at range: SourceRange, block: SyntaxTree.NodeIndex) {
        var shown: String { Diagnostic.excerpt(name) }
        if SwiftIdentifier.reservedTypeNames.contains(name) {
            report(.invalidIdentifier("tab bar name '\(shown)' is reserved in Swift and cannot name the generated enum",
                                      suggestion: name + "Tab", at: range, original: shown))
        } else if !SwiftIdentifier.isUpperCamelCase(name) {
            let suggestion = SwiftIdentifier.upperCamelCase(name)
            report(.invalidIdentifier("tab bar name '\(shown)' must be an UpperCamelCase Swift identifier (it names the generated enum)",
                                      suggestion: SwiftIdentifier.isUpperCamelCase(suggestion) ? suggestion : nil,
                                      at: range, original: shown))
        } else {
            return
        }
        explain(tree.nameTokens(block))
    }

    /// The initial tab and the action tabs (v1.3): `initial` may not name an action tab (`invalid-value`);
    /// without a usable `initial`, the first tab that is not an action is initial; a bar whose every tab is an
    /// action is `invalid-value` at the last tab's `role`.
    private func checkActions(configuration: inout TabBarConfiguration, tabs: [TabSpec], name: String) {
        let items = configuration.items
        if let initial = slots[.initial], let index = initialIndex(initial, tabs: tabs) {
            if items[index].isAction, let value = tree.values(initial).first {
                report(.initialAction(Diagnostic.excerpt(tabs[index].id), at: tokens.range(value), role: tabs[index].range(of: .role)))
            } else {
                configuration.initialIndex = index
                return
            }
        }
        guard let firstSelectable = items.firstIndex(where: { !$0.isAction }) else {
            if let last = tabs.last { report(.onlyActionTabs(Diagnostic.excerpt(name), at: last.range(of: .role))) }
            return
        }
        configuration.initialIndex = firstSelectable
    }

    /// `initial: tabID` — the index of the tab, or `unknown-tab` with did-you-mean.
    private func initialIndex(_ property: SyntaxTree.NodeIndex, tabs: [TabSpec]) -> Int? {
        guard let value = single(property, expected: "one tab id") else { return nil }
        let id: String
        switch tokens.kind(value) {
        case .identifier:
            id = tokens.text(value)
        case .string:
            let string = tokens.string(value)
            let fixIts: [FixIt] = tabs.contains { $0.id == string } ? [.replace(tokens.range(value), with: string, original: quoted(value))] : []
            report(.invalidValue("initial", expected: "a tab id without quotes", found: describe(value), at: tokens.range(value), fixIts: fixIts))
            return nil
        default:
            report(.invalidValue("initial", expected: "a tab id", found: describe(value), at: tokens.range(value)))
            return nil
        }
        if let index = tabs.firstIndex(where: { $0.id == id }) { return index }
        report(.unknownTab(Diagnostic.excerpt(id), key: "initial", suggestions: Suggestion.names(for: id, among: tabs.map(\.id)),
                           at: tokens.range(value)))
        return nil
    }

    /// Checks that need the resolved kind: `padding` is custom-only; a custom centered bar needs `itemWidth`;
    /// a custom bar's padding must leave content height.
    private func checkKindDependentKeys(configuration: TabBarConfiguration) {
        let kindRange = slots[.kind].map(tree.valuesRange)
        if configuration.kind == .system {
            if let padding = slots[.padding] {
                report(.customOnly("padding", at: tokens.range(tree.key(padding)), kindRange: kindRange))
            }
            return
        }
        if configuration.itemPositioning == .centered, slots[.itemWidth] == nil, let positioning = slots[.itemPositioning] {
            report(.missingKey("a custom bar with 'itemPositioning: centered' needs 'itemWidth'", at: tree.valuesRange(positioning)))
        }
        if let padding = slots[.padding] {
            let height = configuration.height ?? 49
            let content = height - configuration.padding.top - configuration.padding.bottom
            if content <= 0 {
                report(.noContentHeight(height: DecimalText.shortest(height), top: DecimalText.shortest(configuration.padding.top),
                                        bottom: DecimalText.shortest(configuration.padding.bottom),
                                        result: DecimalText.shortest(content), at: tree.valuesRange(padding)))
            }
        }
    }
}
