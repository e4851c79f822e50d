import Testing
@testable import TabSpecCore

/// The linter around the rules: registry order, severities, skipping tab bars with errors, Fix-Its and notes.
@Suite("Linter")
struct LinterTests {
    /// lint.md's table, in order: id and default severity.
    static let contract: [(String, Severity)] = [
        ("too-many-tabs", .warning), ("item-overflow", .error), ("touch-target", .warning), ("low-contrast", .warning),
        ("indistinct-selection", .warning), ("invalid-symbol-name", .warning), ("unknown-symbol", .warning),
        ("renamed-symbol", .warning), ("symbol-availability", .error), ("title-truncation", .warning),
        ("missing-accessibility-label", .warning), ("duplicate-symbol", .warning), ("slow-animation", .warning),
        ("indicator-overflow", .warning), ("implicit-item-width", .warning), ("ignored-property", .warning),
        ("reserved-identifier", .warning), ("unused-suppression", .warning), ("swiftui-tab-shadowing", .warning),
        ("icon-title-overlap", .warning),
        // v1.2 (issues 16 and 17).
        ("missing-translation", .warning), ("stale-catalog", .warning), ("glass-background", .warning), ("compatibility-mode", .warning),
        // v1.3 (issues 23 and 24).
        ("unknown-image", .warning), ("prominent-action", .warning),
    ]

    @Test func rulesAreLintMdsTableInOrder() {
        #expect(Linter.rules.map(\.id.rawValue) == LinterTests.contract.map(\.0))
        #expect(Linter.rules.map(\.defaultSeverity) == LinterTests.contract.map(\.1))
        #expect(Linter.rules.allSatisfy { !$0.id.isLanguageError && !$0.name.isEmpty && !$0.summary.isEmpty && !$0.rationale.isEmpty })
    }

    @Test func rulesMatchTheDesignDocumentWhenItIsAvailable() {
        // The design documents sit next to the package in the development checkout only; elsewhere the
        // hard-coded contract above is the check.
        let text = Fixtures.read((Fixtures.sharedDirectory ?? "/nonexistent") + "/design/lint.md")
        guard !text.isEmpty else { return }
        // Language errors the v1.2 and v1.3 tables list (`error (language)`) are not lint rules; v1.3's rows
        // `(extended)` and `(data)` change rules listed earlier.
        let rows = text.split(separator: "\n").filter {
            $0.hasPrefix("| `") && !$0.contains("| error (language) |") && !$0.contains("| (extended) |") && !$0.contains("| (data) |")
        }
        let designed = rows.compactMap { row -> (id: String, severity: String)? in
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count > 1 else { return nil }
            return (String(cells[0].dropFirst().dropLast()), cells[1])
        }
        // Rules the design has and the linter does not have yet; each leaves this list when it is registered.
        let pending = Self.pendingDesignRules.filter { id in !Linter.rules.contains { $0.id.rawValue == id } }
        #expect(pending == Self.pendingDesignRules, "registered now, remove from pendingDesignRules: \(Set(Self.pendingDesignRules).subtracting(pending))")
        let expected = designed.filter { !pending.contains($0.id) }
        #expect(expected.map(\.id) == Linter.rules.map(\.id.rawValue))
        #expect(expected.map(\.severity) == Linter.rules.map(\.defaultSeverity.rawValue))
    }

    /// The design's rules not implemented yet.
    static let pendingDesignRules: [String] = []

    @Test func aTabBarWithLanguageErrorsIsSkippedOthersAreLinted() {
        let text = """
            tabbar Broken {
                tintColor: black
                height: 49pt
                tab home { symbol: "house", title: "Home" }
            }
            tabbar Clean {
                tintColor: black
                tab home { symbol: "house", title: "Home" }
            }
            """
        let diagnostics = Linter().lint(SpecDocument(path: "two.tabspec", text: text))
        #expect(diagnostics.map(\.id) == [.invalidNumber, .lowContrast])
        #expect(diagnostics.last?.range.start == text.utf8.count - " black\n    tab home { symbol: \"house\", title: \"Home\" }\n}".utf8.count + 1)
    }

    @Test func severitiesCanBeChangedAndRulesDisabled() {
        let text = "tabbar Main {\n    tintColor: black\n    tab home { symbol: \"hous\", title: \"Home\" }\n}\n"
        let document = SpecDocument(path: "s.tabspec", text: text)
        let defaults = Linter().lint(document)
        #expect(defaults.map(\.id) == [.lowContrast, .unknownSymbol])
        #expect(defaults.map(\.severity) == [.warning, .warning])
        let changed = Linter(settings: LintSettings(disabledRules: [.unknownSymbol], severities: [.lowContrast: .error])).lint(document)
        #expect(changed.map(\.id) == [.lowContrast])
        #expect(changed.map(\.severity) == [.error])
    }

