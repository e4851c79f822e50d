import TabSpecRuntime

/// What hovering over a place of a document shows (LSP's `Hover`): text, and the range it is about.
package struct EditorHover: Sendable, Hashable {
    /// The text shown (markdown when asked for).
    package var text: String
    /// The range of the word or value the text is about.
    package var range: EditorRange
}

extension EditorAnalysis {
    /// `textDocument/hover` at `position`: a block keyword's or a key's reference text; a tab id's or its
    /// symbol's frames on the configured devices and the symbol's availability; a color value's light and dark
    /// values and its contrast against the bar's effective color. In a configuration file: its blocks' and
    /// keys' reference text. `nil` elsewhere.
    package func hover(at position: EditorPosition, in encoding: PositionEncoding, markdown: Bool) -> EditorHover? {
        let offset = text.offset(of: position, in: encoding)
        func covers(_ range: SourceRange) -> Bool { range.start <= offset && offset <= range.end }
        guard kind == .spec else { return configurationHover(covering: covers, in: encoding, markdown: markdown) }
        if let hover = blockKeywordHover(covering: covers, in: encoding, markdown: markdown) { return hover }
        let bar = document.tabBars.first { covers($0.range) }
        if let bar, let tab = bar.tabs.first(where: { covers($0.idRange) }) {
            return EditorHover(text: tabText(tab, in: bar, markdown: markdown), range: text.range(of: tab.idRange, in: encoding))
        }
        for entry in specProperties() {
            let keyRange = tree.tokens.range(tree.key(entry.property))
            if covers(keyRange), let key = entry.specKey {
                return EditorHover(text: KeyReference(key).text(markdown: markdown), range: text.range(of: keyRange, in: encoding))
            }
            let valuesRange = tree.valuesRange(entry.property)
            guard covers(valuesRange), !tree.values(entry.property).isEmpty else { continue }
            let range = text.range(of: valuesRange, in: encoding)
            if entry.holdsColor {
                let checker = SpecChecker(tree: tree)
                _ = checker.checkFile()
                guard let color = checker.color(entry.property, key: entry.key) else { return nil }
                return EditorHover(text: colorText(color, bar: entry.block == .palette ? nil : bar, markdown: markdown), range: range)
            }
            if entry.block == .tab, entry.specKey == .symbol || entry.specKey == .selectedSymbol,
               let bar, let tab = bar.tabs.first(where: { covers($0.range) }) {
                return EditorHover(text: tabText(tab, in: bar, markdown: markdown), range: range)
            }
        }
        return nil
    }

    /// The reference text of the spec block keyword (`tabbar`, `tab`, `indicator`, `palette`, `compile`, …) that
    /// `covers` accepts, looking only inside the blocks that hold the cursor.
    private func blockKeywordHover(covering covers: (SourceRange) -> Bool, in encoding: PositionEncoding,
                                   markdown: Bool) -> EditorHover? {
        var parent = SyntaxTree.root
        var parentKeyword: String?
        descend: while true {
            for entry in tree.entries(of: parent) where tree.kind(entry) == .block {
                let keyword = tree.token(entry)
                if covers(tree.tokens.range(keyword)) {
                    return SpecBlock.named(keyword, in: tree.tokens).map {
                        EditorHover(text: KeyReference(block: $0, in: parentKeyword).text(markdown: markdown),
                                    range: text.range(of: tree.tokens.range(keyword), in: encoding))
                    }
                }
                guard covers(tree.range(entry)) else { continue }
                parent = entry
                parentKeyword = tree.tokens.text(keyword)
                continue descend
            }
            return nil
        }
    }

    /// The reference text of the configuration block keyword or key that `covers` accepts.
    private func configurationHover(covering covers: (SourceRange) -> Bool, in encoding: PositionEncoding,
                                    markdown: Bool) -> EditorHover? {
        for block in tree.entries(of: SyntaxTree.root) where tree.kind(block) == .block {
            let keyword = tree.tokens.text(tree.token(block))
            let keywordRange = tree.tokens.range(tree.token(block))
            if covers(keywordRange) {
                return ConfigurationSchema.reference(ofBlock: keyword).map {
                    EditorHover(text: $0.text(markdown: markdown), range: text.range(of: keywordRange, in: encoding))
                }
            }
            for property in tree.entries(of: block) where tree.kind(property) == .property {
                let keyRange = tree.tokens.range(tree.key(property))
                guard covers(keyRange) else { continue }
                return ConfigurationSchema.reference(ofKey: tree.tokens.text(tree.key(property)), in: keyword).map {
                    EditorHover(text: $0.text(markdown: markdown), range: text.range(of: keyRange, in: encoding))
                }
            }
            for nested in tree.entries(of: block) where tree.kind(nested) == .block && covers(tree.range(nested)) {
                return nestedConfigurationHover(nested, in: keyword, covering: covers, encoding: encoding, markdown: markdown)
            }
        }
        return nil
    }

