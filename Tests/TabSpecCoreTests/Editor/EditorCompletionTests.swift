@testable import TabSpecCore
import TabSpecRuntime
import Testing

/// Completion at a cursor: keys not yet written, values, colors, tab ids, configuration slugs and rule ids, SF
/// Symbol names; and every key of the tables has completion and reference text.
@Suite("EditorCompletion")
struct EditorCompletionTests {
    /// The labels offered at the `|` of `text` (removed before analysing).
    func labels(_ text: String, configuration: Bool = false, settings: LintSettings = LintSettings()) -> [String] {
        completions(text, configuration: configuration, settings: settings).map(\.label)
    }

    /// The completions offered at the `|` of `text`.
    func completions(_ text: String, configuration: Bool = false, settings: LintSettings = LintSettings(),
                     snippets: Bool = false) -> [EditorCompletion] {
        let bytes = Array(text.utf8)
        let cursor = bytes.firstIndex(of: UInt8(ascii: "|")) ?? bytes.count
        var without = bytes
        without.remove(at: cursor)
        let document = TextDocument(bytes: without)
        let analysis = configuration
            ? EditorAnalysis(configuration: document, path: ".tabspec")
            : EditorAnalysis(spec: document, path: "Tab.tabspec", settings: settings)
        return analysis.completions(at: document.position(of: cursor, in: .utf16), in: .utf16, snippets: snippets, markdown: false).items
    }

    @Test func keysOfTheEnclosingBlockNotYetWritten() {
        #expect(labels("tabbar T {\n    ti|\n}\n") == ["titleFont", "titleSpacing", "tintColor", "titleColor"])
        #expect(labels("tabbar T {\n    titleFont: 12\n    ti|\n}\n") == ["titleSpacing", "tintColor", "titleColor"])
        #expect(labels("tabbar T {\n    indicator {\n        |\n    }\n}\n") == SpecBlock.indicator.keys.map(\.name))
        #expect(labels("tabbar T {\n    localization { t| }\n}\n") == ["table"])
        #expect(labels("tabbar T {\n    tab a { symbol: \"x\", ro| }\n}\n") == ["role"])
        #expect(labels("|") == ["tabbar", "palette", "compile"])
        #expect(labels("tabbar T {\n    indicator { shape: circle }\n    in|\n}\n") == ["initial"])
    }

    @Test func snippetsOnlyWhenAllowed() {
        let plain = completions("tabbar T {\n    indic|\n}\n")
        #expect(plain.map(\.insertText) == ["indicator"])
        #expect(plain.map(\.isSnippet) == [false])
        let snippet = completions("tabbar T {\n    indic|\n}\n", snippets: true)
        #expect(snippet.map(\.insertText) == ["indicator {\n\t$0\n}"])
        #expect(completions("tabbar T {\n    swi|\n}\n").map(\.insertText) == ["swipe: "])
        #expect(completions("tabbar T {\n    swi|\n}\n").first?.range == EditorRange(1, 4, 1, 7))
    }

    @Test func valuesOfTheKey() {
        #expect(labels("tabbar T {\n    kind: |\n}\n") == ["system", "custom"])
        #expect(labels("tabbar T {\n    swipe: t|\n}\n") == ["true"])
        #expect(labels("tabbar T {\n    indicator { shape: |\n") == ["circle", "capsule", "underline"])
        #expect(labels("tabbar T {\n    tab a { role: | }\n}\n") == ["search", "action"])
        // v1.3's keyword values (apps.md), from the same table.
        #expect(labels("tabbar T {\n    reselect: |\n}\n") == ["popToRootThenScrollToTop", "popToRoot", "scrollToTop", "none"])
        #expect(labels("tabbar T {\n    imageBundle: |\n}\n") == ["main", "module"])
        #expect(labels("tabbar T {\n    imageRendering: |\n}\n") == ["template", "original"])
        #expect(labels("tabbar T {\n    tab a { imageRendering: o| }\n}\n") == ["original"])
        #expect(labels("tabbar T {\n    customizable: |\n}\n") == ["true", "false"])
        #expect(labels("tabbar T {\n    keyboardShortcuts: |\n}\n") == ["true", "false"])
        #expect(labels("tabbar T {\n    tab a { optional: |}\n}\n") == ["true", "false"])
        #expect(labels("tabbar T {\n    localization { bundle: | }\n}\n") == ["main", "module"])
    }

    @Test func colorsAndPaletteNames() {
        let text = "tabbar T {\n    tintColor: br|\n}\npalette {\n    brand: #FF8800\n    brandDim: brand @ 50%\n}\n"
        #expect(labels(text) == ["brown", "brand", "brandDim"])
        #expect(completions("tabbar T {\n    tintColor: systemBlu|\n}\n").map(\.detail) == ["#007AFF | #0A84FF"])
    }

    @Test func tabIDsAfterInitial() {
        #expect(labels("tabbar T {\n    initial: |\n    tab home { }\n    tab feed { }\n}\ntabbar U {\n    tab other { }\n}\n") == ["home", "feed"])
    }

    @Test func configurationSlugsAndRuleIDs() {
        #expect(labels("lint {\n    devices: iphone-16-p|\n}\n", configuration: true) == ["iphone-16-plus", "iphone-16-pro", "iphone-16-pro-max"])
        #expect(labels("lint {\n    disable: low-|\n}\n", configuration: true) == ["low-contrast"])
        #expect(labels("lint {\n    dep|\n}\n", configuration: true) == ["deploymentTarget"])
        #expect(labels("|", configuration: true) == ["lint", "compile", "app"])
        #expect(labels("app { |", configuration: true) == ["designRequiresCompatibility", "sdk"])
    }

