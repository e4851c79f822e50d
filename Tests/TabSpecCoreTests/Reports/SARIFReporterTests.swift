import Foundation
import Testing
@testable import TabSpecCore

@Suite("SARIF reporter")
struct SARIFReporterTests {
    /// The output parsed as JSON.
    private func parse(_ report: LintReport, rules: [RuleDescription] = ReportSamples.rules) throws -> [String: Any] {
        let text = SARIFReporter(toolVersion: "9.8.7", rules: rules).render(report)
        #expect(text.hasSuffix("}\n"))
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Checks the fields SARIF 2.1.0 requires (and GitHub code scanning reads) on a whole log; returns the
    /// run's results.
    @discardableResult
    private func checkRequiredFields(_ log: [String: Any]) throws -> [[String: Any]] {
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "tabspec")
        #expect(driver["version"] as? String == "9.8.7")
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(ruleIDs.count == rules.count)
        #expect(Set(ruleIDs).count == ruleIDs.count, "rule ids are unique")
        for rule in rules {
            #expect(((rule["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            #expect(((rule["fullDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            #expect((rule["help"] as? [String: Any])?["text"] is String)
            #expect((rule["help"] as? [String: Any])?["markdown"] is String)
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(["error", "warning", "note"].contains(level ?? ""))
        }
        let results = try #require(run["results"] as? [[String: Any]])
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(ruleIDs.indices.contains(index) && ruleIDs[index] == ruleID)
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let locations = try #require(result["locations"] as? [[String: Any]])
            #expect(locations.count == 1)
            let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
            #expect(((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)?.isEmpty == false)
            let region = try #require(physical["region"] as? [String: Any])
            let numbers = ["startLine", "startColumn", "endLine", "endColumn"].map { region[$0] as? Int ?? 0 }
            #expect(numbers.allSatisfy { $0 >= 1 })
            #expect((numbers[2], numbers[3]) >= (numbers[0], numbers[1]))
            let fingerprint = try #require((result["partialFingerprints"] as? [String: Any])?["tabspecFingerprint/v1"] as? String)
            #expect(fingerprint.count == 16 && fingerprint.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        }
        return results
    }

    @Test func languageErrorsValidateAndMatchTheGoldenFile() throws {
        let results = try checkRequiredFields(try parse(ReportSamples.multiError))
        #expect(results.count == 9)
        #expect(results.compactMap { $0["ruleId"] as? String } == ReportSamples.multiError.files[0].diagnostics.map(\.id.rawValue))
        // Any version: the reporter writes the one it is given (the CLI gives it the release, which
        // TabSpecCLITests' VersionTests checks through the binary), so this golden never changes with a release.
        Golden.assertMatches(SARIFReporter(toolVersion: "0.1.0", rules: ReportSamples.rules).render(ReportSamples.multiError),
                             file: Fixtures.testFile("Golden/MultiError.sarif.json"))
    }

    @Test func lintFindingsCarryTheirRuleMetadata() throws {
        let log = try parse(ReportSamples.lintedReport())
        let results = try checkRequiredFields(log)
        #expect(results.compactMap { $0["ruleId"] as? String } == ["low-contrast", "duplicate-symbol", "future-rule"])
        #expect(results.compactMap { $0["level"] as? String } == ["error", "warning", "warning"])
        let driver = try #require(((log["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        // The given rules first, then every language error, then ids without a description.
        #expect(rules.compactMap { $0["id"] as? String }
            == ["low-contrast", "duplicate-symbol"] + DiagnosticID.languageErrors.map(\.rawValue) + ["future-rule"])
        let lowContrast = rules[0]
        #expect(lowContrast["name"] as? String == "Low contrast")
        #expect((lowContrast["shortDescription"] as? [String: Any])?["text"] as? String == "A tint or title color has too little contrast against the bar.")
        #expect((lowContrast["fullDescription"] as? [String: Any])?["text"] as? String == "WCAG 2.1 SC 1.4.11 asks for 3:1 for meaningful graphics.")
        #expect((lowContrast["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")
        let markdown = try #require((lowContrast["help"] as? [String: Any])?["markdown"] as? String)
        #expect(markdown.contains("```\ntabbar T {\n    tintColor: ↓gray"))
        #expect((rules[2]["properties"] as? [String: Any])?["tags"] as? [String] == ["language-error"])
    }

    @Test func locationsCountCodePointsAndKeepNotesAndFixes() throws {
        let results = try checkRequiredFields(try parse(ReportSamples.lintedReport(path: "./Specs/Linted.tabspec")))
        let duplicate = results[1]
        let physical = try #require((duplicate["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect(physical["artifactLocation"] as? [String: String] == ["uri": "Specs/Linted.tabspec", "uriBaseId": "%SRCROOT%"])
        #expect(physical["region"] as? [String: Int] == ["startLine": 4, "startColumn": 24, "endLine": 4, "endColumn": 31])
        let related = try #require(duplicate["relatedLocations"] as? [[String: Any]])
        #expect((related.first?["message"] as? [String: Any])?["text"] as? String == "'home' uses it here")
        let fix = try #require((duplicate["fixes"] as? [[String: Any]])?.first)
        let replacement = try #require(((fix["artifactChanges"] as? [[String: Any]])?.first?["replacements"] as? [[String: Any]])?.first)
        #expect((replacement["insertedContent"] as? [String: Any])?["text"] as? String == "\"newspaper\"")
        #expect(replacement["deletedRegion"] as? [String: Int] == ["startLine": 4, "startColumn": 24, "endLine": 4, "endColumn": 31])
    }

    @Test func fingerprintsAreTheBaselineFingerprints() throws {
        let report = ReportSamples.lintedReport()
        let results = try checkRequiredFields(try parse(report))
        let fingerprinter = Fingerprinter(source: report.files[0].source)
        #expect(results.compactMap { ($0["partialFingerprints"] as? [String: String])?["tabspecFingerprint/v1"] }
            == report.files[0].diagnostics.map(fingerprinter.fingerprint(of:)))
    }

    @Test func urisArePercentEncoded() {
        func location(_ path: String) -> String {
            var json = JSONWriter(style: .compact)
            SARIFReporter.write(artifactLocation: path, to: &json)
            return json.output.takeText()
        }
        #expect(location("/tmp/a b/ü#1.tabspec") == #"{"uri":"file:///tmp/a%20b/%C3%BC%231.tabspec"}"#)
        #expect(location("./Specs/%.tabspec") == #"{"uri":"Specs/%25.tabspec","uriBaseId":"%SRCROOT%"}"#)
        #expect(SARIFReporter.percentEncoded("<stdin>") == "%3Cstdin%3E")
    }

    @Test func anEmptyRunIsStillValid() throws {
        let log = try parse(LintReport(files: []), rules: [])
        #expect(try checkRequiredFields(log).isEmpty)
    }
}
