import Testing
@testable import TabSpecCore

/// Random valid specs through every rule over the full matrix: no crash, findings inside the file, lowercase
/// messages without a trailing period, and the same result every time (no hash order reaches the output).
@Suite("Lint robustness")
struct LintRobustnessTests {
    static let symbols = ["house", "house.fill", "person", "star", "hous", "House", "person.and.person", "bell.badge.waveform",
                          "figure.run", "", "a..b", "gearshape", "zzyzx.quux"]
    static let titles = ["Home", "首页", "Trang chủ", "Einstellungsmöglichkeiten", "ホーム", "", "A", "👍🏽 Likes"]
    static let colors = ["black", "white", "gray @ 0.5", "#FF0000", "#0000FF80", "systemBlue", "label", "clear", "#123 | #EEE", "systemGray @ 30%"]

    /// A random, language-error-free spec.
    static func randomSpec(using generator: inout SplitMix64) -> String {
        func pick<T>(_ values: [T]) -> T { values[Int(generator.next() % UInt64(values.count))] }
        func number(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(generator.next() % UInt64(range.count)) }
        func maybe() -> Bool { generator.next() % 2 == 0 }
        let custom = maybe()
        var lines = ["tabbar Main {", "    kind: \(custom ? "custom" : "system")"]
        let positioning = pick(["automatic", "fill", "centered"])
        lines.append("    itemPositioning: \(positioning)")
        if positioning == "centered" && custom || maybe() { lines.append("    itemWidth: \(number(1...300))") }
        if maybe() { lines.append("    itemSpacing: \(number(0...80))") }
        if maybe() { lines.append("    height: \(number(40...90))") }
        if custom, maybe() { lines.append("    padding: \(number(0...8)) \(number(0...60))") }
        if maybe() { lines.append("    iconSize: \(number(10...40))") }
        if maybe() { lines.append("    titleFont: \(pick(["thin", "medium", "bold", "black"])) \(number(8...24))") }
        for key in ["tintColor", "unselectedItemTintColor", "barTintColor", "backgroundColor", "titleColor",
                    "selectedItemBackgroundColor", "itemBackgroundColor"] where generator.next() % 3 == 0 {
            lines.append("    \(key): \(pick(colors))")
        }
        if maybe() { lines.append("    selectionAnimation: easeIn 0.\(number(1...9))") }
        if maybe() {
            lines.append("    indicator { shape: \(pick(["circle", "capsule", "underline"])), offset: \(number(-30...80)), alignment: \(pick(["leading", "center"])) }")
        }
        if maybe() { lines.append("    hideOnScroll { duration: \(number(0...2)) }") }
        for index in 0..<number(1...8) {
            var entries: [String] = []
            let hasSymbol = maybe()
            if hasSymbol { entries.append("symbol: \"\(pick(symbols))\"") }
            if maybe() { entries.append("selectedSymbol: \"\(pick(symbols))\"") }
            if !hasSymbol || maybe() { entries.append("title: \"\(pick(titles))\"") }
            if maybe() { entries.append("accessibilityLabel: \"Tab \(index)\"") }
            lines.append("    tab \(pick(["tab", "default", "Item", "x_y"]))\(index) { \(entries.joined(separator: ", ")) }")
        }
        if maybe() { lines.insert("    // tabspec:disable-next-line \(pick(["low-contrast", "all", "touch-target unknown-rule"]))", at: 2) }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func randomValidSpecsLintDeterministically() {
        var generator = SplitMix64(seed: 2_024)
        var findings = 0
        for index in 0..<50 {
            let text = LintRobustnessTests.randomSpec(using: &generator)
            let document = SpecDocument(path: "r\(index).tabspec", text: text)
            #expect(document.diagnostics.isEmpty, "\(text)\n\(document.diagnostics.map(\.message))")
            let settings = LintSettings(deploymentTarget: IOSVersion("15.0"))
            let first = Linter(settings: settings).lint(document)
            #expect(first == Linter(settings: settings).lint(document))
            for diagnostic in first {
                #expect(diagnostic.range.start >= 0 && diagnostic.range.end <= document.source.bytes.count)
                let message = diagnostic.message
                #expect(!message.isEmpty && !message.hasSuffix("."))
                #expect(message.first.map { !$0.isUppercase } ?? false, "\(message)")
            }
            findings += first.count
        }
        #expect(findings > 50)
    }
}
