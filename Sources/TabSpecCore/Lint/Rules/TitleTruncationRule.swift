/// `title-truncation`: a title whose estimated width exceeds its item's width.
enum TitleTruncationRule: LintRule {
    static let description = RuleDescription(
        id: .titleTruncation,
        name: "Title truncation",
        defaultSeverity: .warning,
        summary: """
            A title's estimated width exceeds its item's width on some checked device (estimate: Σ advance × \
            font size, 0.56 em for Latin and most scripts, 1.0 em for CJK and full-width characters, ×1.05 for \
            semibold and heavier).
            """,
        rationale: """
            A title wider than its item is cut off with an ellipsis ('Benachrich…'), which is easy to miss on \
            the designer's large phone and common on a 375 pt iPhone or after translation: German and Finnish \
            titles are often twice as long as English ones. The estimate is deliberately simple and a little \
            generous; it is checked where the title sits under the icon (custom bars, and system bars in UIKit's \
            stacked layout on a portrait iPhone). Where UIKit puts a system bar's title beside its icon \
            (landscape iPhones, iPads), the layout is not modelled and the rule does not check. On the floating \
            iOS 26 bar, which lint's matrix adds on every checked phone in portrait, a title has its button's \
            width less 16 pt and is set in medium 10 pt; those findings name the environment '(iOS 26)', and a \
            title cut on both the classic and the floating bar is one finding that names both bars. With \
            String Catalogs ('catalogs' / '--catalog'), a localized tab bar is checked in every language with its \
            translated titles, right to left for right-to-left languages; a title cut in several languages is \
            one finding, the first language's, with a note listing each language and its text.
            """,
        triggering: [
            // The classic bar (an app that keeps the pre-iOS 26 design, built with the iOS 26 SDK; on the
            // floating bar, 'Startseite' is cut too).
            RuleExample(
                """
                tabbar Main {
                    tab home     { symbol: "house", title: "Startseite" }
                    tab search   { symbol: "magnifyingglass", title: "Suchen" }
                    tab alerts   { symbol: "bell", title: ↓"Benachrichtigungen" }
                    tab profile  { symbol: "person", title: "Profil" }
                    tab settings { symbol: "gearshape", title: ↓"Einstellungsmöglichkeiten" }
                }
                """,
                designRequiresCompatibility: true,
                sdk: "26"
            ),
            // v1.2: fits the classic buttons, not the floating bar's (w − 16 on iOS 26).
            """
            tabbar Main {
                tab home    { symbol: "house", title: ↓"Nachrichtenfeed" }
                tab search  { symbol: "magnifyingglass", title: "Suchen" }
                tab profile { symbol: "person", title: "Profil" }
                tab more    { symbol: "ellipsis", title: "Mehr" }
            }
            """,
            // Cut on the classic and the floating bar: one finding that names both ('… needs about 100.8 pt but its
            // item is 71 pt wide (classic bar) and leaves it 55.6 pt (floating iOS 26 bar) on …').
            """
            tabbar Main {
                tab home    { symbol: "house", title: "Start" }
                tab search  { symbol: "magnifyingglass", title: "Suchen" }
                tab alerts  { symbol: "bell", title: ↓"Benachrichtigungen" }
                tab profile { symbol: "person", title: "Profil" }
                tab more    { symbol: "ellipsis", title: "Mehr" }
            }
            """,
            RuleExample(
                """
                tabbar Main {
                    kind: custom
                    titleFont: bold 15
                    tab home     { title: "首页" }
                    tab discover { title: "发现" }
                    tab messages { title: "消息" }
                    tab cart     { title: ↓"我的购物车" }
                    tab profile  { title: "我的" }
                }
                """,
                devices: ["iphone-se-3"],
                orientations: [.portrait]
            ),
            RuleExample(
                """
                tabbar Main {
                    localization { table: "Tabs" }
                    tab feed    { symbol: "newspaper", title: "Feed" }
                    tab explore { symbol: "safari", title: "Explore" }
                    tab inbox   { symbol: "tray", title: "Inbox" }
                    tab me      { symbol: "person", title: "Me" }
                    tab privacy { symbol: "lock", title: ↓"Privacy" }
                }
                """,
                devices: ["iphone-se-3"],
                orientations: [.portrait],
                // Cut on both bars: one finding, '… is cut to '…' (classic bar) and '…' (floating iOS 26 bar) on …'.
                catalog: RuleExample.catalog([
                    ("Main.privacy.title", [.init("de", "Datenschutz und Sicherheit")]),
                ]),
                languages: ["de"]
            ),
        ],
        nonTriggering: [
            RuleExample(
                """
                tabbar Main {
                    tab home     { symbol: "house", title: "Start" }
                    tab search   { symbol: "magnifyingglass", title: "Suchen" }
                    tab alerts   { symbol: "bell", title: "Mitteilungen" }
                    tab profile  { symbol: "person", title: "Profil" }
                    tab settings { symbol: "gearshape", title: "Optionen" }
                }
                """,
                designRequiresCompatibility: true,
                sdk: "26"
            ),
            // Short titles fit the floating bar's buttons too.
            """
            tabbar Main {
                tab home     { symbol: "house", title: "Start" }
                tab search   { symbol: "magnifyingglass", title: "Suchen" }
                tab profile  { symbol: "person", title: "Profil" }
                tab settings { symbol: "gearshape", title: "Optionen" }
            }
            """,
            """
            tabbar Main {
                kind: custom
                titleFont: bold 15
                tab home     { title: "首页" }
                tab discover { title: "发现" }
                tab messages { title: "消息" }
                tab cart     { title: "购物车" }
                tab profile  { title: "我的" }
            }
            """,
        ],
        details: estimateDetails
    )

