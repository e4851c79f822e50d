import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `frames`, `render` and `lint` as layout.md v1.1 asks: UIKit's More item, side-by-side system items drawn,
/// and `--ios VERSION` (default: the configuration's deploymentTarget, else 18), through the built binary.
@Suite("More, inline drawing and --ios through the binary")
struct MoreAndIOSCommandTests {
    /// Six system tabs: on a compact width UIKit shows 4 and More.
    static let sixTabs = """
        tabbar Main {
            tab home     { symbol: "house", title: "Home" }
            tab search   { symbol: "magnifyingglass", title: "Search" }
            tab library  { symbol: "books.vertical", title: "Library" }
            tab radio    { symbol: "dot.radiowaves.left.and.right", title: "Radio" }
            tab profile  { symbol: "person", title: "Profile" }
            tab settings { symbol: "gearshape", title: "Settings" }
        }

        """

    /// `tabspec ARGS` on `input`, expecting success with nothing on stderr.
    static func run(_ arguments: [String], input: String? = sixTabs, in directory: String? = nil,
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try TabspecProcess.run(arguments, input: input, in: directory)
        #expect(result.status == 0, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        let done = arguments.first == "render" ? "1 tab bar drawn on " : "1 tab bar laid out on "
        #expect(result.endsWithSummaryOnly(done), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout
    }

