/// `unknown-image` (v1.3): with asset catalogs configured, an `image` or `selectedImage` that names none of
/// their images or custom symbols.
enum UnknownImageRule: LintRule {
    static let description = RuleDescription(
        id: .unknownImage,
        name: "Unknown image",
        defaultSeverity: .warning,
        summary: """
            Asset catalogs are configured ('assets:' in the lint configuration, or '--assets') and an 'image' or \
            'selectedImage' names none of their images ('.imageset') or custom symbols ('.symbolset'); \
            suggests the closest names.
            """,
        rationale: """
            A misspelt image name compiles and fails silently at run time: UIImage(named:) returns nil and the \
            tab shows no icon. Names are looked up as written, namespace included: an image in a folder that \
            provides a namespace is 'Folder/name', so 'home' for 'Tabs/home' is suggested the full name. Other \
            sets of a catalog (colors, app icons, data) are not images. Without configured catalogs the rule \
            does not run.
            """,
        triggering: [
            RuleExample(
                """
                tabbar Main {
                    tab home    { image: ↓"home", title: "Home" }
                    tab compose { image: ↓"compse", title: "New" }
                    tab profile { image: "Tabs/profile", selectedImage: ↓"Tabs/profile.fill", title: "Profile" }
                }
                """,
                assets: Self.exampleCatalog
            ),
            RuleExample(
                """
                tabbar Main {
                    tab home   { image: "Tabs/home", title: "Home" }
                    tab accent { image: ↓"AccentColor", title: "Accent" }
                }
                """,
                assets: Self.exampleCatalog
            ),
        ],
        nonTriggering: [
            RuleExample(
                """
                tabbar Main {
                    tab home    { image: "Tabs/home", title: "Home" }
                    tab compose { image: "compose", title: "New" }
                    tab profile { image: "Tabs/profile", selectedImage: "Tabs/profile.selected", title: "Profile" }
                }
                """,
                assets: Self.exampleCatalog
            ),
            // No catalogs configured: nothing to check against.
            """
            tabbar Main {
                tab home { image: "hom", title: "Home" }
            }
            """,
        ]
    )

    /// The examples' catalog: a namespace folder with two images (one with a selected variant), a custom symbol
    /// and a color.
    static let exampleCatalog = [
        "AccentColor.colorset", "Tabs/", "Tabs/home.imageset", "Tabs/profile.imageset", "Tabs/profile.selected.imageset",
        "compose.symbolset",
    ]

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        let catalogs = context.assetCatalogs
        guard !catalogs.isEmpty else { return [] }
        let names = context.assetNames
        let place = catalogs.count == 1
            ? "asset catalog '\(catalogs[0].path)'"
            : "the asset catalogs \(Diagnostic.quotedList(catalogs.map(\.path), conjunction: "and"))"
        let notes = catalogs.compactMap { catalog in
            catalog.problem.map { _ in
                DiagnosticNote(message: "asset catalog '\(catalog.path)' has a problem (invalid-asset-catalog) and may not "
                    + "have been read whole")
            }
        }
        var findings: [LintFinding] = []
        let items = tabBar.configuration.items
        for index in 0..<tabBar.tabCount {
            let tab = tabBar.spec.tabs[index]
            for (key, name) in [(SpecKey.image, items[index].imageName), (.selectedImage, items[index].selectedImageName)] {
                guard let name, !names.contains(name), let property = tab.properties[key] else { continue }
                let suggestions = names.suggestions(for: name)
                findings.append(LintFinding(
                    range: property.valueRange,
                    message: "image '\(name)' is not in \(place)" + Suggestion.phrase(suggestions),
                    notes: notes,
                    fixIts: suggestions.count == 1 ? [.replaceString(at: property.valueRange, with: suggestions[0], original: name)] : []
                ))
            }
        }
        return findings
    }
}
