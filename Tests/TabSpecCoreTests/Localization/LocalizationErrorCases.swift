@testable import TabSpecCore

/// A tab bar `Tab` with a `home` tab and `body` (indented four spaces) after it.
private func tabBar(_ body: String) -> String {
    "tabbar Tab {\n    tab home { symbol: \"house\", title: \"Home\" }\n" + body + "\n}\n"
}

/// A tab bar whose `localization` block holds `body` (indented eight spaces).
private func localization(_ body: String) -> String {
    tabBar("    localization {\n" + body + "\n    }")
}

/// Localization's language errors (language.md v1.2), checked with the language's (`LanguageErrorTests`): one
/// diagnostic each, at its marker's line and column, with its id, message and Fix-It.
let localizationErrorCases: [LanguageErrorCase] = [
    // Misspelt blocks and keys: did-you-mean with a Fix-It.
    LanguageErrorCase(id: "unknown-block", source: tabBar("    1️⃣localisation { table: \"Tabs\" }"),
                      message: "unknown block 'localisation' in 'tabbar'; did you mean 'localization'?", fixIt: "localization"),
    LanguageErrorCase(id: "unknown-key", source: localization("        1️⃣bundel: main"),
                      message: "unknown key 'bundel' in 'localization'; did you mean 'bundle'?", fixIt: "bundle"),
    LanguageErrorCase(id: "unknown-key", source: localization("        1️⃣tabel: \"Tabs\""),
                      message: "unknown key 'tabel' in 'localization'; did you mean 'table'?", fixIt: "table"),
    LanguageErrorCase(id: "unknown-key", source: tabBar("    tab search { title: \"Search\", 1️⃣titlekey: \"tab.search\" }"),
                      message: "unknown key 'titlekey' in 'tab'; did you mean 'titleKey'?", fixIt: "titleKey"),
    LanguageErrorCase(id: "unknown-key", source: tabBar("    tab search { title: \"Search\", 1️⃣titleKy: \"tab.search\" }"),
                      message: "unknown key 'titleKy' in 'tab'; did you mean 'titleKey'?", fixIt: "titleKey"),
    LanguageErrorCase(id: "unknown-key",
                      source: tabBar("    tab search { symbol: \"magnifyingglass\", accessibilityLabel: \"Find\", 1️⃣accessibilityLabelKy: \"search.label\" }"),
                      message: "unknown key 'accessibilityLabelKy' in 'tab'; did you mean 'accessibilityLabelKey'?",
                      fixIt: "accessibilityLabelKey"),
    // A typo of the shorter key does not also suggest the longer one, so it keeps its Fix-It.
    LanguageErrorCase(id: "unknown-key", source: tabBar("    tab search { symbol: \"magnifyingglass\", 1️⃣acessibilityLabel: \"Find\" }"),
                      message: "unknown key 'acessibilityLabel' in 'tab'; did you mean 'accessibilityLabel'?", fixIt: "accessibilityLabel"),
    // Keys in the wrong block say where they belong.
    LanguageErrorCase(id: "unknown-key", source: tabBar("    1️⃣table: \"Tabs\""),
                      message: "unknown key 'table' in 'tabbar'; 'table' belongs in 'localization { … }'"),
    LanguageErrorCase(id: "unknown-key", source: tabBar("    1️⃣titleKey: \"tab.home\""),
                      message: "unknown key 'titleKey' in 'tabbar'; 'titleKey' belongs in 'tab { … }'"),
    LanguageErrorCase(id: "unknown-key", source: localization("        1️⃣titleKey: \"tab.home\""),
                      message: "unknown key 'titleKey' in 'localization'; 'titleKey' belongs in 'tab { … }'"),
    LanguageErrorCase(id: "unknown-block", source: localization("        1️⃣strings {}"),
                      message: "unknown block 'strings' in 'localization'"),
    LanguageErrorCase(id: "unknown-block", source: localization("        1️⃣bundle {}"),
                      message: "'bundle' is a key of 'localization', not a block; write 'bundle: value'"),
    LanguageErrorCase(id: "expected-token", source: tabBar("    localization1️⃣: main"),
                      message: "'localization' is a block; expected 'localization { … }', found ':'"),
    LanguageErrorCase(id: "expected-token", source: tabBar("    localization 1️⃣Main { }"),
                      message: "expected '{' after 'localization', found 'Main'; 'localization' blocks have no name", fixIt: ""),
    // Values.
    LanguageErrorCase(id: "invalid-value", source: localization("        bundle: 1️⃣mian"),
                      message: "invalid value 'mian' for 'bundle'; expected 'main' or 'module'; did you mean 'main'?", fixIt: "main"),
    LanguageErrorCase(id: "invalid-value", source: localization("        bundle: 1️⃣Module"),
                      message: "invalid value 'Module' for 'bundle'; expected 'main' or 'module'; did you mean 'module'?", fixIt: "module"),
    LanguageErrorCase(id: "invalid-value", source: localization("        bundle: 1️⃣\"module\""),
                      message: "invalid value string \"module\" for 'bundle'; expected 'main' or 'module' without quotes", fixIt: "module"),
    LanguageErrorCase(id: "invalid-value", source: localization("        bundle: 1️⃣main module"),
                      message: "'bundle' takes one of 'main' or 'module', found 2 values"),
    LanguageErrorCase(id: "invalid-value", source: localization("        table: 1️⃣\"\""),
                      message: "invalid value string \"\" for 'table'; expected a non-empty string", fixIt: "\"Localizable\""),
    LanguageErrorCase(id: "invalid-value", source: localization("        table: 1️⃣Tabs"),
                      message: "invalid value 'Tabs' for 'table'; expected a string in quotes", fixIt: "\"Tabs\""),
    LanguageErrorCase(id: "invalid-value", source: localization("        table: 1️⃣Tabs.strings"),
                      message: "invalid value 'Tabs.strings' for 'table'; expected a string in quotes", fixIt: "\"Tabs.strings\""),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    tab search { title: \"Search\", titleKey: 1️⃣\"\" }"),
                      message: "invalid value string \"\" for 'titleKey'; expected a non-empty string", fixIt: "\"Tab.search.title\""),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    tab search { symbol: \"magnifyingglass\", accessibilityLabel: \"Find\", accessibilityLabelKey: 1️⃣\"\" }"),
                      message: "invalid value string \"\" for 'accessibilityLabelKey'; expected a non-empty string",
                      fixIt: "\"Tab.search.accessibilityLabel\""),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    tab search { title: \"Search\", titleKey: 1️⃣tab.search }"),
                      message: "invalid value 'tab.search' for 'titleKey'; expected a string in quotes", fixIt: "\"tab.search\""),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    tab search { title: \"Search\", titleKey: 1️⃣\"a\" \"b\" }"),
                      message: "'titleKey' takes one string, found 2 values"),
    LanguageErrorCase(id: "duplicate-key", source: localization("        table: \"A\"\n        1️⃣table: \"B\""),
                      message: "duplicate key 'table' in 'localization'"),
    LanguageErrorCase(id: "duplicate-key", source: tabBar("    localization { }\n    1️⃣localization { bundle: module }"),
                      message: "duplicate 'localization' block in 'tabbar'"),
    // A key needs the text it translates.
    LanguageErrorCase(id: "missing-key", source: tabBar("    tab search { symbol: \"magnifyingglass\", 1️⃣titleKey: \"tab.search\" }"),
                      message: "tab 'search' sets 'titleKey' without 'title'; write the text the key translates"),
    LanguageErrorCase(id: "missing-key", source: tabBar("    tab search { title: \"Search\", 1️⃣accessibilityLabelKey: \"search.label\" }"),
                      message: "tab 'search' sets 'accessibilityLabelKey' without 'accessibilityLabel'; write the text the key translates"),
    // The generated members of a localized enum are not tab ids.
    LanguageErrorCase(id: "invalid-identifier", source: tabBar("    tab 1️⃣sourceTitle { symbol: \"textformat\" }"),
                      message: "tab id 'sourceTitle' clashes with the generated member 'sourceTitle' of the tab enum; did you mean 'sourceTitleTab'?",
                      fixIt: "sourceTitleTab"),
    // One key, two texts: the error is on the written key of the two.
    LanguageErrorCase(id: "conflicting-localization-key",
                      source: tabBar("    tab start { symbol: \"play\", title: \"Start\", titleKey: \"tab.home\" }\n"
                                     + "    tab begin { symbol: \"flag\", title: \"Begin\", titleKey: 1️⃣\"tab.home\" }"),
                      message: "localization key 'tab.home' has two source texts, 'Begin' and 'Start'; give one of them another key"),
    LanguageErrorCase(id: "conflicting-localization-key",
                      source: "tabbar Tab {\n    tab start { symbol: \"play\", title: \"Start\", titleKey: 1️⃣\"Tab.home.title\" }\n"
                          + "    tab home { symbol: \"house\", title: \"Home\" }\n}\n",
                      message: "localization key 'Tab.home.title' has two source texts, 'Start' and 'Home'; give one of them another key"),
]

