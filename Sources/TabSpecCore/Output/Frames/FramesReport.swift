import TabSpecRuntime

/// The tab bars of one spec file laid out in one environment: the input of the frames emitters and the SVG
/// renderer, so `frames` and `render` always show the same numbers.
package struct FramesReport: Sendable, Hashable {
    /// The spec's path as the user gave it (`<stdin>` for standard input).
    package var file: String
    /// The environment every tab bar was laid out in.
    package var environment: TabBarEnvironment
    /// The laid-out tab bars, in source order.
    package var tabBars: [LaidOutTabBar]
    /// The language the titles are in (`--language`), or `nil`: the spec's own text.
    package var language: String?
    /// The theme the bars are drawn in (`render --theme`, v1.3), or `nil`: their own colors.
    package var theme: String?
    /// The tabs the run asked to show (`--tabs`), in that order, or `nil`: every tab. Each bar then shows those
    /// (``TabBarSpec/showing(tabs:)``), and the output says which (JSON's `"tabs"`, the table's `tabs` line).
    package var tabs: [String]?

    /// Lays out `tabBars` (in order) in `environment`: showing only its ``RenderEnvironment/tabs`` (when given),
    /// in its first language (if any), snapped to the pixel grid with `snap`.
    package init(file: String, tabBars: [TabBarSpec], environment: RenderEnvironment, snap: Bool = false) {
        let shown = environment.tabs.map { ids in tabBars.map { $0.showing(tabs: ids) } } ?? tabBars
        self.init(file: file, tabBars: shown, environment: environment.tabBarEnvironment, snap: snap,
                  language: environment.languages.first, localizations: environment.localizations)
        tabs = environment.tabs
    }

    /// Lays out `tabBars` (in order) in `environment`, snapped to the pixel grid with `snap`; with `language`,
    /// with the titles and accessibility labels of ``TabBarSpec/translation(into:with:idiom:)`` (from
    /// `localizations`, for the environment's idiom) and right to left where the language reads so.
    package init(file: String, tabBars: [TabBarSpec], environment: TabBarEnvironment, snap: Bool = false,
                 language: String? = nil, localizations: Localizations = Localizations()) {
        self.file = file
        self.language = language
        var environment = environment
        guard let language else {
            self.environment = environment
            self.tabBars = tabBars.map { LaidOutTabBar(spec: $0, environment: environment, snap: snap) }
            return
        }
        if LayoutDirection(language: language) == .rightToLeft { environment.setLayoutDirection(.rightToLeft) }
        self.environment = environment
        self.tabBars = tabBars.map { spec in
            let translation = spec.translation(into: language, with: localizations, idiom: environment.idiom)
            return LaidOutTabBar(spec: spec, configuration: translation.configuration, environment: environment, snap: snap)
        }
    }
}
