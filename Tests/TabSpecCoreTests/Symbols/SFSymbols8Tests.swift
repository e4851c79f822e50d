import Testing
import TabSpecRuntime
@testable import TabSpecCore

extension SymbolsTests {
    /// The embedded table covers SF Symbols 8 (iOS 27.0; lint.md v1.3): the symbol rules, completion and hover
    /// read iOS 27's names and the renames of iOS 18 from it.
    @Suite struct SFSymbols8Tests {
        /// `text` linted with `deploymentTarget` (none when `nil`), only the findings of `ids`.
        static func lint(_ text: String, deploymentTarget: IOSVersion?, _ ids: [DiagnosticID]) -> (SpecDocument, [Diagnostic]) {
            var settings = LintSettings()
            settings.deploymentTarget = deploymentTarget
            let document = SpecDocument(path: "Symbols.tabspec", text: text)
            return (document, Linter(settings: settings).lint(document).filter { ids.contains($0.id) })
        }

        /// A bar whose second tab's symbol is `symbol`, at line 3, column 25 (its opening quote).
        static func bar(_ symbol: String) -> String {
            "tabbar Main {\n    tab home  { symbol: \"house\", title: \"Home\" }\n    tab other { symbol: \"\(symbol)\", title: \"Other\" }\n}\n"
        }

        @Test func theTableHasIOS27SymbolsAndIOS18Renames() {
            let table = SymbolTable.builtIn
            #expect(table.introducedVersion(of: "pizza.slice") == IOSVersion(major: 27))
            #expect(table.introducedVersion(of: "pizza.slice.fill") == IOSVersion(major: 27))
            #expect(table.introducedVersion(of: "apple.intelligence") == IOSVersion(major: 18))
            #expect(table.introducedVersion(of: "arrow.trianglehead.2.clockwise.rotate.90") == IOSVersion(major: 18))
            #expect(table.currentName(forRenamed: "arrow.2.circlepath") == "arrow.trianglehead.2.clockwise.rotate.90")
            #expect(table.count == 9476 && table.aliases.count == 955)
            #expect((0..<table.count).map(table.version(at:)).max() == IOSVersion(major: 27))
        }

        @Test func anIOS27SymbolUnderDeploymentTarget26IsAnError() throws {
            let (document, findings) = Self.lint(Self.bar("pizza.slice"), deploymentTarget: IOSVersion(major: 26), [.symbolAvailability])
            let finding = try #require(findings.first)
            #expect(findings.count == 1)
            #expect(finding.severity == .error)
            #expect(finding.message == "'pizza.slice' needs iOS 27.0 but the deployment target is 26.0; the icon is blank on older systems")
            #expect(document.source.location(of: finding.range.start) == TabSpecCore.SourceLocation(line: 3, column: 25))
            #expect(finding.notes.isEmpty && finding.fixIts.isEmpty)
            // Deployed on iOS 27, or with no deployment target, it is fine, and no rule calls it unknown.
            #expect(Self.lint(Self.bar("pizza.slice"), deploymentTarget: IOSVersion(major: 27), [.symbolAvailability]).1.isEmpty)
            #expect(Self.lint(Self.bar("pizza.slice"), deploymentTarget: nil, [.symbolAvailability, .unknownSymbol, .renamedSymbol]).1.isEmpty)
        }

        @Test func anIOS18SymbolUnderDeploymentTarget17IsAnError() throws {
            let (document, findings) = Self.lint(Self.bar("apple.intelligence"), deploymentTarget: IOSVersion(major: 17), [.symbolAvailability])
            let finding = try #require(findings.first)
            #expect(findings.count == 1)
            #expect(finding.message == "'apple.intelligence' needs iOS 18.0 but the deployment target is 17.0; the icon is blank on older systems")
            #expect(document.source.location(of: finding.range.start) == TabSpecCore.SourceLocation(line: 3, column: 25))
            #expect(Self.lint(Self.bar("apple.intelligence"), deploymentTarget: IOSVersion(major: 18), [.symbolAvailability]).1.isEmpty)
        }

