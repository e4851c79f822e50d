/// One `tabbar NAME { … }` block with every default resolved: the single typed model that lint, layout and
/// the emitters read.
///
/// ``configuration`` holds the resolved values (the runtime type generated code embeds); ``properties``
/// and ``tabs`` say where each written value came from. A key absent from ``properties`` took its default.
package struct TabBarSpec: Sendable, Hashable {
    /// The Swift enum name.
    package var name: String
    package var nameRange: SourceRange
    /// The whole block.
    package var range: SourceRange
    package var configuration: TabBarConfiguration
    package var tabs: [TabSpec]
    /// Where each written key is, by key: `.tintColor`, `.indicatorShape`, `.hideOnScrollDuration`. Blocks are
    /// recorded under their keyword (`.indicator`, `.hideOnScroll`) with the keyword's range.
    package var properties: SpecProperties
    /// Whether a language error was reported inside this block (its values are then best effort).
    package var hasErrors: Bool
    /// The bar's own `localization { … }` block, resolved; `nil` without one (the `compile` block of the spec
    /// or of the configuration file may still localize it: ``TabBarLocalization``).
    package var localization: TabBarLocalization?
    /// The `titleKey`, `accessibilityLabelKey` and `accessibilityHintKey` its tabs write, in tab order (usually none).
    package var writtenKeys: [WrittenLocalizationKey]
    /// The bar's `theme NAME { … }` blocks, in spec order (v1.3; the bar's own colors are the default theme).
    package var themes: [ThemeSpec]
    /// Where each `section NAME { … }` (v1.3) was written, in spec order (usually none); their resolved form is
    /// the configuration's `sections`.
    package var sections: [SectionSpec]

    package init(
        name: String,
        nameRange: SourceRange,
        range: SourceRange,
        configuration: TabBarConfiguration,
        tabs: [TabSpec],
        properties: SpecProperties,
        hasErrors: Bool,
        localization: TabBarLocalization? = nil,
        writtenKeys: [WrittenLocalizationKey] = [],
        themes: [ThemeSpec] = [],
        sections: [SectionSpec] = []
    ) {
        self.name = name
        self.nameRange = nameRange
        self.range = range
        self.configuration = configuration
        self.tabs = tabs
        self.properties = properties
        self.hasErrors = hasErrors
        self.localization = localization
        self.writtenKeys = writtenKeys
        self.themes = themes
        self.sections = sections
    }

    /// The range a finding about `key` should point at: the written value, else the tab bar's name.
    package func range(of key: SpecKey) -> SourceRange {
        properties[key]?.valueRange ?? nameRange
    }

    /// Each tab's source information with its resolved item, in order.
    package var resolvedTabs: Zip2Sequence<[TabSpec], [TabBarConfiguration.Item]> {
        zip(tabs, configuration.items)
    }
}
