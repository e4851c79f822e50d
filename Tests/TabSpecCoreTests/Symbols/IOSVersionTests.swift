import Testing

@testable import TabSpecCore

extension SymbolsTests {
    /// `IOSVersion` parsing, printing and ordering.
    @Suite struct IOSVersionTests {
        @Test(arguments: [
            ("17.2", 17, 2, 0, "17.2"),
            ("13.0", 13, 0, 0, "13.0"),
            ("17", 17, 0, 0, "17.0"),
            ("16.4.1", 16, 4, 1, "16.4.1"),
            ("16.4.0", 16, 4, 0, "16.4"),
            ("017.02", 17, 2, 0, "17.2"),
            ("999999999.0", 999_999_999, 0, 0, "999999999.0"),
        ])
        func parsesAndPrints(text: String, major: Int, minor: Int, patch: Int, printed: String) throws {
            let version = try #require(IOSVersion(text))
            #expect(version.major == major)
            #expect(version.minor == minor)
            #expect(version.patch == patch)
            #expect(version.description == printed)
            #expect(version == IOSVersion(major: major, minor: minor, patch: patch))
        }

        @Test(arguments: ["", ".", "17.", ".2", "17..2", "17.2.1.0", "v17", "17.2b", " 17.2", "17.2 ", "-1.0", "+17", "1e3", "１７.０", "1234567890.0"])
        func rejects(text: String) {
            #expect(IOSVersion(text) == nil)
        }

        @Test func ordersNumerically() throws {
            let versions = try ["17.10", "17.2", "9.0", "17.2.1", "13", "16.4"].map { try #require(IOSVersion($0)) }
            #expect(versions.sorted().map(\.description) == ["9.0", "13.0", "16.4", "17.2", "17.2.1", "17.10"])
            #expect(IOSVersion(major: 17) == IOSVersion("17.0.0"))
            #expect(IOSVersion(major: 16, minor: 4) < IOSVersion(major: 17))
        }

        @Test func clampsNegativeComponents() {
            #expect(IOSVersion(major: -3, minor: -1, patch: -7) == IOSVersion(major: 0))
        }

        @Test func parsesSubstrings() {
            let text = "ios 16.1 beta"
            let middle = text.split(separator: " ")[1]
            #expect(IOSVersion(middle) == IOSVersion(major: 16, minor: 1))
        }
    }
}
