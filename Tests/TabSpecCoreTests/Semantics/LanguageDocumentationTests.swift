import Testing
@testable import TabSpecCore

/// docs/Language.md documents every key of the schema's tables (``SpecBlock/keys``): each key is in the first
/// column of its block's table, so a key added to the language cannot be left out of the reference.
@Suite("Language documentation")
struct LanguageDocumentationTests {
    /// The heading of each block's section in docs/Language.md.
    static let sections: [(block: SpecBlock, heading: String)] = [
        (.tabbar, "## Inside `tabbar`"), (.tab, "## `tab ID { … }`"), (.indicator, "## `indicator { … }`"),
        (.hideOnScroll, "## `hideOnScroll { … }`"), (.localization, "## `localization { … }`"),
        (.theme, "## `theme NAME { … }`"), (.badge, "## `badge { … }`"),
        (.classic, "## The bar's material (`backgroundEffect`, `shadowColor`, `classic { … }`)"),
    ]

    @Test(arguments: sections.map(\.block))
    func everyKeyOfTheBlockIsInItsTable(_ block: SpecBlock) throws {
        let text = Fixtures.read(Fixtures.packageRoot + "/docs/Language.md")
        let heading = try #require(Self.sections.first { $0.block == block }?.heading)
        let start = try #require(text.range(of: "\n" + heading + "\n"))
        let section = text[start.upperBound...].components(separatedBy: "\n## ").first ?? ""
        let firstCells = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { $0.split(separator: "|").first.map(String.init) ?? "" }
        #expect(firstCells.count >= 2)
        for key in block.keys {
            #expect(firstCells.contains { $0.contains("`\(key.name)`") }, "\(block.rawValue).\(key.name)")
        }
    }
}