    @Test func languageErrorsKeepTheirSeverityWhateverTheOptions() {
        let document = SpecDocument(path: "e.tabspec", text: "tabbar Main {\n    height: -1\n    tab home { title: \"Home\" }\n}\n")
        let diagnostics = Linter(settings: LintSettings(disabledRules: [.valueOutOfRange], severities: [.valueOutOfRange: .warning]))
            .lint(document)
        #expect(diagnostics.map(\.id) == [.valueOutOfRange])
        #expect(diagnostics.map(\.severity) == [.error])
    }

    @Test func bundledSpecsProduceNoErrors() {
        for path in Fixtures.bundledSpecs {
            let document = SpecDocument(source: SourceFile(path: path, bytes: Fixtures.bytes(path)))
            #expect(!Linter().lint(document).contains { $0.severity == .error }, "\(path)")
        }
    }

    // MARK: Fix-Its and notes

    /// The findings of `id` for `text`.
    private func findings(_ text: String, _ id: DiagnosticID, _ settings: LintSettings = LintSettings()) -> [Diagnostic] {
        Linter(settings: settings).lint(SpecDocument(path: "f.tabspec", text: text)).filter { $0.id == id }
    }

    /// `text` with the first Fix-It of `diagnostic` applied.
    private func fixed(_ text: String, _ diagnostic: Diagnostic?) -> String {
        var bytes = Array(text.utf8)
        for edit in (diagnostic?.fixIts.first?.edits ?? []).sorted(by: { $0.range.start > $1.range.start }) {
            bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func symbolFixItsReplaceTheQuotedName() {
        let renamed = "tabbar Main {\n    tab friends { symbol: \"person.and.person\", title: \"Friends\" }\n}\n"
        #expect(fixed(renamed, findings(renamed, .renamedSymbol).first)
            == "tabbar Main {\n    tab friends { symbol: \"person.2\", title: \"Friends\" }\n}\n")
        let unknown = "tabbar Main {\n    tab home { symbol: \"hous\", title: \"Home\" }\n}\n"
        #expect(findings(unknown, .unknownSymbol).first?.fixIts.first?.message == "replace 'hous' with 'house'")
        #expect(fixed(unknown, findings(unknown, .unknownSymbol).first).contains("symbol: \"house\""))
        let invalid = "tabbar Main {\n    tab home { symbol: \"House\", title: \"Home\" }\n}\n"
        #expect(fixed(invalid, findings(invalid, .invalidSymbolName).first).contains("symbol: \"house\""))
        // Several equally plausible suggestions: no Fix-It.
        let vague = "tabbar Main {\n    tab profile { symbol: \"person.fil\", title: \"Me\" }\n}\n"
        #expect(findings(vague, .unknownSymbol).first?.fixIts == [])
    }

    @Test func renamedSymbolOffersNoFixItThatWouldBreakTheDeploymentTarget() {
        let text = "tabbar Main {\n    tab alerts { symbol: \"bell.and.waveform\", title: \"Alerts\" }\n}\n"
        let below = findings(text, .renamedSymbol, LintSettings(deploymentTarget: IOSVersion("16.0")))
        #expect(below.count == 1)
        #expect(below.first?.fixIts == [])
        let above = findings(text, .renamedSymbol, LintSettings(deploymentTarget: IOSVersion("17.0")))
        #expect(above.first?.fixIts.count == 1)
        #expect(findings(text, .symbolAvailability, LintSettings(deploymentTarget: IOSVersion("16.0"))).isEmpty)
    }

    @Test func symbolAvailabilityOffersTheEarlierNameOfARenamedSymbol() {
        let text = "tabbar Main {\n    tab alerts { symbol: \"bell.badge.waveform\", title: \"Alerts\" }\n}\n"
        let result = findings(text, .symbolAvailability, LintSettings(deploymentTarget: IOSVersion("16.0")))
        #expect(result.map(\.message) == ["'bell.badge.waveform' needs iOS 17.0 but the deployment target is 16.0; the icon is blank on older systems"])
        #expect(result.first?.notes.map(\.message) == ["its earlier name 'bell.and.waveform' is available from iOS 15.0"])
        #expect(fixed(text, result.first).contains("symbol: \"bell.and.waveform\""))
        #expect(result.first?.severity == .error)
        // Without a deployment target the rule is off; at or above the symbol's version it is quiet.
        #expect(findings(text, .symbolAvailability).isEmpty)
        #expect(findings(text, .symbolAvailability, LintSettings(deploymentTarget: IOSVersion("17.0"))).isEmpty)
    }

    @Test func unknownSymbolAcceptsConfiguredNamesAndLeavesOldNamesToRenamedSymbol() {
        let text = "tabbar Main {\n    tab a { symbol: \"figure.walk.motion.trianglebadge\", title: \"A\" }\n    tab b { symbol: \"person.and.person\", title: \"B\" }\n}\n"
        #expect(findings(text, .unknownSymbol).count == 1)
        #expect(findings(text, .unknownSymbol, LintSettings(extraSymbols: ["figure.walk.motion.trianglebadge"])).isEmpty)
        #expect(findings(text, .renamedSymbol).count == 1)
    }

    @Test func implicitItemWidthInsertsTheDefaultWidthIndentedLikeThePositioning() {
        let text = "tabbar Main {\n    itemPositioning: centered\n    tab home { symbol: \"house\", title: \"Home\" }\n}\n"
        #expect(fixed(text, findings(text, .implicitItemWidth).first)
            == "tabbar Main {\n    itemPositioning: centered\n    itemWidth: 76\n    tab home { symbol: \"house\", title: \"Home\" }\n}\n")
        let custom = "tabbar Main {\n    kind: custom\n    itemPositioning: automatic\n    tab home { symbol: \"house\", title: \"Home\" }\n}\n"
        #expect(findings(custom, .implicitItemWidth).isEmpty)
    }

