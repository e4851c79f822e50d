import Foundation
import Testing
@testable import TabSpecCore

/// `frames` of the floating iOS 26 bar (layout.md v1.2, cli.md v1.2): JSON `geometry`, `platter`, `searchTab`
/// and a `null` hidden frame; the table's platter and search-tab lines; the CSV's platter row.
@Suite("Frames: floating iOS 26 bar")
struct FramesFloatingTests {
    /// `slug` in portrait on iOS 26 (with the pre-iOS 26 design when `compatibility`, built with the iOS 26 SDK
    /// so that the key applies).
    static func iOS26(_ slug: String = "iphone-16", compatibility: Bool = false) throws -> TabBarEnvironment {
        try #require(TabBarEnvironment.device(slug, iOSVersion: IOSVersion(major: 26), designRequiresCompatibility: compatibility,
                                              sdk: IOSVersion(major: compatibility ? 26 : 27)))
    }

    /// Three tabs and a fourth marked as the search tab through the configuration (the language's `role: search`
    /// is not read here), laid out in `environment`.
    static func searchReport(_ environment: TabBarEnvironment) -> FramesReport {
        let document = SpecDocument(path: "inline.tabspec", text: """
        tabbar Main {
            tab home { symbol: "house", title: "Home" }
            tab find { symbol: "magnifyingglass", title: "Search" }
            tab library { symbol: "books.vertical", title: "Library" }
            tab radio { symbol: "dot.radiowaves.left.and.right", title: "Radio" }
        }
        """)
        #expect(document.diagnostics.isEmpty)
        var tabBars = document.tabBars
        if !tabBars.isEmpty { tabBars[0].configuration.items[1].isSearch = true }
        return FramesReport(file: "inline.tabspec", tabBars: tabBars, environment: environment)
    }

    @Test func theIndonesianSystemBarFloatsOnIOS26() throws {
        let json = try FramesTestSupport.parsedJSON(FramesTestSupport.bundledReport("SwipeableTabBar", environment: try Self.iOS26()))
        let tabBar = try #require((json["tabbars"] as? [[String: Any]])?.first)
        #expect(tabBar["geometry"] as? String == "floating")
        #expect(tabBar["positioning"] as? String == "centered")
        let bar = try #require(tabBar["bar"] as? [String: Any])
        #expect((bar["height"] as? NSNumber)?.doubleValue == 49)
        #expect(FramesTestSupport.rect(bar["shown"]) == [0, 769, 393, 83])
        #expect(bar["hidden"] is NSNull)
        // Three short titles hug: w = 94, C = 274, x = (393 − 274)/2; itemWidth 76 and itemSpacing 10 do not apply.
        #expect(FramesTestSupport.rect(tabBar["platter"]) == [59.5, 0, 274, 62])
        #expect(tabBar["searchTab"] is NSNull)
        let items = try #require(tabBar["items"] as? [[String: Any]])
        #expect(items.map { FramesTestSupport.rect($0["frame"]) } == [[63.5, 4, 94, 54], [149.5, 4, 94, 54], [235.5, 4, 94, 54]])
        #expect(items.map { FramesTestSupport.rect($0["icon"]) } == [[96.5, 10, 28, 28], [182.5, 10, 28, 28], [268.5, 10, 28, 28]])
        #expect(items.map { FramesTestSupport.rect($0["title"]) } == [[63.5, 39, 94, 12], [149.5, 39, 94, 12], [235.5, 39, 94, 12]])
        #expect(items.map { FramesTestSupport.rect($0["indicator"]) } == items.map { FramesTestSupport.rect($0["frame"]) })
        #expect(tabBar["notes"] as? [String] == [
            "community-measured iOS 26 geometry, not published by Apple",
            "the floating bar minimizes on scroll to a 48 pt circle (one community source) instead of hiding, so there is no "
                + "hidden frame",
        ])
        // v1.3: the minimized circle (a screen rect), no accessory without the key, no detached tab.
        #expect(FramesTestSupport.rect(bar["minimized"]) == [28, 776, 48, 48])
        #expect(bar["accessory"] is NSNull && tabBar["detachedTab"] is NSNull)
    }

    @Test func jsonPutsTheV12MembersBeforeTheNotes() throws {
        let text = FramesEmitter.json(Self.searchReport(try Self.iOS26("iphone-17-pro-max")))
        #expect(text.contains("""
              "more": null,
              "geometry": "floating",
              "platter": {"x": 21, "y": 0, "width": 328, "height": 62},
              "searchTab": "find",
              "detachedTab": "find",
              "notes": [
        """))
        #expect(text.contains(#""hidden": null,"#))
        #expect(text.contains(#""minimized": {"x": 28, "y": 880, "width": 48, "height": 48},"# + "\n" + #"        "accessory": null"#))
        // The search tab's item is the last one: the 62 pt circle at x = 440 − 83, keeping its index.
        #expect(text.contains("""
                {
                  "id": "find",
                  "index": 1,
                  "frame": {"x": 357, "y": 0, "width": 62, "height": 62},
                  "icon": {"x": 374, "y": 17, "width": 28, "height": 28},
                  "title": null,
                  "indicator": {"x": 357, "y": 0, "width": 62, "height": 62}
                }
              ],
        """))
        // w = (328 + 12)/3 = 113.33…, printed to the nearest 1e-9.
        #expect(text.contains(#""frame": {"x": 128.333333333, "y": 4, "width": 113.333333333, "height": 54}"#))
    }

    @Test func tableShowsTheGeometryThePlatterAndTheSearchTab() throws {
        let table = FramesEmitter.table(Self.searchReport(try Self.iOS26("iphone-17-pro-max")))
        #expect(table == """
        tabbar Main: system, fill, floating
          environment  iPhone 17 Pro Max [iphone-17-pro-max], portrait, 440 × 956 pt @3x, phone, compact width, regular height, left to right, iOS 26.0
          safe area    top 62, leading 0, bottom 34, trailing 0
          bar          height 49, shown (0, 873, 440, 83), hidden -
          minimized    (28, 880, 48, 48)
          platter      (21, 0, 328, 62)
          search tab   find (the last row)

          index  id                   x  y          width  height  icon                         title                                   indicator
              0  home                25  4  113.333333333      54  (67.666666667, 10, 28, 28)   (25, 39, 113.333333333, 12)             (25, 4, 113.333333333, 54)
              2  library  128.333333333  4  113.333333333      54  (171, 10, 28, 28)            (128.333333333, 39, 113.333333333, 12)  (128.333333333, 4, 113.333333333, 54)
              3  radio    231.666666667  4  113.333333333      54  (274.333333333, 10, 28, 28)  (231.666666667, 39, 113.333333333, 12)  (231.666666667, 4, 113.333333333, 54)
              1  find               357  0             62      62  (374, 17, 28, 28)            -                                       (357, 0, 62, 62)
          note: community-measured iOS 26 geometry, not published by Apple
          note: the search tab's layout (its circle and the platter beside it) was measured in one community source only
          note: the floating bar minimizes on scroll to a 48 pt circle (one community source) instead of hiding, so there is no hidden frame

        """)
        // A floating bar without a search tab has no search line; a classic bar has neither line.
        let plain = FramesEmitter.table(try FramesTestSupport.bundledReport("SwipeableTabBar", environment: try Self.iOS26()))
        #expect(plain.contains("tabbar SwipeableTab: system, centered, floating\n"))
        #expect(plain.contains("\n  platter      (59.5, 0, 274, 62)\n\n") && !plain.contains("search tab"))
        #expect(!plain.contains("accessory") && !plain.contains("prominent"))
        let classic = FramesEmitter.table(try FramesTestSupport.bundledReport("SwipeableTabBar", environment: FramesTestSupport.environment()))
        #expect(classic.hasPrefix("tabbar SwipeableTab: system, centered\n") && !classic.contains("platter"))
        #expect(!classic.contains("minimized"))
    }

    @Test func csvAddsAPlatterRowWithAnEmptyIndex() throws {
        let csv = FramesEmitter.csv(try FramesTestSupport.bundledReport("SwipeableTabBar", environment: try Self.iOS26()))
        #expect(csv == """
        tabbar,id,index,x,y,width,height
        SwipeableTab,feed,0,63.5,4,94,54
        SwipeableTab,home,1,149.5,4,94,54
        SwipeableTab,profile,2,235.5,4,94,54
        SwipeableTab,platter,,59.5,0,274,62

        """)
        let search = FramesEmitter.csv(Self.searchReport(try Self.iOS26("iphone-17-pro-max")))
        #expect(search.hasSuffix("Main,find,1,357,0,62,62\nMain,platter,,21,0,328,62\n"))
    }

    @Test func compatibilityAndCustomBarsStayClassic() throws {
        let compatible = try FramesTestSupport.parsedJSON(FramesTestSupport.bundledReport(
            "SwipeableTabBar", environment: try Self.iOS26(compatibility: true)))
        let tabBar = try #require((compatible["tabbars"] as? [[String: Any]])?.first)
        #expect(tabBar["geometry"] as? String == "classic")
        #expect(tabBar["platter"] is NSNull && tabBar["searchTab"] is NSNull && tabBar["detachedTab"] is NSNull)
        #expect((tabBar["environment"] as? [String: Any])?["sdk"] as? String == "26.0")
        // The Indonesian article's iOS 18 frames: x 73, 159, 245, 76 wide, at y 1, 48 high.
        let items = try #require(tabBar["items"] as? [[String: Any]])
        #expect(items.map { FramesTestSupport.rect($0["frame"]) } == [[73, 1, 76, 48], [159, 1, 76, 48], [245, 1, 76, 48]])
        #expect(FramesTestSupport.rect((tabBar["bar"] as? [String: Any])?["hidden"]) == [0, 852, 393, 83])
        #expect(tabBar["notes"] as? [String] == [TabBarLayout.Note.classicBarOnIOS26(.compatibility).message])

        let custom = try FramesTestSupport.bundledReport("CustomTabView", environment: try Self.iOS26())
        let ios18 = try FramesTestSupport.bundledReport("CustomTabView", environment: FramesTestSupport.environment())
        var sameEnvironment = ios18
        sameEnvironment.environment = custom.environment
        #expect(FramesEmitter.json(custom) == FramesEmitter.json(sameEnvironment))
        #expect(custom.tabBars.first?.layout.geometry == .classic)
    }
}
