import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// A spec with three language errors; one message holds a `%`.
private let brokenSpec = "tabbar Tab {\n    tintColour: red\n    barTintColor: white @ 120%\n    tab home { symbol: \"house\" }\n    tab home { title: \"Home\" }\n}\n"

@Suite("lint reporters")
struct LintReporterTests {
    @Test func sarifHasTheRequiredFields() throws {
        let result = try TabspecProcess.run(["lint", "--reporter", "sarif", "-"], input: brokenSpec)
        #expect(result.status == 1)
        #expect(result.stderr == "3 errors, 0 warnings in 1 file\n")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "tabspec")
        #expect(driver["version"] as? String == Release.version && driver["semanticVersion"] as? String == Release.version)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let rules = try #require(driver["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.compactMap { $0["ruleId"] as? String } == ["unknown-key", "value-out-of-range", "duplicate-tab"])
        for result in results {
            let id = try #require(result["ruleId"] as? String)
            #expect(rules.contains(id))
            #expect(rules[result["ruleIndex"] as? Int ?? -1] == id)
            #expect(result["level"] as? String == "error")
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let physical = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "%3Cstdin%3E")
            let region = try #require(physical["region"] as? [String: Int])
            #expect(["startLine", "startColumn", "endLine", "endColumn"].allSatisfy { (region[$0] ?? 0) >= 1 })
            #expect((result["partialFingerprints"] as? [String: String])?["tabspecFingerprint/v1"]?.count == 16)
        }
        let first = try #require((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect(first["region"] as? [String: Int] == ["startLine": 2, "startColumn": 5, "endLine": 2, "endColumn": 15])
    }

    @Test func githubAnnotationsEscapeAndAreFollowedByTheTextList() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.write("Specs/a,b.tabspec", brokenSpec)
        let result = try TabspecProcess.run(["lint", "--reporter", "github", "./Specs"], in: tree.root)
        #expect(result.status == 1)
        #expect(result.stdout == """
            ::error file=Specs/a%2Cb.tabspec,line=2,col=5,endLine=2,endColumn=15,title=unknown-key::unknown key 'tintColour' in 'tabbar'; did you mean 'tintColor'?
            ::error file=Specs/a%2Cb.tabspec,line=3,col=27,endLine=3,endColumn=31,title=value-out-of-range::alpha in 'barTintColor' must be between 0%25 and 100%25, found 120%25
            ::error file=Specs/a%2Cb.tabspec,line=5,col=9,endLine=5,endColumn=13,title=duplicate-tab::duplicate tab 'home'%0Anote: 'home' is first declared here (line 4:9)
            ./Specs/a,b.tabspec:2:5: error: unknown key 'tintColour' in 'tabbar'; did you mean 'tintColor'? [unknown-key]
            ./Specs/a,b.tabspec:3:27: error: alpha in 'barTintColor' must be between 0% and 100%, found 120% [value-out-of-range]
            ./Specs/a,b.tabspec:5:9: error: duplicate tab 'home' [duplicate-tab]
            ./Specs/a,b.tabspec:4:9: note: 'home' is first declared here

            """)
        #expect(result.stderr == "3 errors, 0 warnings in 1 file\n")
    }

    @Test func junitIsWellFormedXML() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.write("Bad.tabspec", brokenSpec)
        try tree.write("Good.tabspec", validSpec)
        let result = try TabspecProcess.run(["lint", "--reporter", "junit", "."], in: tree.root)
        #expect(result.status == 1)
        final class Collector: NSObject, XMLParserDelegate {
            var elements: [(String, [String: String])] = []
            func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String]) {
                elements.append((elementName, attributes))
            }
        }
        let collector = Collector()
        let parser = XMLParser(data: Data(result.stdout.utf8))
        parser.delegate = collector
        #expect(parser.parse())
        #expect(collector.elements.map(\.0) == ["testsuites", "testsuite", "testcase", "failure", "testcase", "failure", "testcase", "failure",
                                                "testsuite", "testcase"])
        #expect(collector.elements[0].1["tests"] == "4")
        #expect(collector.elements[0].1["failures"] == "3")
        #expect(collector.elements.filter { $0.0 == "testcase" }.map { $0.1["name"] ?? "" }
            == ["duplicate-tab", "unknown-key", "value-out-of-range", "lint"])
        #expect(collector.elements[1].1["name"] == "Bad.tabspec")
        #expect(collector.elements[9].1["classname"] == "Good.tabspec")
    }

    @Test func everyReporterEndsWithTheSummaryOnStderr() throws {
        for reporter in ["human", "xcode", "json", "github", "sarif", "junit"] {
            let result = try TabspecProcess.run(["lint", "--reporter", reporter, "Specs"])
            #expect(result.status == 0, "\(reporter)")
            #expect(result.stderr == "0 errors, 10 warnings in 4 files\n", "\(reporter)")
        }
    }
}