    static var usesLayouts: Bool { true }

    static var readsTitleText: Bool { true }

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        guard tabBar.languages.isEmpty else { return languageFindings(for: tabBar, in: context) }
        let font = tabBar.configuration.titleFont
        // Each titled tab's estimated width, by tab index (the tabs and texts are looked up only for a finding).
        let items = tabBar.configuration.items.prefix(tabBar.tabCount)
        let widths = titleWidths(of: items, font: font)
        guard widths.contains(where: { $0 != nil }) else { return [] }
        // The floating iOS 26 bar sets its titles in its own font (layout.md v1.2), estimated only if one floats.
        let floatingFont = TabBarLayout.Floating.titleFont
        let floatingWidths = tabBar.layouts.contains { $0.geometry == .floating }
            ? titleWidths(of: items, font: floatingFont) : widths
        return context.collapsedFindings(for: tabBar) { layout, _ in
            var findings: [EnvironmentFinding] = []
            let floating = layout.geometry == .floating
            // Only the visible tabs: those behind a More item have no frame.
            for item in layout.items where widths.indices.contains(item.index) {
                let index = item.index
                // A floating button leaves its title `w − 16` (`TabBarLayout.Floating.titleInset`).
                guard let width = (floating ? floatingWidths : widths)[index], let title = item.title,
                      case let room = floating ? item.frame.width - TabBarLayout.Floating.titleInset : title.width, width > room,
                      let text = tabBar.configuration.items[index].title else { continue }
                // A title cut on both bars is one finding naming both (`barDetail`): the estimate is said once
                // when the two fonts give the same.
                let estimate = "needs about \(LintText.points(width)) pt but its item"
                let sameEstimate = LintText.points(widths[index] ?? 0) == LintText.points(floatingWidths[index] ?? 0)
                let space = floating ? "leaves it \(LintText.points(room)) pt" : "is \(LintText.points(title.width)) pt wide"
                findings.append(EnvironmentFinding(
                    range: tabBar.spec.tabs[index].range(of: .title),
                    problem: "truncated",
                    message: "title '\(text)'" + (sameEstimate ? " " + estimate : ""),
                    barDetail: sameEstimate ? space : estimate + " " + space,
                    suffix: "; it will be truncated"
                ))
            }
            return findings
        }
    }

    /// Each item's estimated title width in `font`, in item order (`nil` for an item without a title).
    private static func titleWidths(of items: some Collection<TabBarConfiguration.Item>, font: TabBarConfiguration.Font) -> [Double?] {
        items.map { $0.title.map { TitleWidthEstimate.width(of: $0, font: font) } }
    }

    /// The findings of a localized tab bar in every language of the catalogs: `title 'Einstellungen' (de) is
    /// cut to 'Einstell…' on iPhone SE (3rd generation), portrait and 3 more`, the cut text by
    /// ``TitleWidthEstimate/truncated(_:toFit:font:)``; one finding per title, the first language's, with a
    /// note listing every language it is cut in. On the floating iOS 26 bar a title has its button's width less
    /// 16 pt in medium 10 pt, as in ``findings(for:in:)``.
    private static func languageFindings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        // Each title's width, measured once per translated configuration and font (classes of one idiom share theirs).
        var measured: [(configuration: TabBarConfiguration, floating: Bool, widths: [Double?])] = []
        return context.collapsedFindings(acrossLanguagesOf: tabBar) { language, configuration, layout, _ in
            var findings: [EnvironmentFinding] = []
            let floating = layout.geometry == .floating
            let font = floating ? TabBarLayout.Floating.titleFont : tabBar.configuration.titleFont
            let widths: [Double?]
            if let known = measured.last(where: { $0.floating == floating && $0.configuration.items == configuration.items }) {
                widths = known.widths
            } else {
                widths = titleWidths(of: configuration.items, font: font)
                measured.append((configuration, floating, widths))
            }
            for item in layout.items where configuration.items.indices.contains(item.index) && tabBar.spec.tabs.indices.contains(item.index) {
                // A floating button leaves its title `w − 16` (`TabBarLayout.Floating.titleInset`).
                guard let text = configuration.items[item.index].title, let title = item.title, let width = widths[item.index],
                      case let room = floating ? item.frame.width - TabBarLayout.Floating.titleInset : title.width,
                      width > room else { continue }
                let cut = TitleWidthEstimate.truncated(text, toFit: room, font: font)
                findings.append(EnvironmentFinding(
                    range: tabBar.spec.tabs[item.index].range(of: .title),
                    problem: "truncated",
                    message: "title '\(text)' (\(language.language)) is cut to",
                    barDetail: "'\(cut)'",
                    languageDetail: "'\(text)'"
                ))
            }
            return findings
        }
    }
}
