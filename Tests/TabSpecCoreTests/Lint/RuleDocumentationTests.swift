import Foundation
import Testing
@testable import TabSpecCore

/// `tabspec rules` in its three formats, and docs/Rules.md (the Markdown form, regenerated with
/// `TABSPEC_UPDATE_GOLDENS=1`).
@Suite("RuleDocumentation")
struct RuleDocumentationTests {
    @Test func docsRulesMdIsUpToDate() {
        Golden.assertMatches(RuleDocumentation.markdown(), file: Fixtures.packageRoot + "/docs/Rules.md")
    }

    @Test func markdownHasASectionAndATableRowPerRule() {
        let markdown = RuleDocumentation.markdown()
        for rule in Linter.rules {
            #expect(markdown.contains("\n## \(rule.id)\n\n**\(rule.name)** · default severity: \(rule.defaultSeverity)\n"))
            #expect(markdown.contains("| [`\(rule.id)`](#\(rule.id)) | \(rule.defaultSeverity) | "))
            for example in rule.triggering + rule.nonTriggering {
                #expect(markdown.contains("```\n" + example.text + "\n```\n"))
            }
        }
        #expect(markdown.contains("With `lint { deploymentTarget: 15.0 }`:\n\n```\ntabbar Main {\n    tab run  { symbol: ↓\"figure.run\""))
        #expect(markdown.hasSuffix("\n"))
        #expect(!markdown.contains("\r"))
    }

    @Test func detailsFollowTheirRulesRationaleInMarkdownOnly() throws {
        let markdown = RuleDocumentation.markdown()
        let section = try #require(markdown.range(of: "\n## title-truncation\n"))
        let next = try #require(markdown.range(of: "\n## ", range: section.upperBound..<markdown.endIndex))
        let heading = try #require(markdown.range(of: "\n### How wide a title is: the estimate per script\n"))
        #expect(section.upperBound <= heading.lowerBound && heading.upperBound <= next.lowerBound)
        #expect(markdown.contains(TitleTruncationRule.description.rationale + "\n\n" + TitleTruncationRule.estimateDetails + "\n"))
        #expect(markdown.contains("| Latin (English, German, French, Vietnamese…) | each letter, digit, space and punctuation mark;"))
        #expect(!RuleDocumentation.table().contains("How wide a title is"))
        #expect(!RuleDocumentation.json().contains("How wide a title is"))
        #expect(Linter.rules.filter { $0.details != nil }.map(\.id) == [.titleTruncation])
    }

    @Test func tableListsEveryRuleWithItsSeverityAndWrapsAt100Columns() {
        let table = RuleDocumentation.table()
        let lines = table.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "ID                           DEFAULT  SUMMARY / RATIONALE")
        #expect(lines.dropLast().allSatisfy { $0.unicodeScalars.count <= 100 })
        #expect(table.hasSuffix("\n"))
        for rule in Linter.rules {
            let row = RuleDocumentation.pad(rule.id.rawValue, 29) + RuleDocumentation.pad(rule.defaultSeverity.rawValue, 9)
            #expect(lines.contains { $0.hasPrefix(row) }, "\(rule.id)")
        }
        #expect(table.contains("item-overflow                error    Centered items (n·w + (n−1)·s) are wider than the bar's\n"))
    }

    @Test func jsonIsDeterministicAndParses() throws {
        let json = RuleDocumentation.json()
        #expect(json == RuleDocumentation.json())
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(parsed.map { $0["id"] as? String } == Linter.rules.map(\.id.rawValue))
        let first = try #require(parsed.first)
        #expect(Array(first.keys).sorted() == ["defaultSeverity", "id", "name", "nonTriggeringExamples", "rationale", "summary", "triggeringExamples"])
        let availability = try #require(parsed.first { $0["id"] as? String == "symbol-availability" })
        let examples = try #require(availability["triggeringExamples"] as? [[String: Any]])
        #expect(examples.first?["configuration"] as? String == "lint { deploymentTarget: 15.0 }")
        #expect((examples.first?["source"] as? String)?.contains("↓\"figure.run\"") == true)
        let plain = try #require(parsed.first { $0["id"] as? String == "too-many-tabs" })
        let plainExamples = try #require(plain["triggeringExamples"] as? [[String: Any]])
        #expect(plainExamples.first?["configuration"] is NSNull)
        // Member order is fixed: id first, examples last.
        #expect(json.hasPrefix("[\n  {\n    \"id\": \"too-many-tabs\",\n    \"name\": \"Too many tabs\",\n    \"defaultSeverity\": \"warning\","))
    }

    @Test func wrappingKeepsWordsWhole() {
        #expect(RuleDocumentation.wrap("aa bb cc dd", width: 5) == ["aa bb", "cc dd"])
        #expect(RuleDocumentation.wrap("abcdefgh ij", width: 5) == ["abcdefgh", "ij"])
        #expect(RuleDocumentation.wrap("", width: 5) == [])
    }
}