    @Test func symbolNamesByPrefixAndFuzzyMatch() {
        let items = completions("tabbar T {\n    tab a { symbol: \"house.fi|\" }\n}\n")
        #expect(items.first?.label == "house.fill")
        let prefixed = items.filter { $0.label.hasPrefix("house.fi") }
        #expect(prefixed.map(\.label) == ["house.fill"])
        #expect(Array(items.prefix(prefixed.count)) == prefixed)
        #expect(items.first?.detail == "iOS 13.0")
        #expect(items.first?.range == EditorRange(1, 21, 1, 29))
        let fuzzy = completions("tabbar T {\n    tab a { symbol: \"hosue\" }\n}\n".replacingFirst("hosue", with: "hosue|"))
        #expect(fuzzy.map(\.label).contains("house"))
    }

    @Test func newerSymbolsSortLastAndRenamedOnesInsertTheCurrentName() throws {
        var settings = LintSettings()
        settings.deploymentTarget = IOSVersion(major: 13)
        let items = completions("tabbar T {\n    tab a { symbol: \"speaker.3|\" }\n}\n", settings: settings)
        let renamed = try #require(items.first { $0.label == "speaker.3" })
        #expect(renamed.isDeprecated)
        #expect(renamed.insertText == "speaker.wave.3")
        let sorted = items.sorted { $0.sortText < $1.sortText }
        let firstLate = sorted.firstIndex { $0.detail?.contains("newer than the deployment target iOS 13") == true || $0.isDeprecated }
        if let firstLate { #expect(sorted[firstLate...].allSatisfy { $0.detail?.contains("newer") == true || $0.isDeprecated }) }
    }

    /// Every key of every table completes in its block and has reference text.
    @Test func everyKeyCompletesAndHasReferenceText() {
        for block in [SpecBlock.tabbar, .tab, .indicator, .hideOnScroll, .localization] {
            let opening = switch block {
            case .tabbar: "tabbar T {\n    "
            case .tab: "tabbar T {\n    tab a {\n        "
            default: "tabbar T {\n    \(block.rawValue) {\n        "
            }
            for key in block.keys {
                let items = completions(opening + key.name + "|\n")
                #expect(items.contains { $0.label == key.name && $0.kind == .property && $0.documentation?.isEmpty == false },
                        "\(block.rawValue).\(key.name)")
                #expect(!KeyReference(key).summary.isEmpty && !KeyReference(key).defaultValue.isEmpty)
            }
        }
        for block in ConfigurationSchema.blocks {
            #expect(ConfigurationSchema.reference(ofBlock: block) != nil, "\(block)")
            for key in ConfigurationSchema.keys(of: block) {
                let items = completions("\(block) {\n    \(key)|\n}\n", configuration: true)
                #expect(items.contains { $0.label == key && $0.documentation?.isEmpty == false }, "\(block).\(key)")
            }
        }
    }

    /// Every key of every table, written in its block, hovers with its reference text over exactly its name —
    /// in a spec, in a configuration file, and in the configuration's `compile { localization { … } }`.
    @Test func everyKeyHoversWithItsReferenceText() throws {
        /// The hover one character into the key on `line`, which is indented by four spaces per level.
        func hover(_ text: String, line: Int, configuration: Bool = false) -> EditorHover? {
            let document = TextDocument(text: text, version: 1)
            let analysis = configuration
                ? EditorAnalysis(configuration: document, path: ".tabspec")
                : EditorAnalysis(spec: document, path: "Tab.tabspec", settings: LintSettings())
            return analysis.hover(at: EditorPosition(line: line, character: 4 * line + 1), in: .utf16, markdown: false)
        }
        for block in [SpecBlock.tabbar, .tab, .indicator, .hideOnScroll, .localization] {
            let (opening, line) = switch block {
            case .tabbar: ("tabbar T {\n", 1)
            case .tab: ("tabbar T {\n    tab a {\n", 2)
            default: ("tabbar T {\n    \(block.rawValue) {\n", 2)
            }
            for key in block.keys {
                let indent = String(repeating: " ", count: 4 * line)
                let found = hover(opening + indent + key.name + ": 1\n", line: line)
                #expect(found == EditorHover(text: KeyReference(key).text(markdown: false),
                                             range: EditorRange(line, 4 * line, line, 4 * line + key.name.utf16.count)),
                        "\(block.rawValue).\(key.name)")
            }
        }
        for block in ConfigurationSchema.blocks {
            for key in ConfigurationSchema.keys(of: block) {
                let reference = try #require(ConfigurationSchema.reference(ofKey: key, in: block), "\(block).\(key)")
                #expect(hover("\(block) {\n    \(key): 1\n}\n", line: 1, configuration: true)
                        == EditorHover(text: reference.text(markdown: false), range: EditorRange(1, 4, 1, 4 + key.utf16.count)),
                        "\(block).\(key)")
            }
        }
        for key in SpecBlock.localization.keys {
            #expect(hover("compile {\n    localization {\n        \(key.name): 1\n    }\n}\n", line: 2, configuration: true)
                    == EditorHover(text: KeyReference(key).text(markdown: false), range: EditorRange(2, 8, 2, 8 + key.name.utf16.count)),
                    "compile.localization.\(key.name)")
        }
    }
}

extension String {
    /// The string with its first `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
