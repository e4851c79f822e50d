import Foundation
import Testing

@Suite("frames command")
struct FramesCommandTests {
    /// `tabspec frames ARGS --format json`, parsed; fails the test unless it exits 0 with nothing on stderr.
    private func framesJSON(_ arguments: [String], input: String? = nil) throws -> [String: Any] {
        let result = try TabspecProcess.run(["frames"] + arguments + ["--format", "json"], input: input)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.endsWithSummaryOnly("1 tab bar laid out on "), "stderr: \(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// The first tab bar of a frames JSON document.
    private func firstTabBar(_ json: [String: Any]) throws -> [String: Any] {
        try #require((json["tabbars"] as? [[String: Any]])?.first)
    }

    /// `[x, y, width, height]` of a JSON rect.
    private func rect(_ value: Any?) -> [Double]? {
        guard let object = value as? [String: Any] else { return nil }
        return ["x", "y", "width", "height"].compactMap { (object[$0] as? NSNumber)?.doubleValue }
    }

    /// Each item's frame.
    private func frames(_ tabBar: [String: Any]) throws -> [[Double]] {
        try #require(tabBar["items"] as? [[String: Any]]).map { try #require(rect($0["frame"])) }
    }

    @Test func jsonOfTheJapaneseArticleOnTheDefaultDevice() throws {
        let json = try framesJSON(["Specs/CustomTabView.tabspec"])
        #expect(json["file"] as? String == "Specs/CustomTabView.tabspec")
        let tabBar = try firstTabBar(json)
        #expect(tabBar["name"] as? String == "Tab")
        #expect(tabBar["kind"] as? String == "custom")
        #expect(tabBar["positioning"] as? String == "fill")
        let environment = try #require(tabBar["environment"] as? [String: Any])
        #expect(environment["device"] as? String == "iphone-16")
        #expect(environment["orientation"] as? String == "portrait")
        #expect(environment["layoutDirection"] as? String == "leftToRight")
        let bar = try #require(tabBar["bar"] as? [String: Any])
        #expect(rect(bar["shown"]) == [0, 762, 393, 90])
        #expect(try frames(tabBar) == [16, 88.2, 160.4, 232.6, 304.8].map { [$0, 16, 72.2, 30] })
        let items = try #require(tabBar["items"] as? [[String: Any]])
        #expect(items.map { rect($0["icon"]) } == [37.1, 109.3, 181.5, 253.7, 325.9].map { [$0, 16, 30, 30] })
        #expect(items.map { rect($0["indicator"]) } == [36, 108.2, 180.4, 252.6, 324.8].map { [$0, 18.5, 25, 25] })
        #expect(items.allSatisfy { $0["title"] is NSNull })
        #expect(tabBar["notes"] as? [String] == [])
    }

    @Test func csvHeaderAndRows() throws {
        let result = try TabspecProcess.run(["frames", "Specs/SwipeableTabBar.tabspec", "--format", "csv"])
        #expect(result.status == 0)
        #expect(result.stdout == """
        tabbar,id,index,x,y,width,height
        SwipeableTab,feed,0,73,1,76,48
        SwipeableTab,home,1,159,1,76,48
        SwipeableTab,profile,2,245,1,76,48

        """)
    }

    @Test func tableIsTheDefault() throws {
        let result = try TabspecProcess.run(["frames", "Specs/CustomTabView.tabspec"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "tabbar Tab: custom, fill")
        #expect(lines.contains("  environment  iPhone 16 [iphone-16], portrait, 393 × 852 pt @3x, phone, compact width, regular height, left to right, iOS 18.0"))
        #expect(lines.contains("  bar          height 56, shown (0, 762, 393, 90), hidden (0, 852, 393, 90)"))
        #expect(lines.contains("      1  search    88.2  16   72.2      30  (109.3, 16, 30, 30)  -      (108.2, 18.5, 25, 25)"))
    }

    @Test func landscapeOnANotchedPhoneKeepsItemsInsideTheSideSafeAreas() throws {
        let tabBar = try firstTabBar(try framesJSON(["Specs/CustomTabView.tabspec", "--device", "iphone-16", "--landscape"]))
        let environment = try #require(tabBar["environment"] as? [String: Any])
        #expect(environment["orientation"] as? String == "landscape")
        #expect((environment["width"] as? NSNumber)?.doubleValue == 852)
        #expect(environment["safeArea"] as? [String: Double] == ["top": 0, "leading": 59, "bottom": 21, "trailing": 59])
        let frames = try frames(tabBar)
        #expect(frames.count == 5)
        // Content span: 59 + 16 … 852 − 59 − 16, shared by five items of (702)/5 = 140.4.
        #expect(frames.first?[0] == 75)
        #expect(frames.allSatisfy { $0[2] == 140.4 && $0[0] >= 59 && $0[0] + $0[2] <= 852 - 59 })
        #expect(frames.last.map { $0[0] + $0[2] } == 777)
        let bar = try #require(tabBar["bar"] as? [String: Any])
        #expect(rect(bar["shown"]) == [0, 316, 852, 77])
    }

    @Test func rightToLeftMirrorsEveryFrame() throws {
        let tabBar = try firstTabBar(try framesJSON(["Specs/CustomTabView.tabspec", "--rtl"]))
        #expect((tabBar["environment"] as? [String: Any])?["layoutDirection"] as? String == "rightToLeft")
        #expect(try frames(tabBar) == [304.8, 232.6, 160.4, 88.2, 16].map { [$0, 16, 72.2, 30] })
        let items = try #require(tabBar["items"] as? [[String: Any]])
        // The leading-aligned circle sits 20 pt from the item's right edge: 304.8 + 72.2 − 20 − 25 = 332.
        #expect(rect(items[0]["indicator"]) == [332, 18.5, 25, 25])
        #expect(rect(items[0]["icon"]) == [325.9, 16, 30, 30])
    }

    @Test func explicitScreenHasNoDevice() throws {
        let tabBar = try firstTabBar(try framesJSON(["Specs/CustomTabView.tabspec", "--width", "320", "--height", "568", "--scale", "2"]))
        let environment = try #require(tabBar["environment"] as? [String: Any])
        #expect(environment["device"] is NSNull)
        #expect((environment["width"] as? NSNumber)?.doubleValue == 320)
        #expect((environment["height"] as? NSNumber)?.doubleValue == 568)
        #expect((environment["scale"] as? NSNumber)?.doubleValue == 2)
        #expect(environment["safeArea"] as? [String: Double] == ["top": 0, "leading": 0, "bottom": 0, "trailing": 0])
        #expect(environment["horizontalSizeClass"] as? String == "compact")
        #expect(environment["idiom"] as? String == "phone")
        // (320 − 32) / 5 = 57.6
        #expect(try frames(tabBar) == [16, 73.6, 131.2, 188.8, 246.4].map { [$0, 16, 57.6, 30] })
    }

    @Test func explicitScreenOptions() throws {
        let tabBar = try firstTabBar(try framesJSON([
            "Specs/SwipeableTabBar.tabspec", "--width", "768", "--height", "1024", "--idiom", "pad", "--ios", "17",
            "--safe-area", "20, 0, 20, 0", "--landscape",
        ]))
        let environment = try #require(tabBar["environment"] as? [String: Any])
        #expect((environment["width"] as? NSNumber)?.doubleValue == 1024)
        #expect((environment["height"] as? NSNumber)?.doubleValue == 768)
        #expect((environment["scale"] as? NSNumber)?.doubleValue == 2)
        #expect(environment["orientation"] as? String == "landscape")
        #expect(environment["horizontalSizeClass"] as? String == "regular")
        #expect(environment["verticalSizeClass"] as? String == "regular")
        #expect(environment["safeArea"] as? [String: Double] == ["top": 20, "leading": 0, "bottom": 20, "trailing": 0])
        let bar = try #require(tabBar["bar"] as? [String: Any])
        #expect((bar["height"] as? NSNumber)?.doubleValue == 50)
    }

    @Test func snapMovesEdgesToThePixelGrid() throws {
        let tabBar = try firstTabBar(try framesJSON(["Specs/CustomTabView.tabspec", "--snap"]))
        // 88.2 × 3 = 264.6 → 265 px; 160.4 × 3 = 481.2 → 481 px: x = 265/3, width = 216/3 = 72.
        #expect(try frames(tabBar)[1] == [265.0 / 3, 16, 72, 30].map { (($0 * 1e9).rounded()) / 1e9 })
    }

    @Test func standardInputIsShownAsStdin() throws {
        let json = try framesJSON(["-"], input: "tabbar T {\n    tab a { title: \"A\" }\n}\n")
        #expect(json["file"] as? String == "<stdin>")
        #expect(try frames(try firstTabBar(json)) == [[2, 1, 389, 48]])
    }

    @Test func tabBarOptionPicksOneBar() throws {
        let spec = "tabbar First {\n    tab a { title: \"A\" }\n}\ntabbar Second {\n    tab b { title: \"B\" }\n}\n"
        let json = try framesJSON(["-", "--tabbar", "Second"], input: spec)
        #expect((json["tabbars"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Second"])
        let unknown = try TabspecProcess.run(["frames", "-", "--tabbar", "Secnd"], input: spec)
        #expect(unknown.status == 64)
        #expect(unknown.stdout == "")
        #expect(unknown.stderr.hasPrefix("Error: no tab bar 'Secnd' in '<stdin>'; did you mean 'Second'?\nUsage: tabspec frames"))
        // A name close to none is not matched to a wrong one: the bars are listed instead.
        let far = try TabspecProcess.run(["frames", "-", "--tabbar", "Main"], input: spec)
        #expect(far.stderr.hasPrefix("Error: no tab bar 'Main' in '<stdin>'; it defines 'First' and 'Second'\n"))
    }

    @Test func unknownDeviceIsAUsageErrorWithASuggestion() throws {
        let result = try TabspecProcess.run(["frames", "Specs/CustomTabView.tabspec", "--device", "iphone16"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: unknown device 'iphone16'; did you mean 'iphone-16'? ('tabspec devices' lists the catalog)\n"))
    }

    @Test(arguments: [
        (["--width", "320"], "Error: '--width' needs '--height'\n"),
        (["--height", "568"], "Error: '--height' needs '--width'\n"),
        (["--scale", "2"], "Error: '--scale' needs '--width' and '--height' (or use '--device')\n"),
        (["--device", "iphone-16", "--width", "320", "--height", "568"], "Error: '--device' cannot be combined with '--width'; give a catalog device or an explicit screen\n"),
        (["--width", "-5", "--height", "568"], "Error: invalid value '-5' for '--width'; expected a number greater than 0 and at most 100000\n"),
        (["--width", "nan", "--height", "568"], "Error: invalid value 'nan' for '--width'; expected a number greater than 0 and at most 100000\n"),
        (["--width", "320", "--height", "0"], "Error: invalid value '0' for '--height'; expected a number greater than 0 and at most 100000\n"),
        (["--width", "320", "--height", "568", "--safe-area", "1,2,3"], "Error: invalid value '1,2,3' for '--safe-area'; expected four numbers top,leading,bottom,trailing, each a number from 0 to 100000 (e.g. 59,0,34,0)\n"),
        (["--width", "320", "--height", "568", "--size-class", "large"], "Error: invalid value 'large' for '--size-class'; expected 'compact' or 'regular'\n"),
        (["--format", "yaml"], "Error: invalid value 'yaml' for '--format'; expected 'table', 'json' or 'csv'\n"),
    ])
    func badDeviceOptionsAreUsageErrors(arguments: [String], message: String) throws {
        let result = try TabspecProcess.run(["frames", "Specs/CustomTabView.tabspec"] + arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix(message + "Usage: tabspec frames <input>"))
    }

    @Test func specWithLanguageErrorsExits1WithoutOutput() throws {
        let result = try TabspecProcess.run(["frames", "-", "--format", "json"], input: "tabbar T {\n    tintColour: red\n    tab a { title: \"A\" }\n}\n")
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "<stdin>:2:5: error: unknown key 'tintColour' in 'tabbar'; did you mean 'tintColor'? [unknown-key]\n1 error, 0 warnings in 1 file\n")
    }

    @Test func inputProblems() throws {
        let missing = try TabspecProcess.run(["frames"])
        #expect(missing.status == 64)
        #expect(missing.stderr.hasPrefix("Error: missing input; give one spec file or '-' for standard input\n"))
        let two = try TabspecProcess.run(["frames", "Specs/CustomTabView.tabspec", "Specs/HidingTabBar.tabspec"])
        #expect(two.status == 64)
        #expect(two.stderr.hasPrefix("Error: 'frames' takes one input, got 2; run it once per spec\n"))
        let unreadable = try TabspecProcess.run(["frames", "Specs/NoSuch.tabspec"])
        #expect(unreadable.status == 66)
        #expect(unreadable.stderr == "Error: no such file or directory: 'Specs/NoSuch.tabspec'\n")
        let directory = try TabspecProcess.run(["frames", "Specs"])
        #expect(directory.status == 66)
        #expect(directory.stderr == "Error: 'Specs' is a directory; give one spec file\n")
    }
}
