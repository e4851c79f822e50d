import Foundation
import Testing
@testable import TabSpecCore

/// `frames` of layout.md v1.3 (cli.md v1.3): JSON `environment.sdk`, `detachedTab`, `bar.minimized` and
/// `bar.accessory`; the table's lines for them; the runtime layout behind the same numbers.
@Suite("Frames: the SDK, the detached tab, the minimized bar and the accessory")
struct FramesIOS27Tests {
    /// Three tabs, a search tab and a compose tab.
    static let spec = """
        tabbar Main {
            tab home    { symbol: "house", title: "Home" }
            tab find    { symbol: "magnifyingglass", title: "Search", role: search }
            tab library { symbol: "books.vertical", title: "Library" }
            tab radio   { symbol: "dot.radiowaves.left.and.right", title: "Radio" }
        }
        """

    /// `slug` in portrait modelling `ios` with `sdk`.
    static func phone(_ slug: String = "iphone-17", ios: Int, sdk: Int = 27) throws -> TabBarEnvironment {
        try #require(TabBarEnvironment.device(slug, iOSVersion: IOSVersion(major: ios), sdk: IOSVersion(major: sdk)))
    }

    /// The spec with `radio` prominent and a bottom accessory, laid out in `environment`.
    static func prominentReport(_ environment: TabBarEnvironment, accessory: Bool = true) -> FramesReport {
        FramesTestSupport.report(Self.spec, environment: environment) { configuration in
            configuration.items[3].isProminent = true
            configuration.hasBottomAccessory = accessory
        }
    }

