import Foundation
import Testing

/// docs/Layout.md shows the tool's current output: its `frames` examples are what the built binary prints
/// (layout.md v1.3; the notes it quotes: TabSpecCoreTests' `LayoutDocumentationTests`).
@Suite("docs/Layout.md shows the current output")
struct LayoutGuideTests {
    /// docs/Layout.md.
    static func guide() throws -> String {
        try String(contentsOfFile: TabspecProcess.packageRoot + "/docs/Layout.md", encoding: .utf8)
    }

    /// The prominent tab's bar of docs/Language.md with a bottom accessory.
    static let music = """
        tabbar MusicTab {
            bottomAccessory: true
            tab home    { symbol: "house", title: "Home" }
            tab radio   { symbol: "dot.radiowaves.left.and.right", title: "Radio" }
            tab library { symbol: "square.stack", title: "Library", prominent: true }
            tab search  { symbol: "magnifyingglass", title: "Search", role: search }
        }

        """

    /// Five page tabs and a search tab.
    static let six = """
        tabbar Main {
            kind: system
            tab home     { symbol: "house", title: "Home" }
            tab news     { symbol: "newspaper", title: "News" }
            tab videos   { symbol: "play.rectangle", title: "Videos" }
            tab saved    { symbol: "bookmark", title: "Saved" }
            tab profile  { symbol: "person", title: "Profile" }
            tab search   { symbol: "magnifyingglass", title: "Search", role: search }
        }

        """

    @Test func theFramesExamplesAreTheBinarysOutput() throws {
        let guide = try Self.guide()
        let directory = try TabspecProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.music.write(toFile: directory + "/Music.tabspec", atomically: true, encoding: .utf8)
        try Self.six.write(toFile: directory + "/Six.tabspec", atomically: true, encoding: .utf8)
        let examples: [(arguments: [String], in: String?)] = [
            (["frames", "Specs/SwipeableTabBar.tabspec", "--ios", "26"], nil),
            (["frames", "Music.tabspec", "--ios", "27", "--device", "iphone-17"], directory),
            (["frames", "Six.tabspec", "--ios", "26"], directory),
        ]
        for example in examples {
            let result = try TabspecProcess.run(example.arguments, in: example.in)
            #expect(result.status == 0, "\(result.stderr)")
            let shown = "$ tabspec " + example.arguments.joined(separator: " ") + "\n" + result.stdout + "```\n"
            let shows = guide.contains(shown)
            #expect(shows, "docs/Layout.md lacks the current output:\n\(shown)")
        }
    }

    @Test func theJSONExcerptIsTheBinarysOutput() throws {
        let guide = try Self.guide()
        let directory = try TabspecProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.music.write(toFile: directory + "/Music.tabspec", atomically: true, encoding: .utf8)
        let result = try TabspecProcess.run(["frames", "Music.tabspec", "--ios", "27", "--device", "iphone-17", "--format", "json"],
                                            in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let command = "$ tabspec frames Music.tabspec --ios 27 --device iphone-17 --format json\n"
        let start = try #require(guide.range(of: command))
        let end = try #require(guide.range(of: "```", range: start.upperBound..<guide.endIndex))
        // The excerpt is the output's lines between the two '…' lines, contiguous.
        let excerpt = guide[start.upperBound..<end.lowerBound].split(separator: "\n").filter { $0 != "…" }.joined(separator: "\n")
        #expect(excerpt.contains("\"minimized\": {\"x\": 28, \"y\": 798, \"width\": 48, \"height\": 48}"))
        let current = result.stdout.contains(excerpt + "\n")
        #expect(current, "docs/Layout.md's excerpt is not the output:\n\(result.stdout)")
    }
}
