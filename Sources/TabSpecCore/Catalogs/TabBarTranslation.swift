import TabSpecRuntime

/// A tab bar as it reads in one language: its configuration with each tab's title, accessibility label and
/// hint replaced by the translation (the spec's text where a language has none, as iOS falls back), and the
/// direction the language runs in. Lint, `frames` and `render` lay a language out from it.
package struct TabBarTranslation: Sendable, Hashable {
    /// The language tag (`de`, `ar`, `zh-Hans`).
    package let language: String
    /// Whether the language reads right to left (``LayoutDirection/init(language:)``).
    package let direction: LayoutDirection
    /// The tab bar's configuration with the language's texts.
    package let configuration: TabBarConfiguration
    /// The texts the language has no translated value for, in tab order (they show the spec's text).
    package let missing: [LocalizedText]
}

extension TabBarSpec {
    /// This tab bar in `language`: every text of ``localizedTexts`` looked up in `localizations` (for the
    /// device form of `idiom` where a catalog has one), the spec's text where there is none.
    package func translation(into language: String, with localizations: Localizations, idiom: Idiom? = nil) -> TabBarTranslation {
        var configuration = configuration
        var missing: [LocalizedText] = []
        for text in localizedTexts where text.role == .sectionTitle
            ? configuration.sections.indices.contains(text.tab) : configuration.items.indices.contains(text.tab) {
            guard let value = localizations.value(forKey: text.key, language: language, idiom: idiom) else {
                missing.append(text)
                continue
            }
            switch text.role {
            case .title: configuration.items[text.tab].title = value
            case .accessibilityLabel: configuration.items[text.tab].accessibilityLabel = value
            case .accessibilityHint: configuration.items[text.tab].accessibilityHint = value
            case .sectionTitle: configuration.sections[text.tab].title = value
            }
        }
        return TabBarTranslation(language: language, direction: LayoutDirection(language: language),
                                 configuration: configuration, missing: missing)
    }
}