    @Test func jsonNamesTheSDKTheDetachedTabTheMinimizedBarAndTheAccessory() throws {
        let text = FramesEmitter.json(Self.prominentReport(try Self.phone(ios: 27)))
        #expect(text.contains("""
                "ios": "27.0",
                "sdk": "27.0"
              },
              "bar": {
                "height": 49,
                "shown": {"x": 0, "y": 791, "width": 402, "height": 83},
                "hidden": null,
                "minimized": {"x": 28, "y": 798, "width": 48, "height": 48},
                "accessory": {
                  "expanded": {"x": 21, "y": 735, "width": 360, "height": 48},
                  "inline": {"x": 84, "y": 798, "width": 290, "height": 48}
                }
              },
        """))
        #expect(text.contains("""
              "geometry": "floating",
              "platter": {"x": 21, "y": 0, "width": 290, "height": 62},
              "searchTab": "find",
              "detachedTab": "radio",
              "notes": [
        """))
        let json = try FramesTestSupport.parsedJSON(Self.prominentReport(try Self.phone(ios: 27)))
        let tabBar = try #require((json["tabbars"] as? [[String: Any]])?.first)
        let items = try #require(tabBar["items"] as? [[String: Any]])
        // The search tab in the platter, last of the three; the prominent tab in the circle at 402 − 83.
        #expect(items.compactMap { $0["id"] as? String } == ["home", "library", "find", "radio"])
        #expect(FramesTestSupport.rect(items.last?["frame"]) == [319, 0, 62, 62])
        #expect(tabBar["notes"] as? [String] == [
            "community-measured iOS 26 geometry, not published by Apple",
            "no measurement of the floating tab bar on iOS 27.0 was found; these are iOS 26's frames",
            "the prominent tab sits apart in the search tab's measured circle; iOS 27's prominent tab was not measured",
            "with a prominent tab the search tab is laid out with the other tabs, as apps built with the iOS 27 SDK report; not measured",
            "the floating bar minimizes on scroll to a 48 pt circle (one community source) instead of hiding, so there is no hidden frame",
            "the bottom accessory's frames (above the platter, and beside the minimized bar) were measured in one community source",
        ])
    }

    @Test func onIOS26TheSearchTabIsDetachedAndProminentHasNoEffect() throws {
        let json = try FramesTestSupport.parsedJSON(Self.prominentReport(try Self.phone(ios: 26), accessory: false))
        let tabBar = try #require((json["tabbars"] as? [[String: Any]])?.first)
        #expect(tabBar["searchTab"] as? String == "find" && tabBar["detachedTab"] as? String == "find")
        #expect((tabBar["bar"] as? [String: Any])?["accessory"] is NSNull)
        #expect((tabBar["notes"] as? [String])?.contains(TabBarLayout.Note.prominentTabNeedsIOS27.message) == true)
    }

    @Test func theTableGainsLinesOnlyForWhatThereIs() throws {
        let table = FramesEmitter.table(Self.prominentReport(try Self.phone(ios: 27)))
        #expect(table.hasPrefix("""
            tabbar Main: system, fill, floating
              environment  iPhone 17 [iphone-17], portrait, 402 × 874 pt @3x, phone, compact width, regular height, left to right, iOS 27.0
              safe area    top 62, leading 0, bottom 34, trailing 0
              bar          height 49, shown (0, 791, 402, 83), hidden -
              minimized    (28, 798, 48, 48)
              accessory    expanded (21, 735, 360, 48), inline (84, 798, 290, 48)
              platter      (21, 0, 290, 62)
              prominent    radio (apart, the last row)
              search tab   find (with the others)

            """))
        // Six tabs with a search tab on iOS 26: no circle, the search tab behind More.
        let six = FramesTestSupport.report("""
            tabbar Main {
                tab a { title: "First" }
                tab b { title: "Second" }
                tab c { title: "Third" }
                tab d { title: "Fourth" }
                tab e { title: "Fifth" }
                tab s { symbol: "magnifyingglass", title: "Search", role: search }
            }
            """, environment: try Self.phone("iphone-16", ios: 26))
        let lines = FramesEmitter.table(six).split(separator: "\n").map(String.init)
        #expect(lines.contains("  search tab   s (behind more)") && !lines.contains { $0.hasPrefix("  prominent") })
        #expect(lines.contains("  platter      (21, 0, 351, 62)"))
        #expect(lines.contains("         more   292.8  4   75.2      54  (316.4, 10, 28, 28)  (292.8, 39, 75.2, 12)   (292.8, 4, 75.2, 54)"))
        #expect(lines.contains("  behind more: e, s"))
        // A classic bar with an accessory: no line, and the note that the app places it.
        let classic = FramesEmitter.table(Self.prominentReport(try FramesTestSupport.environment()))
        #expect(!classic.contains("accessory    ") && !classic.contains("minimized    "))
        #expect(classic.contains("  note: the system places a bottom accessory only over the floating tab bar; over this bar "
            + "the app places its own, so it has no frame here\n"))
    }

    @Test func theSDKDecidesTheBarInEveryFormat() throws {
        let source = SourceFile(path: "Main.tabspec", text: Self.spec)
        var settings = EnvironmentSettings()
        settings.iOSVersion = IOSVersion(major: 26)
        settings.designRequiresCompatibility = true
        // The iOS 27 SDK (the default) ignores the key: the bar floats, and the note says why.
        let ignored = try Compiler().frames(source, in: RenderEnvironment(resolving: settings), format: .table)
        #expect(ignored.text.contains("tabbar Main: system, fill, floating\n"))
        #expect(ignored.text.contains("  note: the app is built with the iOS 27.0 SDK and the system ignores "
            + "UIDesignRequiresCompatibility when you build for iOS 27 or later, so the tab bar floats\n"))
        // The iOS 26 SDK: the classic bar, as before v1.3.
        settings.sdk = IOSVersion(major: 26)
        let kept = try Compiler().frames(source, in: RenderEnvironment(resolving: settings), format: .json)
        #expect(kept.text.contains("\"sdk\": \"26.0\"") && kept.text.contains("\"geometry\": \"classic\""))
        // An SDK before 26: classic on every iOS, with the SDK's note.
        settings.designRequiresCompatibility = nil
        settings.sdk = IOSVersion(major: 18, minor: 5)
        let csv = try Compiler().frames(source, in: RenderEnvironment(resolving: settings), format: .csv)
        #expect(!csv.text.contains("platter"))
        let old = try Compiler().frames(source, in: RenderEnvironment(resolving: settings), format: .table)
        #expect(old.text.hasSuffix("  note: the app is built with the iOS 18.5 SDK, before the floating tab bar, so iOS 26 and later "
            + "show the classic tab bar these frames describe\n"))
    }

    @Test func framesPrintWhatTheRuntimeLayoutIs() throws {
        // The generated `layout(in:)` calls the same `TabBarLayout` with the same configuration: every number of
        // the JSON is the runtime's (prominent, accessory, minimized, More, right to left).
        var rightToLeft = try Self.phone("iphone-17-pro-max", ios: 27)
        rightToLeft.layoutDirection = .rightToLeft
        let environments = [try Self.phone(ios: 27), try Self.phone(ios: 26), rightToLeft, try Self.phone("iphone-se-3", ios: 27, sdk: 26)]
        let seven = """
            tabbar Main {
                tab a { symbol: "1.circle", title: "First" }
                tab b { symbol: "2.circle", title: "Second" }
                tab s { symbol: "magnifyingglass", title: "Search", role: search }
                tab c { symbol: "3.circle", title: "Third" }
                tab d { symbol: "4.circle", title: "Fourth" }
                tab e { symbol: "5.circle", title: "Fifth" }
                tab f { symbol: "6.circle", title: "Sixth" }
            }
            """
        for environment in environments {
            for text in [Self.spec, seven] {
                let report = FramesTestSupport.report(text, environment: environment) { configuration in
                    configuration.items[configuration.items.count - 2].isProminent = true
                    configuration.hasBottomAccessory = true
                }
                let tabBar = try #require(report.tabBars.first)
                let runtime = TabBarLayout(configuration: tabBar.configuration, environment: environment)
                let json = try FramesTestSupport.parsedJSON(report)
                let object = try #require((json["tabbars"] as? [[String: Any]])?.first)
                let bar = try #require(object["bar"] as? [String: Any])
                #expect(FramesTestSupport.rect(bar["minimized"]) == runtime.bar.minimized.map(Self.numbers))
                let accessory = bar["accessory"] as? [String: Any]
                #expect(FramesTestSupport.rect(accessory?["expanded"]) == runtime.bar.accessory.map { Self.numbers($0.expanded) })
                #expect(FramesTestSupport.rect(accessory?["inline"]) == runtime.bar.accessory.map { Self.numbers($0.inline) })
                #expect(object["detachedTab"] as? String == runtime.detachedTab)
                #expect(object["searchTab"] as? String == runtime.searchTab)
                let items = try #require(object["items"] as? [[String: Any]])
                #expect(items.map { FramesTestSupport.rect($0["frame"]) } == runtime.items.map { Self.numbers($0.frame) })
                #expect((object["more"] as? [String: Any])?["tabs"] as? [String] == runtime.more?.tabs)
                #expect(FramesTestSupport.rect(object["platter"]) == runtime.platter.map(Self.numbers))
            }
        }
    }

    /// `rect` as JSON prints it (cleaned to 1e-9) and reads back.
    static func numbers(_ rect: Rect) -> [Double] {
        [rect.x, rect.y, rect.width, rect.height].map { Double(DecimalText.geometry($0)) ?? .nan }
    }
}
