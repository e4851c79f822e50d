/// One text of a tab bar that a strings table translates: a tab's `title`, or its written
/// `accessibilityLabel` or `accessibilityHint`, with the key it is looked up by.
///
/// The spec's text is the source-language text (a String Catalog's `sourceLanguage` value and the fallback
/// of the generated lookup). ``TabBarSpec/localizedTexts`` lists them in tab order.
package struct LocalizedText: Sendable, Hashable {
    /// Which text of a tab it is, in the order a tab's texts are listed.
    package enum Role: Sendable, Hashable, CaseIterable {
        /// The title under the icon (`title`, keyed by `titleKey`).
        case title
        /// The VoiceOver label (`accessibilityLabel`, keyed by `accessibilityLabelKey`).
        case accessibilityLabel
        /// The VoiceOver hint (`accessibilityHint`, keyed by `accessibilityHintKey`; v1.3).
        case accessibilityHint
        /// A section's title (`section NAME { title }`, keyed by the section's `titleKey`; v1.3). The text's
        /// ``LocalizedText/tab`` is then the section's index in ``TabBarSpec/sections``.
        case sectionTitle

        /// The suffix of the default key (`<TabBar>.<tabId>.title`) and the key that holds the text.
        package var textKey: SpecKey {
            switch self {
            case .title: .title
            case .accessibilityLabel: .accessibilityLabel
            case .accessibilityHint: .accessibilityHint
            case .sectionTitle: .sectionTitle
            }
        }

        /// The key that overrides the default key (`titleKey`, `accessibilityLabelKey`, `accessibilityHintKey`).
        package var overrideKey: SpecKey {
            switch self {
            case .title: .titleKey
            case .accessibilityLabel: .accessibilityLabelKey
            case .accessibilityHint: .accessibilityHintKey
            case .sectionTitle: .sectionTitleKey
            }
        }

        /// The text in words, as a message or a translator's comment says it (`accessibility label`).
        package var words: String {
            switch self {
            case .title: "title"
            case .accessibilityLabel: "accessibility label"
            case .accessibilityHint: "accessibility hint"
            case .sectionTitle: "section title"
            }
        }
    }

    /// The key: the written `titleKey` / `accessibilityLabelKey` / `accessibilityHintKey`, else the default key.
    package var key: String
    /// The spec's text.
    package var text: String
    /// The tab's index in ``TabBarSpec/tabs`` (for a ``Role/sectionTitle``, the section's in
    /// ``TabBarSpec/sections``).
    package var tab: Int
    /// Which of the tab's texts it is.
    package var role: Role
    /// Whether the key is written in the spec (`false`: it is the default key).
    package var isWritten: Bool

    /// A text of the tab at `tab` with its key.
    package init(key: String, text: String, tab: Int, role: Role, isWritten: Bool) {
        self.key = key
        self.text = text
        self.tab = tab
        self.role = role
        self.isWritten = isWritten
    }
}

/// A `titleKey`, `accessibilityLabelKey` or `accessibilityHintKey` written in one tab of a tab bar: the key its text is looked up by
/// instead of the default one. A tab bar keeps only these (most bars have none); the default keys are worked
/// out when asked for (``TabBarSpec/localizedTexts``).
package struct WrittenLocalizationKey: Sendable, Hashable {
    /// The tab's index in ``TabBarSpec/tabs``.
    package var tab: Int
    /// The text it keys.
    package var role: LocalizedText.Role
    /// The key as written (non-empty).
    package var key: String

    /// The key written for `role` in the tab at `tab`.
    package init(tab: Int, role: LocalizedText.Role, key: String) {
        self.tab = tab
        self.role = role
        self.key = key
    }
}
