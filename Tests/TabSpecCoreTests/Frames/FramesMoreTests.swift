import Foundation
import Testing
@testable import TabSpecCore

/// A `system` bar with more tabs than UIKit shows, in every `frames` format (cli.md v1.1).
@Suite("Frames: More")
struct FramesMoreTests {
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

    @Test func jsonListsTheVisibleItemsAndTheMoreItem() throws {
        let json = try FramesTestSupport.parsedJSON(FramesTestSupport.report(Self.sixTabs, environment: FramesTestSupport.environment()))
        let tabBar = try #require((json["tabbars"] as? [[String: Any]])?.first)
        let items = try #require(tabBar["items"] as? [[String: Any]])
        #expect(items.compactMap { $0["id"] as? String } == ["home", "search", "library", "radio"])
        #expect(items.map { FramesTestSupport.rect($0["frame"]) } == [[2, 1, 75, 48], [81, 1, 74, 48], [159, 1, 75, 48], [238, 1, 74, 48]])
        let more = try #require(tabBar["more"] as? [String: Any])
        #expect(more.keys.sorted() == ["frame", "icon", "tabs", "title"])
        #expect(FramesTestSupport.rect(more["frame"]) == [316, 1, 75, 48])
        #expect(FramesTestSupport.rect(more["icon"]) == [341, 6.5, 25, 25])
        #expect(FramesTestSupport.rect(more["title"]) == [316, 36, 75, 12])
        #expect(more["tabs"] as? [String] == ["profile", "settings"])
    }

    @Test func jsonMembersKeepTheSchemaOrder() throws {
        let text = FramesEmitter.json(FramesTestSupport.report(Self.sixTabs, environment: try FramesTestSupport.environment()))
        #expect(text.contains("""
              ],
              "more": {
                "frame": {"x": 316, "y": 1, "width": 75, "height": 48},
                "icon": {"x": 341, "y": 6.5, "width": 25, "height": 25},
                "title": {"x": 316, "y": 36, "width": 75, "height": 12},
                "tabs": ["profile", "settings"]
              },
              "geometry": "classic",
              "platter": null,
              "searchTab": null,
              "detachedTab": null,
              "notes": []
        """))
    }

    @Test func aBarThatFitsHasANullMore() throws {
        let json = try FramesTestSupport.parsedJSON(FramesTestSupport.report(Self.sixTabs, environment: FramesTestSupport.environment("ipad-pro-11", ios: 17)))
        let tabBar = try #require((json["tabbars"] as? [[String: Any]])?.first)
        #expect(tabBar["more"] is NSNull)
        #expect((tabBar["items"] as? [[String: Any]])?.count == 6)
    }

    @Test func csvAddsAMoreRowWithAnEmptyIndex() throws {
        #expect(FramesEmitter.csv(FramesTestSupport.report(Self.sixTabs, environment: try FramesTestSupport.environment())) == """
            tabbar,id,index,x,y,width,height
            Main,home,0,2,1,75,48
            Main,search,1,81,1,74,48
            Main,library,2,159,1,75,48
            Main,radio,3,238,1,74,48
            Main,more,,316,1,75,48

            """)
    }

    @Test func tableShowsTheMoreRowAndTheTabsBehindIt() throws {
        let table = FramesEmitter.table(FramesTestSupport.report(Self.sixTabs, environment: try FramesTestSupport.environment()))
        #expect(table.hasSuffix("""
              index  id         x  y  width  height  icon                title              indicator
                  0  home       2  1     75      48  (27, 6.5, 25, 25)   (2, 36, 75, 12)    -
                  1  search    81  1     74      48  (105, 6.5, 25, 25)  (81, 36, 74, 12)   -
                  2  library  159  1     75      48  (184, 6.5, 25, 25)  (159, 36, 75, 12)  -
                  3  radio    238  1     74      48  (262, 6.5, 25, 25)  (238, 36, 74, 12)  -
                     more     316  1     75      48  (341, 6.5, 25, 25)  (316, 36, 75, 12)  -
              behind more: profile, settings

            """))
    }

    @Test func jsonNamesTheIOSVersionModelled() throws {
        var environment = try FramesTestSupport.environment()
        environment.iOSVersion = IOSVersion(major: 26, minor: 1)
        let json = try FramesTestSupport.parsedJSON(FramesTestSupport.report(Self.sixTabs, environment: environment))
        let tabBar = try #require((json["tabbars"] as? [[String: Any]])?.first)
        #expect((tabBar["environment"] as? [String: Any])?["ios"] as? String == "26.1")
        #expect((tabBar["environment"] as? [String: Any])?["sdk"] as? String == "27.0")
        // v1.3: six tabs float with four tabs and More (onejs/one's oracle); the More item is the platter's fifth button.
        #expect(tabBar["geometry"] as? String == "floating")
        #expect(FramesTestSupport.rect((tabBar["more"] as? [String: Any])?["frame"]) == [292.8, 4, 75.2, 54])
        #expect((tabBar["more"] as? [String: Any])?["tabs"] as? [String] == ["profile", "settings"])
        #expect(tabBar["notes"] as? [String] == [TabBarLayout.Note.floatingCommunityMeasured.message,
                                                 TabBarLayout.Note.floatingMoreSingleSource.message,
                                                 TabBarLayout.Note.floatingMinimizes.message])
        // Built with the iOS 18 SDK, the same bar is the classic one with More, and the note says why.
        environment.sdk = IOSVersion(major: 18)
        let old = try FramesTestSupport.parsedJSON(FramesTestSupport.report(Self.sixTabs, environment: environment))
        let classic = try #require((old["tabbars"] as? [[String: Any]])?.first)
        #expect(classic["geometry"] as? String == "classic")
        #expect(FramesTestSupport.rect((classic["more"] as? [String: Any])?["frame"]) == [316, 1, 75, 48])
        #expect(classic["notes"] as? [String] == [TabBarLayout.Note.classicBarOnIOS26(.sdk(IOSVersion(major: 18))).message])
    }
}
