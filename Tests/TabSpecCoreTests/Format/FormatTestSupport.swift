import Foundation
import Testing
@testable import TabSpecCore

/// Helpers shared by the formatter tests: formatting text, and the corpus of specs every invariant runs over.
enum FormatTestSupport {
    /// The golden/fixture names under `Fixtures/Format` and `Golden/Format`.
    static let fixtureNames = ["BlankLines", "Comments", "MessySpacing", "SchemaErrors", "TabLayout", "Localization"]

    static func format(_ text: String, path: String = "test.tabspec") -> SpecFormatter.Result {
        SpecFormatter.format(SourceFile(path: path, text: text))
    }

    /// The formatted text; records an issue (and returns "") when the formatter refuses or fails.
    static func formatted(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        switch format(text) {
        case let .formatted(output):
            return output
        case let .refused(diagnostics):
            Issue.record("refused: \(diagnostics.map { "\($0.id): \($0.message)" })", sourceLocation: sourceLocation)
        case let .failed(reason):
            Issue.record("failed: \(reason)", sourceLocation: sourceLocation)
        }
        return ""
    }

    /// The ids of a refusal (empty when the text was formatted).
    static func refusedIDs(_ text: String) -> [String] {
        guard case let .refused(diagnostics) = format(text) else { return [] }
        return diagnostics.map(\.id.rawValue)
    }

    static func fixture(_ name: String) -> String {
        Fixtures.read(Fixtures.testFile("Fixtures/Format/\(name).tabspec"))
    }

    static func golden(_ name: String) -> String {
        Fixtures.read(Fixtures.testFile("Golden/Format/\(name).tabspec"))
    }

    /// `Fixtures/MultiError.tabspec` with its syntax errors (a short color, a missing ':' and ',') repaired, so
    /// its schema errors can be formatted.
    static var repairedMultiError: String {
        Fixtures.read(Fixtures.testFile("Fixtures/MultiError.tabspec"))
            .replacingOccurrences(of: "#FF660\n", with: "#FF6600\n")
            .replacingOccurrences(of: "height 49", with: "height: 49")
            .replacingOccurrences(of: "\"magnifyingglass\" title", with: "\"magnifyingglass\", title")
    }

    /// Every formattable spec the tests know: the bundled specs, the format fixtures and goldens, the repaired
    /// multi-error fixture, and a CRLF + byte-order-mark copy of each.
    static var corpus: [(name: String, text: String)] {
        var specs = Fixtures.bundledSpecs.map { ((($0 as NSString).lastPathComponent), Fixtures.read($0)) }
        specs += fixtureNames.map { ("Fixtures/Format/\($0)", fixture($0)) }
        specs += fixtureNames.map { ("Golden/Format/\($0)", golden($0)) }
        specs.append(("MultiError (repaired)", repairedMultiError))
        return specs + specs.map { ("\($0.0) (CRLF, BOM)", "\u{FEFF}" + $0.1.replacingOccurrences(of: "\n", with: "\r\n")) }
    }
}