    /// The reference text of a spec block written inside a configuration block (`compile { localization { … } }`)
    /// — its keyword or one of its keys — from the spec's key tables, which the configuration reads it with.
    private func nestedConfigurationHover(_ nested: SyntaxTree.NodeIndex, in parentKeyword: String, covering covers: (SourceRange) -> Bool,
                                          encoding: PositionEncoding, markdown: Bool) -> EditorHover? {
        let keyword = tree.token(nested)
        guard let block = SpecBlock.named(keyword, in: tree.tokens) else { return nil }
        if covers(tree.tokens.range(keyword)) {
            return EditorHover(text: KeyReference(block: block, in: parentKeyword).text(markdown: markdown),
                               range: text.range(of: tree.tokens.range(keyword), in: encoding))
        }
        for property in tree.entries(of: nested) where tree.kind(property) == .property {
            let keyRange = tree.tokens.range(tree.key(property))
            guard covers(keyRange) else { continue }
            return block.key(tree.key(property), in: tree.tokens).map {
                EditorHover(text: KeyReference($0).text(markdown: markdown), range: text.range(of: keyRange, in: encoding))
            }
        }
        return nil
    }

    /// A color's light and dark values, and its contrast against the bar's effective color in each appearance.
    private func colorText(_ color: TabBarColor, bar: TabBarSpec?, markdown: Bool) -> String {
        var lines = ["light " + EditorAnalysis.rgba(color.light), "dark " + EditorAnalysis.rgba(color.dark)]
        if let bar {
            let ratios = [Appearance.light, .dark].map { appearance in
                let behind = AppearanceColors(bar.configuration.colors, appearance: appearance).bar
                let ratio = color.resolved(dark: appearance == .dark).composited(over: behind).contrastRatio(with: behind)
                return (appearance: appearance, ratio: ratio)
            }
            lines.append("contrast against the bar: " + AppearanceColors.describe(ratios))
        }
        return lines.joined(separator: markdown ? "\n\n" : "\n")
    }

    /// `#RRGGBBAA (r, g, b, a)` with components 0...255 and alpha 0...1.
    static func rgba(_ color: RGBAColor) -> String {
        return hex(color, alwaysAlpha: true) + " (rgba " + [color.red, color.green, color.blue].map { String(byte($0)) }.joined(separator: ", ")
            + ", " + DecimalText.geometry(color.alpha) + ")"
    }

    /// A tab's frame on the first configured device and the range of its x and width over the others (portrait),
    /// and its symbol's availability.
    private func tabText(_ tab: TabSpec, in bar: TabBarSpec, markdown: Bool) -> String {
        let code: (String) -> String = { markdown ? "`\($0)`" : "'\($0)'" }
        var lines = ["tab \(code(tab.id)) of \(code(bar.name))"]
        let devices = settings.devices.map { slugs in Device.catalog.filter { slugs.contains($0.slug) } } ?? Device.catalog
        var unmodelled = 0
        // Only what is modelled: not the iPhone Duo's inner display in portrait, nor a vertical system bar.
        let frames = devices.filter { $0.models(.portrait) }.compactMap { device -> (Device, Rect)? in
            let laidOut = LaidOutTabBar(spec: bar, environment: TabBarEnvironment(device: device, orientation: .portrait), snap: false)
            if !laidOut.layout.geometry.hasFrames { unmodelled += 1 }
            guard !laidOut.layout.notes.contains(.verticalTabBarNotModelled) else { return nil }
            // By id: a sidebar-only tab (v1.3) leaves the bar, so an item's place is not its tab's.
            guard let item = laidOut.layout.items.first(where: { $0.id == tab.id }) else { return nil }
            return (device, item.frame)
        }
        if let (device, frame) = frames.first {
            lines.append("\(device.name) (portrait): frame " + FramesEmitter.describe(frame))
            let rest = frames.dropFirst().map(\.1)
            if !rest.isEmpty {
                func span(_ values: [Double]) -> String {
                    let low = values.min() ?? 0, high = values.max() ?? 0
                    return low == high ? DecimalText.geometry(low) : DecimalText.geometry(low) + "–" + DecimalText.geometry(high)
                }
                lines.append("on \(rest.count) other devices: x \(span(rest.map(\.x))), width \(span(rest.map(\.width)))")
            }
        } else {
            lines.append("not laid out on the configured devices (it is behind More or in the sidebar only, or the bar has errors)")
        }
        if unmodelled > 0 {
            lines.append("on \(unmodelled) iPad\(unmodelled == 1 ? "" : "s"): no frames (the top tab bar of iPadOS 18 is not modelled, "
                + "or regularWidth hides the bar)")
        }
        if let symbol = tab.configurationSymbol(in: bar) {
            let table = SymbolTable.builtIn
            if let current = table.currentName(forRenamed: symbol), current != symbol {
                lines.append("symbol \(code(symbol)): renamed \(code(current))" + (table.introducedVersion(of: current).map { ", iOS \($0)" } ?? ""))
            } else if let version = table.introducedVersion(of: symbol) {
                lines.append("symbol \(code(symbol)): iOS \(version)")
            } else {
                lines.append("symbol \(code(symbol)): not an SF Symbol")
            }
        }
        return lines.joined(separator: markdown ? "\n\n" : "\n")
    }
}

extension TabSpec {
    /// The tab's resolved symbol name in its bar's configuration (`nil` for a tab without one).
    func configurationSymbol(in bar: TabBarSpec) -> String? {
        bar.configuration.items.first { $0.id == id }?.symbolName
    }
}
