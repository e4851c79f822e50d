/// Descriptions of the language errors (language.md) in the shape of lint rule descriptions, so reporters
/// that list rules (SARIF) can describe every id a result may carry.
enum LanguageErrorDescriptions {
    /// Why every language error matters.
    static let rationale = """
        Language errors stop code generation: the spec cannot be compiled until they are fixed. They are always \
        errors and cannot be disabled, downgraded, suppressed or recorded in a baseline.
        """

    /// One description per language error, in language.md's order.
    static let all: [RuleDescription] = [
        describe(.invalidUTF8, "Invalid UTF-8", "The file contains a byte sequence that is not valid UTF-8."),
        describe(.invalidCharacter, "Invalid character", "A character cannot start any token (such as ';', '=', a single or a typographic quote)."),
        describe(.unterminatedString, "Unterminated string", "A string is not closed with '\"' before the end of its line."),
        describe(.invalidEscape, "Invalid escape", "A string contains an escape other than \\\", \\\\, \\n, \\t and \\u{…}."),
        describe(.invalidNumber, "Invalid number", "A number is written with a unit, an exponent or other extra characters."),
        describe(.invalidColorLiteral, "Invalid color literal", "A '#' color does not have 3, 4, 6 or 8 hex digits, or a color is written as a CSS function ('rgb(…)')."),
        describe(.expectedToken, "Syntax error", "A ':', a value, a separator, a block or a closing delimiter is missing or misplaced."),
        describe(.unterminatedBlock, "Unterminated block", "A block is missing its closing '}'."),
        describe(.unknownBlock, "Unknown block", "A block is not valid where it is written."),
        describe(.unknownKey, "Unknown key", "A key is not valid in its block."),
        describe(.duplicateKey, "Duplicate key", "A key or block is set twice in the same block."),
        describe(.invalidValue, "Invalid value", "A value has the wrong type, keyword or number of parts for its key."),
        describe(.valueOutOfRange, "Value out of range", "A number is outside the range its key allows."),
        describe(.missingKey, "Missing key", "A required key is missing, such as a tab without 'symbol', 'image' or 'title'."),
        describe(.invalidIdentifier, "Invalid identifier", "A tab bar name or tab id is not a valid Swift identifier."),
        describe(.duplicateTab, "Duplicate tab",
                 "Two tabs have the same id, or ids that become the same enum case, or a tab bar has a second search tab "
                     + "('role: search').",
                 triggering: [
                     """
                     tabbar Main {
                         tab home { symbol: "house" }
                         tab ↓home { symbol: "house.fill" }
                     }
                     """,
                     // v1.2: at most one search tab per bar; the error is at the second 'role' value.
                     """
                     tabbar Main {
                         tab find { symbol: "magnifyingglass", role: search }
                         tab look { symbol: "eye", role: ↓search }
                     }
                     """,
                 ],
                 nonTriggering: [
                     // One search tab in each of two bars.
                     """
                     tabbar Main {
                         tab home { symbol: "house" }
                         tab find { symbol: "magnifyingglass", role: search }
                     }
                     tabbar Side {
                         tab find { symbol: "magnifyingglass", role: search }
                     }
                     """,
                 ]),
        describe(.duplicateTabBar, "Duplicate tab bar", "Two tab bars in one file have the same name."),
        describe(.unknownTab, "Unknown tab", "A tab reference such as 'initial' names no tab of the bar."),
        describe(.unknownColor, "Unknown color", "A color name is neither a built-in color nor in the file's palette."),
        describe(.emptyTabBar, "Empty tab bar", "A tab bar has no tabs."),
        describe(.conflictingLocalizationKey, "Conflicting localization key",
                 "One localization key has two different source texts in one spec.",
                 triggering: [
                     """
                     tabbar Main {
                         tab home   { symbol: "house", title: "Home", titleKey: "tab.start" }
                         tab search { symbol: "magnifyingglass", title: "Search", titleKey: ↓"tab.start" }
                     }
                     """,
                     // A written key equal to another tab's default key.
                     """
                     tabbar Main {
                         tab home   { symbol: "house", title: "Home", titleKey: ↓"Main.search.title" }
                         tab search { symbol: "magnifyingglass", title: "Search" }
                     }
                     """,
                     // Across tab bars and texts: a title's key is another bar's accessibility label key.
                     """
                     tabbar Main {
                         tab home { symbol: "house", accessibilityLabel: "Home screen" }
                     }
                     tabbar Side {
                         tab home { symbol: "house", title: "Home", titleKey: ↓"Main.home.accessibilityLabel" }
                     }
                     """,
                 ],
                 nonTriggering: [
                     // One key shared by two tabs with the same text.
                     """
                     tabbar Main {
                         tab home  { symbol: "house", title: "Home", titleKey: "tab.home" }
                         tab start { symbol: "house.fill", title: "Home", titleKey: "tab.home" }
                     }
                     """,
                     // Default keys differ by tab bar and tab.
                     """
                     tabbar Main {
                         tab home { symbol: "house", title: "Home" }
                     }
                     tabbar Side {
                         tab home { symbol: "house", title: "Start" }
                     }
                     """,
                 ]),
        describe(.conflictingKey, "Conflicting key",
                 "A tab has both a symbol key ('symbol', 'selectedSymbol') and an image key ('image', 'selectedImage'); "
                     + "the error is at the later key, with a note at the earlier one.",
                 triggering: [
                     """
                     tabbar Main {
                         tab home    { symbol: "house", ↓image: "Home", title: "Home" }
                         tab profile { image: "Avatar", ↓selectedSymbol: "person.fill", title: "Profile" }
                     }
                     """,
                 ],
                 nonTriggering: [
                     // Symbols on one tab, images on another.
                     """
                     tabbar Main {
                         tab home    { symbol: "house", selectedSymbol: "house.fill", title: "Home" }
                         tab profile { image: "Avatar", selectedImage: "AvatarSelected", title: "Profile" }
                     }
                     """,
                 ]),
    ]

    /// A language error's description; most have no examples (the language reference has them), newer ones
    /// carry examples that `LanguageErrorDescriptionTests` checks as lint rules' are (`↓` where each error
    /// starts).
    private static func describe(_ id: DiagnosticID, _ name: String, _ summary: String, triggering: [RuleExample] = [],
                                 nonTriggering: [RuleExample] = []) -> RuleDescription {
        RuleDescription(id: id, name: name, defaultSeverity: .error, summary: summary, rationale: rationale,
                        triggering: triggering, nonTriggering: nonTriggering)
    }
}