/// The `compile` block's `localization` (a spec's), checked the same way.
let compileLocalizationErrorCases: [LanguageErrorCase] = [
    LanguageErrorCase(id: "unknown-block", source: "compile {\n    1️⃣localisation {}\n}\n" + tabBar(""),
                      message: "unknown block 'localisation' in 'compile'; did you mean 'localization'?", fixIt: "localization"),
    LanguageErrorCase(id: "invalid-value", source: "compile {\n    localization { bundle: 1️⃣modul }\n}\n" + tabBar(""),
                      message: "invalid value 'modul' for 'bundle'; expected 'main' or 'module'; did you mean 'module'?", fixIt: "module"),
    LanguageErrorCase(id: "invalid-value", source: "compile {\n    localization { table: 1️⃣Tabs.strings }\n}\n" + tabBar(""),
                      message: "invalid value 'Tabs.strings' for 'table'; expected a string in quotes", fixIt: "\"Tabs.strings\""),
    LanguageErrorCase(id: "duplicate-key", source: "compile {\n    localization {}\n    1️⃣localization {}\n}\n" + tabBar(""),
                      message: "duplicate 'localization' block in 'compile'"),
    LanguageErrorCase(id: "unknown-key", source: "compile {\n    1️⃣table: \"Tabs\"\n}\n" + tabBar(""),
                      message: "unknown key 'table' in 'compile'; 'table' belongs in 'localization { … }'"),
]