    @Test func duplicateSymbolNotesTheFirstUse() {
        let text = "tabbar Main {\n    tab a { symbol: \"house\", title: \"A\" }\n    tab b { symbol: \"star\", title: \"B\" }\n    tab c { symbol: \"house\", title: \"C\" }\n    tab d { symbol: \"house\", title: \"D\" }\n}\n"
        let result = findings(text, .duplicateSymbol)
        #expect(result.map(\.message) == [
            "tab 'c' uses the same symbol 'house' as tab 'a'", "tab 'd' uses the same symbol 'house' as tab 'a'",
        ])
        let first = text.utf8.count - text.drop(while: { $0 != "\"" }).utf8.count
        #expect(result.first?.notes.first?.range?.start == first)
    }

    @Test func lowContrastChecksTitlesOnEveryBackgroundTheyAppearOn() {
        let text = """
            tabbar Main {
                kind: custom
                barTintColor: white
                tintColor: black
                unselectedItemTintColor: black
                selectedItemBackgroundColor: black
                titleColor: #777777
                tab home { title: "Home" }
            }
            """
        let messages = findings(text, .lowContrast).map(\.message)
        #expect(messages == [
            "selected tint 'black' on the selected item background has contrast 1.00:1 in light and 1.00:1 in dark appearance; needs at least 3:1",
            "title color '#777777' on the bar has contrast 4.47:1 in light and 4.47:1 in dark appearance; needs at least 4.5:1 for 10 pt medium titles",
        ])
    }

    @Test func largeTextFollowsWCAG() {
        #expect(LowContrastRule.isLargeText(.init(weight: .regular, size: 18)))
        #expect(LowContrastRule.isLargeText(.init(weight: .bold, size: 14)))
        #expect(LowContrastRule.isLargeText(.init(weight: .black, size: 14)))
        #expect(!LowContrastRule.isLargeText(.init(weight: .semibold, size: 17)))
        #expect(!LowContrastRule.isLargeText(.init(weight: .bold, size: 13.5)))
    }

    @Test func titleWidthsFollowTheEstimate() {
        let medium = TabBarConfiguration.Font(weight: .medium, size: 10)
        let bold = TabBarConfiguration.Font(weight: .bold, size: 10)
        #expect(TitleWidthEstimate.width(of: "Home", font: medium) == 4 * 0.56 * 10)
        #expect(TitleWidthEstimate.width(of: "首页", font: medium) == 20)
        #expect(TitleWidthEstimate.width(of: "ホーム", font: bold) == 3 * 10 * 1.05)
        #expect(TitleWidthEstimate.width(of: "ＡＢ", font: medium) == 20)
        // A decomposed 'ủ' (u + combining hook) is one character wide.
        #expect(TitleWidthEstimate.width(of: "chu\u{309}", font: medium) == TitleWidthEstimate.width(of: "chủ", font: medium))
    }

    @Test func ratiosAreTruncatedNotRounded() {
        #expect(LintText.ratio(2.999) == "2.99")
        #expect(LintText.ratio(1) == "1.00")
        #expect(LintText.ratio(21) == "21.00")
        #expect(LintText.ratio(4.5) == "4.50")
        #expect(LintText.points(72.2000000001) == "72.2")
        #expect(LintText.points(-0.001) == "0")
    }
}
