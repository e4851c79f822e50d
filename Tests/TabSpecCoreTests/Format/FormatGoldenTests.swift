import Foundation
import Testing
@testable import TabSpecCore

/// Whole-file formatting: each fixture under `Fixtures/Format` against its expected output under
/// `Golden/Format` (regenerate with `TABSPEC_UPDATE_GOLDENS=1`).
@Suite("Format goldens")
struct FormatGoldenTests {
    @Test(arguments: FormatTestSupport.fixtureNames)
    func fixtureFormatsToGolden(name: String) {
        let output = FormatTestSupport.formatted(FormatTestSupport.fixture(name))
        Golden.assertMatches(output, file: Fixtures.testFile("Golden/Format/\(name).tabspec"))
    }

    @Test(arguments: FormatTestSupport.fixtureNames)
    func crlfAndByteOrderMarkFormatLikeLF(name: String) {
        let lf = FormatTestSupport.fixture(name)
        let crlf = "\u{FEFF}" + lf.replacingOccurrences(of: "\n", with: "\r\n")
        let output = FormatTestSupport.formatted(crlf)
        #expect(output == FormatTestSupport.formatted(lf))
        #expect(!output.utf8.contains(UInt8(ascii: "\r")))
        #expect(!output.hasPrefix("\u{FEFF}"))
    }

    @Test(arguments: FormatTestSupport.fixtureNames)
    func goldenIsAlreadyFormatted(name: String) {
        let golden = FormatTestSupport.golden(name)
        #expect(FormatTestSupport.formatted(golden) == golden)
    }
}
