import TabSpecRuntime

/// `ignored-property`: a key that has no effect.
enum IgnoredPropertyRule: LintRule {
    /// Tab bar keys that only affect titles.
    static let titleKeys: [SpecKey] = [.titleFont, .titleSpacing, .titleColor]

    static let description = RuleDescription(
        id: .ignoredProperty,
        name: "Ignored property",
        defaultSeverity: .warning,
        summary: """
            A key has no effect: 'itemWidth' with 'itemPositioning: fill', title settings ('titleFont', \
            'titleSpacing', 'titleColor') when no tab has a title, 'titleSpacing' on a system bar (UIKit places \
            the title itself), 'iconSize' when no tab has a symbol or an image, a 'selectedSymbol' equal to the tab's \
            'symbol', 'imageRendering' on a tab without an image (or on the bar when no tab has one), a \
            'selectedImage' equal to the tab's 'image', or 'prominent: true' on the search tab (iOS 27 gives the \
            search tab the prominent treatment when no other tab has it) or on a custom bar (which draws no \
            detached circle), or a theme's 'indicator { color }' on a bar without an indicator.
            """,
        rationale: """
            A key that changes nothing misleads the next reader into thinking it matters, and often hides a \
            mistake: the positioning that was meant to be 'centered', a title that was removed, a selected \
            symbol that was meant to be the filled variant. Apple documents the search tab's case itself: "When \
            there are no tabs with an explicit '.prominent' role, then a '.search' role tab may receive the \
            prominent visual treatment by default" (TabRole.prominent).
            """,
        triggering: [
            """
            tabbar Main {
                itemPositioning: fill
                itemWidth: ↓80
                tab home    { symbol: "house", selectedSymbol: ↓"house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
            """
            tabbar Main {
                kind: custom
                iconSize: ↓28
                titleFont: bold 15
                tab home    { title: "Home" }
                tab profile { title: "Profile" }
            }
            """,
            """
            tabbar Main {
                titleSpacing: ↓6
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
            """
            tabbar Main {
                titleFont: ↓semibold 11
                titleColor: ↓label
                tab home    { symbol: "house", accessibilityLabel: "Home" }
                tab profile { symbol: "person", accessibilityLabel: "Profile" }
            }
            """,
            // v1.3: images (apps.md).
            """
            tabbar Main {
                imageRendering: ↓original
                tab home    { symbol: "house", title: "Home", imageRendering: ↓original }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
            """
            tabbar Main {
                tab home    { image: "Home", selectedImage: ↓"Home", title: "Home" }
                tab profile { image: "Avatar", imageRendering: original, title: "Profile" }
            }
            """,
            // v1.3: the prominent tab (layout.md).
            """
            tabbar Main {
                tab home   { symbol: "house", title: "Home" }
                tab search { symbol: "magnifyingglass", title: "Search", role: search, prominent: ↓true }
            }
            """,
            """
            tabbar Main {
                kind: custom
                tab home    { symbol: "house", title: "Home" }
                tab library { symbol: "books.vertical", title: "Library", prominent: ↓true }
            }
            """,
        ],
        nonTriggering: [
            """
            tabbar Main {
                kind: custom
                titleSpacing: 6
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
            """
            tabbar Main {
                tab home    { symbol: "house", title: "Home" }
                tab search  { symbol: "magnifyingglass", title: "Search", role: search }
                tab library { symbol: "books.vertical", title: "Library", prominent: true }
            }
            """,
            """
            tabbar Main {
                itemPositioning: centered
                itemWidth: 80
                titleFont: semibold 11
                tab home    { symbol: "house", selectedSymbol: "house.fill", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
        ]
    )

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        let spec = tabBar.spec
        var findings: [LintFinding] = []
        /// A finding at `key`'s value when `condition` holds and the bar sets `key`.
        func report(_ key: SpecKey, when condition: Bool, _ reason: String) {
            guard condition, let property = spec.properties[key] else { return }
            findings.append(LintFinding(range: property.valueRange, message: "'\(key.name)' has no effect\(reason)"))
        }
        let configuration = tabBar.configuration
        report(.itemWidth, when: configuration.itemPositioning == .fill, " with 'itemPositioning: fill'")
        for key in titleKeys { report(key, when: !tabBar.hasTitles, ": no tab has a title") }
        report(.titleSpacing, when: tabBar.hasTitles && configuration.kind == .system,
               " on a system bar: UIKit places the title itself")
        report(.iconSize, when: !tabBar.hasIcons, ": no tab has a symbol or an image")
        let items = configuration.items
        let hasImages = items.contains(where: Self.hasImage)
        report(.imageRendering, when: !hasImages, ": no tab has an image")
        for index in 0..<tabBar.tabCount {
            let item = items[index]
            let tab = spec.tabs[index]
            if let selected = item.selectedSymbolName, selected == item.symbolName, let property = tab.properties[.selectedSymbol] {
                findings.append(LintFinding(
                    range: property.valueRange,
                    message: "'selectedSymbol' of tab '\(tab.id)' is the same as its 'symbol' ('\(selected)') and has no effect"
                ))
            }
            if let selected = item.selectedImageName, selected == item.imageName, let property = tab.properties[.selectedImage] {
                findings.append(LintFinding(
                    range: property.valueRange,
                    message: "'selectedImage' of tab '\(tab.id)' is the same as its 'image' ('\(selected)') and has no effect"
                ))
            }
            if !Self.hasImage(item), let property = tab.properties[.tabImageRendering] {
                findings.append(LintFinding(range: property.valueRange,
                                            message: "'imageRendering' of tab '\(tab.id)' has no effect: the tab has no image"))
            }
            if item.isProminent, let property = tab.properties[.prominent] {
                if configuration.kind == .custom {
                    findings.append(LintFinding(range: property.valueRange,
                                                message: "'prominent' of tab '\(tab.id)' has no effect on a custom bar: it draws no detached circle"))
                } else if item.isSearch {
                    findings.append(LintFinding(
                        range: property.valueRange,
                        message: "'prominent' of tab '\(tab.id)' has no effect: iOS 27 gives the search tab the prominent treatment "
                            + "when no other tab has it"
                    ))
                }
            }
        }
        // A theme's `indicator { color }` (v1.3) colors the bar's indicator; without one it colors nothing.
        if configuration.indicator == nil {
            for theme in spec.themes {
                guard let property = theme.properties[.indicatorColor] else { continue }
                findings.append(LintFinding(range: property.valueRange,
                                            message: "'indicator' color of theme '\(theme.name)' has no effect: the bar has no indicator"))
            }
        }
        return findings
    }

    /// Whether a tab shows an image of the app (`image` or `selectedImage`).
    private static func hasImage(_ item: TabBarConfiguration.Item) -> Bool {
        item.imageName != nil || item.selectedImageName != nil
    }
}
