import TabSpecRuntime

/// One language of a localized tab bar prepared for the rules that read titles' text: the tab bar's
/// translation and its layout in every layout class, right to left where the language reads so.
struct LintedLanguage: Sendable {
    /// The language tag.
    let language: String
    /// The direction it is laid out in.
    let direction: LayoutDirection
    /// The configuration in the language per ``LintContext/layoutClasses`` entry (a catalog's device forms
    /// differ between iPhone and iPad classes).
    let configurations: [TabBarConfiguration]
    /// One layout per ``LintContext/layoutClasses`` entry, of ``configurations`` in ``direction``.
    let layouts: [TabBarLayout]

    /// The languages of `spec` in `context` (``LintContext/languages``): each translated per idiom and laid out
    /// in every layout class. A language whose translation and direction equal an earlier one's (or, left to
    /// right, the spec's own) shares its layouts instead of laying out again.
    static func languages(of spec: TabBarSpec, layouts: [TabBarLayout], in context: LintContext) -> [LintedLanguage] {
        let idioms = context.layoutClasses.map(\.idiom)
        var result: [LintedLanguage] = []
        for language in context.languages {
            var byIdiom: [(idiom: Idiom, configuration: TabBarConfiguration)] = []
            let configurations = idioms.map { idiom in
                if let known = byIdiom.first(where: { $0.idiom == idiom }) { return known.configuration }
                let configuration = spec.translation(into: language, with: context.localizations, idiom: idiom).configuration
                byIdiom.append((idiom, configuration))
                return configuration
            }
            let direction = LayoutDirection(language: language)
            let shared: [TabBarLayout]?
            if direction == .leftToRight, layouts.count == idioms.count, configurations.allSatisfy({ $0 == spec.configuration }) {
                shared = layouts
            } else {
                shared = result.first { $0.direction == direction && $0.configurations == configurations }?.layouts
            }
            let laidOut = shared ?? zip(configurations, context.layoutClasses).map { configuration, environment in
                var environment = environment
                environment.layoutDirection = direction
                return TabBarLayout(configuration: configuration, environment: environment)
            }
            result.append(LintedLanguage(language: language, direction: direction, configurations: configurations, layouts: laidOut))
        }
        return result
    }
}
