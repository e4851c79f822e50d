import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import TabSpecCore

/// A parsed XML element: name, attributes, text and children.
final class XMLNode {
    let name: String
    let attributes: [String: String]
    var text = ""
    var children: [XMLNode] = []

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// The children named `name`.
    func elements(_ name: String) -> [XMLNode] {
        children.filter { $0.name == name }
    }
}

/// Builds an ``XMLNode`` tree with Foundation's XMLParser (a real parser: malformed output fails).
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    private var stack: [XMLNode] = []
    private(set) var root: XMLNode?

    static func parse(_ text: String) -> XMLNode? {
        let parser = XMLParser(data: Data(text.utf8))
        let builder = XMLTreeBuilder()
        parser.delegate = builder
        return parser.parse() ? builder.root : nil
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String]) {
        let node = XMLNode(name: elementName, attributes: attributes)
        stack.last?.children.append(node)
        if stack.isEmpty { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = stack.popLast()
    }
}

@Suite("JUnit reporter")
struct JUnitReporterTests {
    @Test func oneTestCasePerFileAndRule() throws {
        let clean = FileReport(source: SourceFile(path: "Specs/Clean.tabspec", text: "tabbar T {\n    tab a { title: \"A\" }\n}\n"),
                               diagnostics: [])
        var report = ReportSamples.lintedReport()
        report.files.append(clean)
        let output = JUnitReporter().render(report)
        #expect(output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
        let root = try #require(XMLTreeBuilder.parse(output))
        #expect(root.name == "testsuites")
        #expect(root.attributes["tests"] == "4")
        #expect(root.attributes["failures"] == "3")
        let suites = root.elements("testsuite")
        #expect(suites.map { $0.attributes["name"] } == ["Specs/Linted.tabspec", "Specs/Clean.tabspec"])
        let cases = suites[0].elements("testcase")
        #expect(cases.map { $0.attributes["name"] } == ["duplicate-symbol", "future-rule", "low-contrast"])
        #expect(cases.allSatisfy { $0.attributes["classname"] == "Specs/Linted.tabspec" })
        let failure = try #require(cases[2].elements("failure").first)
        #expect(failure.attributes["type"] == "error")
        #expect(failure.attributes["message"]
            == "tint 'gray' has contrast 2.31:1 against the bar, below 3:1 <light & dark>\n50% of \"users\" can't see it")
        #expect(failure.text.hasPrefix("Specs/Linted.tabspec:2:16: error: tint 'gray' has contrast 2.31:1 against the bar, below 3:1 <light & dark>\n"))
        #expect(cases[0].elements("failure").first?.text
            == "Specs/Linted.tabspec:4:24: warning: tab 'feed' uses the symbol 'house' of tab 'home' [duplicate-symbol]\nSpecs/Linted.tabspec:3:24: note: 'home' uses it here")
        let passing = suites[1].elements("testcase")
        #expect(passing.map { $0.attributes["name"] } == ["lint"])
        #expect(passing[0].children.isEmpty)
        #expect(suites[1].attributes["failures"] == "0")
    }

    @Test func repeatedFindingsOfOneRuleShareATestCase() throws {
        let root = try #require(XMLTreeBuilder.parse(JUnitReporter().render(ReportSamples.multiError)))
        let cases = root.elements("testsuite")[0].elements("testcase")
        #expect(cases.count == 8)
        #expect(cases.first { $0.attributes["name"] == "expected-token" }?.elements("failure").count == 2)
    }

    @Test func textThatXMLCannotHoldIsReplaced() throws {
        #expect(XMLText.escaped("a<b>&\"c'\n\t\u{01}", in: .attribute) == "a&lt;b&gt;&amp;&quot;c'&#xA;&#x9;\u{FFFD}")
        #expect(XMLText.escaped("a<b>&\"c'\n\t\u{01}\r", in: .text) == "a&lt;b&gt;&amp;\"c'\n\t\u{FFFD}&#xD;")
        let source = SourceFile(path: "a&b.tabspec", text: "tabbar T {}\n")
        let report = LintReport(files: [FileReport(source: source, diagnostics: [
            Diagnostic(id: .emptyTabBar, message: "bell \u{07} and ]]> end", range: SourceRange(start: 7, end: 8)),
        ])])
        let root = try #require(XMLTreeBuilder.parse(JUnitReporter().render(report)))
        let failure = try #require(root.elements("testsuite").first?.elements("testcase").first?.elements("failure").first)
        #expect(failure.attributes["message"] == "bell \u{FFFD} and ]]> end")
        #expect(root.elements("testsuite").first?.attributes["name"] == "a&b.tabspec")
    }

    @Test func outputMatchesTheGoldenFile() {
        Golden.assertMatches(JUnitReporter().render(ReportSamples.multiError), file: Fixtures.testFile("Golden/MultiError.junit.xml"))
    }
}
