import Foundation
import Testing

/// `frames`, `render` and `lint` with the floating iOS 26 bar and `--compatibility` (layout.md v1.2, cli.md
/// v1.2), through the built binary.
@Suite("Floating iOS 26 bar and --compatibility through the binary")
struct FloatingCommandTests {
    /// Three system tabs with short titles.
    static let threeTabs = """
        tabbar Main {
            tab home    { symbol: "house", title: "Home" }
            tab library { symbol: "books.vertical", title: "Library" }
            tab radio   { symbol: "dot.radiowaves.left.and.right", title: "Radio" }
        }

        """

    @Test func framesOnIOS26FloatsAndCompatibilityKeepsTheClassicBar() throws {
        let floating = try MoreAndIOSCommandTests.firstTabBar(try MoreAndIOSCommandTests.run(
            ["frames", "-", "--ios", "26", "--device", "iphone-17", "--format", "json"], input: Self.threeTabs))
        #expect(floating["geometry"] as? String == "floating")
        #expect((floating["platter"] as? [String: Double]) == ["x": 64, "y": 0, "width": 274, "height": 62])
        #expect(floating["searchTab"] is NSNull)
        #expect((floating["bar"] as? [String: Any])?["hidden"] is NSNull)
        let items = try #require(floating["items"] as? [[String: Any]])
        #expect(items.map { $0["frame"] as? [String: Double] } == [68, 154, 240].map { ["x": $0, "y": 4, "width": 94, "height": 54] })
        #expect((floating["notes"] as? [String])?.first == "community-measured iOS 26 geometry, not published by Apple")

        let classic = try MoreAndIOSCommandTests.firstTabBar(try MoreAndIOSCommandTests.run(
            ["frames", "-", "--ios", "26", "--device", "iphone-17", "--compatibility", "--sdk", "26", "--format", "json"], input: Self.threeTabs))
        let ios18 = try MoreAndIOSCommandTests.firstTabBar(try MoreAndIOSCommandTests.run(
            ["frames", "-", "--device", "iphone-17", "--format", "json"], input: Self.threeTabs))
        #expect(classic["geometry"] as? String == "classic")
        #expect(classic["platter"] is NSNull)
        #expect(NSDictionary(dictionary: ["items": classic["items"] ?? 0, "bar": classic["bar"] ?? 0])
            == NSDictionary(dictionary: ["items": ios18["items"] ?? 0, "bar": ios18["bar"] ?? 0]))
        #expect(classic["notes"] as? [String] == ["the app keeps the pre-iOS 26 design (UIDesignRequiresCompatibility), so "
            + "iOS 26 shows the classic tab bar these frames describe"])

        let table = try MoreAndIOSCommandTests.run(["frames", "-", "--ios", "26", "--width", "402", "--height", "874"], input: Self.threeTabs)
        #expect(table.hasPrefix("tabbar Main: system, fill, floating\n"))
        #expect(table.contains("\n  bar          height 83, shown (0, 791, 402, 83), hidden -\n  minimized    (28, 798, 48, 48)\n  platter      (64, 0, 274, 62)\n\n"))
        let csv = try MoreAndIOSCommandTests.run(["frames", "-", "--ios", "26", "--device", "iphone-17", "--format", "csv"], input: Self.threeTabs)
        #expect(csv.hasSuffix("Main,radio,2,240,4,94,54\nMain,platter,,64,0,274,62\n"))
    }

    @Test func renderAndLintTakeCompatibility() throws {
        let svg = try MoreAndIOSCommandTests.run(["render", "-", "--ios", "26", "--compatibility", "--sdk", "26", "-o", "-"], input: Self.threeTabs)
        #expect(svg.contains(">note: the app keeps the pre-iOS 26 design"))
        let floating = try MoreAndIOSCommandTests.run(["render", "-", "--ios", "26", "-o", "-"], input: Self.threeTabs)
        #expect(floating.contains(">note: community-measured iOS 26 geometry, not published by Apple</text>"))
        let lint = try TabspecProcess.run(["lint", "-", "--ios", "26", "--compatibility", "--sdk", "26", "--devices", "iphone-16"], input: Self.threeTabs)
        #expect(lint.status == 0, "\(lint.stderr)")
        // A flag takes no value.
        let bad = try TabspecProcess.run(["frames", "-", "--compatibility=yes"], input: Self.threeTabs)
        #expect(bad.status == 64)
    }

    @Test func readmeShowsTheCurrentFloatingFramesAndPicture() throws {
        let readme = try String(contentsOfFile: TabspecProcess.packageRoot + "/README.md", encoding: .utf8)
        let frames = try TabspecProcess.run(["frames", "Specs/SwipeableTabBar.tabspec", "--ios", "26"])
        #expect(frames.status == 0)
        #expect(frames.stdout.hasPrefix("tabbar SwipeableTab: system, centered, floating\n"))
        #expect(readme.contains("$ swift run tabspec frames Specs/SwipeableTabBar.tabspec --ios 26\n" + frames.stdout + "```\n"))

        let directory = try TabspecProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let output = directory + "/SwipeableTabBar-ios26.svg"
        let render = try TabspecProcess.run(["render", "Specs/SwipeableTabBar.tabspec", "--ios", "26", "--appearance", "both", "-o", output])
        #expect(render.status == 0, "\(render.stderr)")
        let picture = try String(contentsOfFile: TabspecProcess.packageRoot + "/docs/images/SwipeableTabBar-ios26.svg", encoding: .utf8)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == picture)
        #expect(readme.contains("render Specs/SwipeableTabBar.tabspec --ios 26 --appearance both -o docs/images/SwipeableTabBar-ios26.svg"))
        #expect(readme.contains("](docs/images/SwipeableTabBar-ios26.svg)"))
    }
}