    /// The first tab bar of `frames --format json` output.
    static func firstTabBar(_ json: String) throws -> [String: Any] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require((object["tabbars"] as? [[String: Any]])?.first)
    }

    @Test func framesOfASixTabSystemBarOnIPhone16ShowsFourTabsAndMore() throws {
        let table = try Self.run(["frames", "-", "--device", "iphone-16"])
        let rows = table.split(separator: "\n").map(String.init)
        #expect(rows.contains("      0  home       2  1     75      48  (27, 6.5, 25, 25)   (2, 36, 75, 12)    -"))
        #expect(rows.contains("      3  radio    238  1     74      48  (262, 6.5, 25, 25)  (238, 36, 74, 12)  -"))
        #expect(rows.contains("         more     316  1     75      48  (341, 6.5, 25, 25)  (316, 36, 75, 12)  -"))
        #expect(rows.contains("  behind more: profile, settings"))
        #expect(!rows.contains { $0.contains(" profile ") || $0.contains(" settings ") })

        let tabBar = try Self.firstTabBar(try Self.run(["frames", "-", "--device", "iphone-16", "--format", "json"]))
        let items = try #require(tabBar["items"] as? [[String: Any]])
        #expect(items.compactMap { $0["id"] as? String } == ["home", "search", "library", "radio"])
        let more = try #require(tabBar["more"] as? [String: Any])
        #expect(more["tabs"] as? [String] == ["profile", "settings"])
        #expect((more["frame"] as? [String: Double]) == ["x": 316, "y": 1, "width": 75, "height": 48])
        #expect((tabBar["environment"] as? [String: Any])?["ios"] as? String == "18.0")

        let csv = try Self.run(["frames", "-", "--format", "csv"])
        #expect(csv.hasSuffix("Main,radio,3,238,1,74,48\nMain,more,,316,1,75,48\n"))
        #expect(csv.hasPrefix("tabbar,id,index,x,y,width,height\n"))
    }

    @Test func aBarThatFitsHasMoreNull() throws {
        let tabBar = try Self.firstTabBar(try Self.run(["frames", "Specs/SwipeableTabBar.tabspec", "--format", "json"], input: nil))
        #expect(tabBar["more"] is NSNull)
    }

    @Test func ios26AddsTheFloatingBarNoteAndIOS26Insets() throws {
        let tabBar = try Self.firstTabBar(try Self.run(["frames", "-", "--ios", "26", "--landscape", "--format", "json"]))
        let environment = try #require(tabBar["environment"] as? [String: Any])
        #expect(environment["ios"] as? String == "26.0")
        // iOS 26 moved the landscape bottom inset of Face ID iPhones from 21 to 20.
        #expect(environment["safeArea"] as? [String: Double] == ["top": 0, "leading": 59, "bottom": 20, "trailing": 59])
        let notes = try #require(tabBar["notes"] as? [String])
        let landscapeNote: String = "from iOS 26 a system tab bar floats as a Liquid Glass bar; Apple does not publish its "
            + "geometry and the community-measured model covers only a phone in portrait, so in landscape (where the "
            + "published measurements give the bar's height but not its tabs' widths or the minimized bar) these frames "
            + "are those of the compatibility appearance (as with UIDesignRequiresCompatibility)"
        #expect(notes.last == landscapeNote)
        let landscape = try Self.run(["frames", "-", "--ios", "26.1", "--landscape"])
        #expect(landscape.contains(", left to right, iOS 26.1\n"))
        #expect(landscape.contains("\n  note: from iOS 26 a system tab bar floats as a Liquid Glass bar"))
        // In portrait six tabs float: 4 tabs and More in the platter (layout.md v1.3).
        let table = try Self.run(["frames", "-", "--ios", "26.1"])
        #expect(table.hasPrefix("tabbar Main: system, fill, floating\n"))
        #expect(table.contains(", left to right, iOS 26.1\n"))
        #expect(table.contains("\n         more      292.8  4   75.2      54  (316.4, 10, 28, 28)   (292.8, 39, 75.2, 12)   (292.8, 4, 75.2, 54)\n"
            + "  behind more: profile, settings\n"))
        #expect(table.contains("\n  note: with more than 5 tabs the platter holds 4 tabs and More, the others behind More (a search "
            + "tab too, without its circle); measured in one community source\n"))
        // Custom bars are drawn by tabspec's adapters and are exact on every version.
        let custom = try Self.firstTabBar(try Self.run(["frames", "Specs/CustomTabView.tabspec", "--ios", "26", "--format", "json"], input: nil))
        #expect(custom["notes"] as? [String] == [])
        // Below 26: the older insets, no note.
        let older = try Self.firstTabBar(try Self.run(["frames", "-", "--ios", "25.4", "--landscape", "--format", "json"]))
        #expect((older["environment"] as? [String: Any])?["safeArea"] as? [String: Double] == ["top": 0, "leading": 59, "bottom": 21, "trailing": 59])
        #expect((older["notes"] as? [String])?.contains { $0.hasPrefix("from iOS 26") } == false)
    }

    @Test func renderNamesTheIOSVersionAndNotesTheFloatingBar() throws {
        let svg = try Self.run(["render", "-", "--ios", "26", "-o", "-"])
        #expect(svg.contains(">Main · iPhone 16 · portrait · iOS 26.0 · light</text>"))
        #expect(svg.contains(">note: community-measured iOS 26 geometry, not published by Apple</text>"))
        #expect(svg.contains(">note: with more than 5 tabs the platter holds 4 tabs and More, the</text>"))
        // In landscape the classic frames are drawn, with the note that says so.
        let landscape = try Self.run(["render", "-", "--ios", "26", "--landscape", "-o", "-"])
        #expect(landscape.contains(">note: from iOS 26 a system tab bar floats as a Liquid Glass bar"))
        #expect(svg.contains("<title>Main: system tab bar on iPhone 16 [iphone-16], portrait, iOS 26.0</title>"))
    }

    @Test func badIOSValuesAreUsageErrorsWordedAsTheConfigurationsError() throws {
        for value in ["twenty-six", "26.", ".1", "26.0.1.2", "-18", "", "18 "] {
            for command in [["frames", "-"], ["render", "-", "-o", "-"], ["lint", "-"]] {
                let result = try TabspecProcess.run(command + ["--ios", value], input: Self.sixTabs)
                #expect(result.status == 64, "\(command) --ios '\(value)'")
                #expect(result.stdout == "")
                #expect(result.stderr.hasPrefix("Error: invalid value '\(value)' for '--ios'; expected an iOS version such as '16.0' or '17.2'\n"),
                        "\(command): \(result.stderr)")
            }
        }
    }

    @Test func withoutIOSTheConfigurationsDeploymentTargetIsModelled() throws {
        let directory = try TabspecProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.sixTabs.write(toFile: directory + "/Main.tabspec", atomically: true, encoding: .utf8)
        try "lint {\n    deploymentTarget: 26.0\n}\n".write(toFile: directory + "/.tabspec", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: directory + "/.git", withIntermediateDirectories: true)
        let configured = try Self.firstTabBar(try Self.run(["frames", "Main.tabspec", "--format", "json"], input: nil, in: directory))
        #expect((configured["environment"] as? [String: Any])?["ios"] as? String == "26.0")
        // The flag wins.
        let flagged = try Self.firstTabBar(try Self.run(["frames", "Main.tabspec", "--ios", "17.4", "--format", "json"], input: nil, in: directory))
        #expect((flagged["environment"] as? [String: Any])?["ios"] as? String == "17.4")
        // A broken configuration stops frames as it stops lint (exit 1), unless --ios and --sdk make it irrelevant.
        try "lint {\n    deploymentTarget: sixteen\n}\n".write(toFile: directory + "/.tabspec", atomically: true, encoding: .utf8)
        let broken = try TabspecProcess.run(["frames", "Main.tabspec"], in: directory)
        #expect(broken.status == 1)
        #expect(broken.stdout == "")
        #expect(broken.stderr.contains("invalid value 'sixteen' for 'deploymentTarget'; expected an iOS version such as '16.0' or '17.2'"))
        #expect(try TabspecProcess.run(["frames", "Main.tabspec", "--ios", "18", "--sdk", "27"], in: directory).status == 0)
    }

    @Test func lintModelsIOSAndChecksSymbolsOnTheOlderOfItAndTheDeploymentTarget() throws {
        let spec = "tabbar Main {\n    tab run { symbol: \"figure.run\", title: \"Run\" }\n}\n"
        // figure.run needs iOS 16.0.
        let modelled = try TabspecProcess.run(["lint", "-", "--ios", "15.4", "--reporter", "xcode", "--devices", "iphone-16"], input: spec)
        #expect(modelled.stdout.contains("error: 'figure.run' needs iOS 16.0 but the iOS version modelled is 15.4; the icon is blank on older systems [symbol-availability]"))
        #expect(try TabspecProcess.run(["lint", "-", "--ios", "26", "--devices", "iphone-16"], input: spec).status == 0)
        let directory = try TabspecProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try spec.write(toFile: directory + "/Main.tabspec", atomically: true, encoding: .utf8)
        try "lint {\n    deploymentTarget: 15.0\n    devices: iphone-16\n}\n".write(toFile: directory + "/.tabspec", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: directory + "/.git", withIntermediateDirectories: true)
        // Modelling iOS 26 does not hide that the app still supports iOS 15.
        let target = try TabspecProcess.run(["lint", "Main.tabspec", "--ios", "26", "--reporter", "xcode"], in: directory)
        #expect(target.status == 1)
        #expect(target.stdout.contains("error: 'figure.run' needs iOS 16.0 but the deployment target is 15.0;"))
    }

    /// The `<text>`, `<rect>` and `<use>` elements of an SVG with their attributes, read with Foundation's XML parser.
    final class TextReader: NSObject, XMLParserDelegate {
        var texts: [(attributes: [String: String], text: String)] = []
        var rects: [[String: String]] = []
        var uses: [[String: String]] = []
        private var current: (attributes: [String: String], text: String)?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if name == "text" { current = (attributes, "") }
            if name == "rect" { rects.append(attributes) }
            if name == "use" { uses.append(attributes) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            current?.text += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text", let current { texts.append(current) }
            if name == "text" { current = nil }
        }
    }

    @Test func renderOfAnIPadSystemBarDrawsIconsAndTitles() throws {
        // iPadOS 17: the bottom bar (from 18 the iPad's top bar is not modelled, v1.3).
        let svg = try Self.run(["render", "-", "--device", "ipad-pro-11", "--ios", "17", "-o", "-"])
        let reader = TextReader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        #expect(parser.parse())
        let drawn = reader.texts.filter { $0.attributes["data-approximate"] == "inline" }.map(\.text)
        #expect(drawn == ["Home", "Search", "Library", "Radio", "Profile", "Settings"])
        // The icons are stand-in glyphs beside the titles.
        #expect(reader.uses.filter { $0["data-approximate"] == "inline" }.compactMap { $0["data-symbol"] }
            == ["house", "magnifyingglass", "books.vertical", "dot.radiowaves.left.and.right", "person", "gearshape"])
        #expect(reader.rects.compactMap { $0["data-tab"] } == ["home", "search", "library", "radio", "profile", "settings"])
        #expect(reader.texts.contains { $0.text.hasPrefix("note: icon and title sit side by side in this environment;") })
    }
}
