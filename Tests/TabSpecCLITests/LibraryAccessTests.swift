import Foundation
import Testing

/// Issue 11: the compiler library is `package` access throughout (only this package uses it), with no
/// `@_spi`; `public` belongs to `TabSpecRuntime`, which apps and generated code call.
@Suite("Library access")
struct LibraryAccessTests {
    /// The declarations of `text` that are `public`, `open` or `@_spi`, as `line: text` (comments and the
    /// text of string literals are not declarations).
    static func findings(in text: String) -> [String] {
        var result: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("//") || code.hasPrefix("\"") { continue }
            let beforeStrings = code.prefix { $0 != "\"" }
            let words = beforeStrings.split(whereSeparator: { $0 == " " || $0 == "(" })
            if words.contains(where: { $0 == "public" || $0 == "open" || $0.hasPrefix("@_spi") }) {
                result.append("\(index + 1): \(code)")
            }
        }
        return result
    }

    @Test(arguments: [
        ("public struct A {}\n", ["1: public struct A {}"]),
        ("package enum B {\n    public static let c = 1\n}\n", ["2: public static let c = 1"]),
        ("@_spi(Testing) package enum D {}\n", ["1: @_spi(Testing) package enum D {}"]),
        ("/// A public API.\npackage struct E { let keywords = [\"public\", \"open\"] }\n// public\n", []),
        ("let m = Diagnostic(message: \"no open block\")\n", []),
    ])
    func theScannerFindsPublicDeclarations(_ text: String, _ expected: [String]) {
        #expect(Self.findings(in: text) == expected)
    }

    @Test func theCompilerLibraryHasNoPublicOrSPIDeclaration() throws {
        let files = LibcImportTests.swiftFiles(under: "Sources/TabSpecCore/").filter { !$0.contains("/generated/") }
            + LibcImportTests.swiftFiles(under: "Sources/TabSpecSymbolsImport/")
        #expect(files.contains("Sources/TabSpecCore/Compiler.swift"))
        var problems: [String] = []
        for file in files {
            problems += Self.findings(in: try LibcImportTests.read(file)).map { "\(file):\($0)" }
        }
        #expect(problems == [])
    }
}