        @Test func anAliasOfAnIOS18RenameGetsItsFixIt() throws {
            let (document, findings) = Self.lint(Self.bar("arrow.2.circlepath"), deploymentTarget: nil, [.renamedSymbol])
            let finding = try #require(findings.first)
            #expect(findings.count == 1)
            #expect(finding.severity == .warning)
            #expect(finding.message == "'arrow.2.circlepath' was renamed to 'arrow.trianglehead.2.clockwise.rotate.90'; use the current name")
            #expect(document.source.location(of: finding.range.start) == TabSpecCore.SourceLocation(line: 3, column: 25))
            let edit = try #require(finding.fixIts.first?.edits.first)
            #expect(finding.fixIts.count == 1)
            #expect(document.source.text(in: edit.range) == "\"arrow.2.circlepath\"")
            #expect(edit.replacement == "\"arrow.trianglehead.2.clockwise.rotate.90\"")
            // Deployed on iOS 17 the current name would be blank there: the old one stays, without a Fix-It.
            let (_, older) = Self.lint(Self.bar("arrow.2.circlepath"), deploymentTarget: IOSVersion(major: 17), [.renamedSymbol])
            #expect(older.map(\.message) == ["'arrow.2.circlepath' was renamed to 'arrow.trianglehead.2.clockwise.rotate.90', which needs iOS 18.0; "
                                             + "keep the old name while the deployment target is 17.0"])
            #expect(older.first?.fixIts.isEmpty == true)
        }

        @Test func theCurrentNameUnderDeploymentTarget17OffersAnEarlierName() throws {
            let (_, findings) = Self.lint(Self.bar("arrow.trianglehead.2.clockwise.rotate.90"), deploymentTarget: IOSVersion(major: 17),
                                          [.symbolAvailability])
            let finding = try #require(findings.first)
            #expect(finding.message == "'arrow.trianglehead.2.clockwise.rotate.90' needs iOS 18.0 but the deployment target is 17.0; "
                + "the icon is blank on older systems")
            #expect(finding.notes.map(\.message) == ["its earlier name 'arrow.triangle.2.circlepath' is available from iOS 14.0"])
            #expect(finding.fixIts.first?.edits.first?.replacement == "\"arrow.triangle.2.circlepath\"")
        }

        @Test func completionListsAnIOS27NameWithItsVersion() throws {
            let text = "tabbar T {\n    tab a { symbol: \"pizza.sl\" }\n}\n"
            let document = TextDocument(text: text)
            let analysis = EditorAnalysis(spec: document, path: "T.tabspec", settings: LintSettings())
            let items = analysis.completions(at: EditorPosition(line: 1, character: 29), in: .utf16, snippets: false, markdown: false).items
            let pizza = try #require(items.first { $0.label == "pizza.slice" })
            #expect(pizza.detail == "iOS 27.0")
            #expect(items.prefix(2).map(\.label) == ["pizza.slice", "pizza.slice.fill"])
            // Under a deployment target of 26 it is still offered, marked as newer and sorted after the names that exist there.
            var settings = LintSettings()
            settings.deploymentTarget = IOSVersion(major: 26)
            let late = EditorAnalysis(spec: document, path: "T.tabspec", settings: settings)
                .completions(at: EditorPosition(line: 1, character: 29), in: .utf16, snippets: false, markdown: false).items
            let latePizza = try #require(late.first { $0.label == "pizza.slice" })
            #expect(latePizza.detail?.contains("iOS 27.0") == true)
            #expect(latePizza.detail?.contains("newer than the deployment target iOS 26") == true)
        }

        @Test func hoverShowsAnIOS27SymbolsAvailability() throws {
            let analysis = EditorAnalysis(spec: TextDocument(text: Self.bar("pizza.slice")), path: "Main.tabspec", settings: LintSettings())
            let hover = try #require(analysis.hover(at: EditorPosition(line: 2, character: 26), in: .utf16, markdown: false))
            #expect(hover.text.hasPrefix("tab 'other' of 'Main'\n"))
            #expect(hover.text.hasSuffix("\nsymbol 'pizza.slice': iOS 27.0"))
        }
    }
}
