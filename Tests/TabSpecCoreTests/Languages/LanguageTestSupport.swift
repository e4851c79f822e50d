@testable import TabSpecCore

/// Catalogs and specs the per-language tests share.
enum LanguageFixtures {
    /// A `.xcstrings` text with `sourceLanguage` `en` and, per key, its values by language (all `translated`),
    /// in the order given (``RuleExample/catalog(_:)``).
    static func catalogText(_ entries: [(key: String, values: [(language: String, value: String)])]) -> String {
        RuleExample.catalog(entries.map { entry in (entry.key, entry.values.map { RuleExample.CatalogValue($0.language, $0.value) }) })
    }

    /// The catalog `text` parsed, as the run's only source, read from `path`.
    static func localizations(_ text: String, path: String = "Tabs.xcstrings") throws -> Localizations {
        Localizations([.init(path: path, source: .catalog(try StringCatalog(parsing: Array(text.utf8), path: path)))])
    }

    /// A localized five-tab system bar in English.
    static let spec = """
        tabbar Main {
            localization { table: "Tabs" }
            tab home     { symbol: "house", title: "Home" }
            tab search   { symbol: "magnifyingglass", title: "Search" }
            tab alerts   { symbol: "bell", title: "Alerts" }
            tab profile  { symbol: "person", title: "Profile" }
            tab settings { symbol: "gearshape", title: "Settings" }
        }
        """

    /// German, Arabic and Japanese titles for ``spec``: the German and Arabic settings titles and the Japanese
    /// alerts title are too wide for an iPhone SE.
    static let catalog = catalogText([
        ("Main.home.title", [("ar", "الرئيسية"), ("de", "Start"), ("en", "Home"), ("ja", "ホーム")]),
        ("Main.search.title", [("ar", "بحث"), ("de", "Suchen"), ("en", "Search"), ("ja", "検索")]),
        ("Main.alerts.title", [("ar", "تنبيهات"), ("de", "Hinweise"), ("en", "Alerts"), ("ja", "お知らせの一覧表示")]),
        ("Main.profile.title", [("ar", "الملف"), ("de", "Profil"), ("en", "Profile"), ("ja", "プロフィール")]),
        ("Main.settings.title", [("ar", "الإعدادات والخصوصية"), ("de", "Einstellungen und Datenschutz"), ("en", "Settings"), ("ja", "設定")]),
    ])

    /// Lint diagnostics of `text` with `settings`, as `id line:column message` lines.
    static func lint(_ text: String, settings: LintSettings) -> [String] {
        let source = SourceFile(path: "Main.tabspec", text: text)
        let outcome = Compiler().lint([(source, settings)])
        return outcome.report.files.flatMap { file in
            file.diagnostics.map { diagnostic in
                let location = source.location(of: diagnostic.range.start)
                return "\(diagnostic.id.rawValue) \(location.line):\(location.column) \(diagnostic.message)"
                    + diagnostic.notes.map { "\n  note: " + $0.message }.joined()
            }
        }
    }
}
