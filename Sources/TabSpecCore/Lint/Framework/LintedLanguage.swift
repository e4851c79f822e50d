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
    /// in every layout class.
    ///
    /// A title's text changes the geometry of a floating bar only (its platter hugs the widest title); a
    /// classic bar's frames depend on whether a tab has a title, never on its text, and a translation never
    /// adds or removes one. So in a class whose layout is classic, every left-to-right language shares the
    /// spec's own layout (`layouts`) and every right-to-left language one right-to-left layout of the spec;
    /// only floating classes are laid out per language (LanguageLintTests checks the shared layouts against
    /// fresh ones).
    static func languages(of spec: TabBarSpec, layouts: [TabBarLayout], in context: LintContext) -> [LintedLanguage] {
        let classes = context.layoutClasses
        guard layouts.count == classes.count else { return [] }
        var rightToLeft: [TabBarLayout]?
        var result: [LintedLanguage] = []
        for language in context.languages {
            var byIdiom: [(idiom: Idiom, configuration: TabBarConfiguration)] = []
            let configurations = classes.map { environment in
                if let known = byIdiom.first(where: { $0.idiom == environment.idiom || !context.localizations.hasDeviceVariations }) {
                    return known.configuration
                }
                let configuration = spec.translation(into: language, with: context.localizations, idiom: environment.idiom).configuration
                byIdiom.append((environment.idiom, configuration))
                return configuration
            }
            let direction = LayoutDirection(language: language)
            let shared: [TabBarLayout]
            if direction == .leftToRight {
                shared = layouts
            } else {
                let mirrored = rightToLeft ?? classes.map { environment in
                    TabBarLayout(configuration: spec.configuration, environment: environment.in(direction))
                }
                rightToLeft = mirrored
                shared = mirrored
            }
            let laidOut = zip(configurations, classes).enumerated().map { index, pair in
                shared[index].geometry == .classic
                    ? shared[index] : TabBarLayout(configuration: pair.0, environment: pair.1.in(direction))
            }
            result.append(LintedLanguage(language: language, direction: direction, configurations: configurations, layouts: laidOut))
        }
        return result
    }
}

extension TabBarEnvironment {
    /// This environment laid out in `direction`.
    fileprivate func `in`(_ direction: LayoutDirection) -> TabBarEnvironment {
        var environment = self
        environment.setLayoutDirection(direction)
        return environment
    }
}
