import Foundation
import Testing
@testable import TabSpecCore

@Suite("Frames JSON")
struct FramesJSONTests {
    @Test func japaneseArticleWorkedExampleOnIPhone16() throws {
        let json = try FramesTestSupport.parsedJSON(FramesTestSupport.bundledReport("CustomTabView", environment: FramesTestSupport.environment()))
        #expect(json["file"] as? String == "Specs/CustomTabView.tabspec")
        let tabBars = try #require(json["tabbars"] as? [[String: Any]])
        #expect(tabBars.count == 1)
        let bar = tabBars[0]
        #expect(bar["name"] as? String == "Tab")
        #expect(bar["kind"] as? String == "custom")
        #expect(bar["positioning"] as? String == "fill")
        let barFrames = try #require(bar["bar"] as? [String: Any])
        #expect((barFrames["height"] as? NSNumber)?.doubleValue == 56)
        #expect(FramesTestSupport.rect(barFrames["shown"]) == [0, 762, 393, 90])
        #expect(FramesTestSupport.rect(barFrames["hidden"]) == [0, 852, 393, 90])

        let items = try #require(bar["items"] as? [[String: Any]])
        #expect(items.map { $0["id"] as? String } == ["home", "search", "ranking", "book", "setting"])
        #expect(items.map { ($0["index"] as? NSNumber)?.intValue } == [0, 1, 2, 3, 4])
        let xs = [16, 88.2, 160.4, 232.6, 304.8]
        let iconXs = [37.1, 109.3, 181.5, 253.7, 325.9]
        let indicatorXs = [36, 108.2, 180.4, 252.6, 324.8]
        for (index, item) in items.enumerated() {
            #expect(FramesTestSupport.rect(item["frame"]) == [xs[index], 16, 72.2, 30])
            #expect(FramesTestSupport.rect(item["icon"]) == [iconXs[index], 16, 30, 30])
            #expect(item["title"] is NSNull)
            #expect(FramesTestSupport.rect(item["indicator"]) == [indicatorXs[index], 18.5, 25, 25])
        }
        #expect((bar["notes"] as? [Any])?.isEmpty == true)
    }

    @Test func numbersAreCleanedOfBinaryNoise() throws {
        let text = FramesEmitter.json(try FramesTestSupport.bundledReport("CustomTabView", environment: FramesTestSupport.environment()))
        // 88.2 + 21.1 is 109.30000000000001 in binary; 16 + 4·72.2 is 304.80000000000007.
        #expect(text.contains(#""icon": {"x": 109.3, "y": 16, "width": 30, "height": 30}"#))
        #expect(text.contains(#""frame": {"x": 304.8, "y": 16, "width": 72.2, "height": 30}"#))
        #expect(!text.contains("0000000"))
        #expect(!text.contains("9999999"))
    }

    @Test func environmentObjectFollowsTheSchemaOrder() throws {
        let text = FramesEmitter.json(try FramesTestSupport.bundledReport("CustomTabView", environment: FramesTestSupport.environment()))
        let expected = """
              "environment": {
                "device": "iphone-16",
                "orientation": "portrait",
                "width": 393,
                "height": 852,
                "scale": 3,
                "safeArea": {"top": 59, "leading": 0, "bottom": 34, "trailing": 0},
                "horizontalSizeClass": "compact",
                "verticalSizeClass": "regular",
                "idiom": "phone",
                "layoutDirection": "leftToRight",
                "ios": "18.0",
                "sdk": "27.0"
              },
              "bar": {
        """
        #expect(text.contains(expected))
        #expect(text.hasPrefix("{\n  \"file\": \"Specs/CustomTabView.tabspec\",\n  \"tabbars\": [\n    {\n      \"name\": \"Tab\",\n      \"kind\": \"custom\",\n      \"positioning\": \"fill\",\n"))
        #expect(text.hasSuffix("      \"notes\": []\n    }\n  ]\n}\n"))
    }

    @Test func explicitEnvironmentHasNullDevice() throws {
        let environment = TabBarEnvironment(width: 320, height: 568, scale: 2)
        let json = try FramesTestSupport.parsedJSON(try FramesTestSupport.bundledReport("CustomTabView", environment: environment))
        let tabBar = try #require((json["tabbars"] as? [[String: Any]])?.first)
        let env = try #require(tabBar["environment"] as? [String: Any])
        #expect(env["device"] is NSNull)
        #expect((env["width"] as? NSNumber)?.doubleValue == 320)
        #expect((env["scale"] as? NSNumber)?.doubleValue == 2)
    }

    @Test func chineseArticleOnIPhoneSE() throws {
        let json = try FramesTestSupport.parsedJSON(try FramesTestSupport.bundledReport("HighlightTabBar", environment: FramesTestSupport.environment("iphone-se-3")))
        let items = try #require((json["tabbars"] as? [[String: Any]])?.first?["items"] as? [[String: Any]])
        #expect(items.map { FramesTestSupport.rect($0["frame"]) } == [0, 75, 150, 225, 300].map { [$0, 0, 75, 49] })
        #expect(items.map { FramesTestSupport.rect($0["title"]) } == [0, 75, 150, 225, 300].map { [$0, 15.5, 75, 18] })
        #expect(items.allSatisfy { $0["icon"] is NSNull && $0["indicator"] is NSNull })
    }

    @Test func indonesianArticleCenteredSystemItems() throws {
        let json = try FramesTestSupport.parsedJSON(try FramesTestSupport.bundledReport("SwipeableTabBar", environment: FramesTestSupport.environment()))
        let tabBar = try #require((json["tabbars"] as? [[String: Any]])?.first)
        #expect(tabBar["kind"] as? String == "system")
        #expect(tabBar["positioning"] as? String == "centered")
        let items = try #require(tabBar["items"] as? [[String: Any]])
        #expect(items.map { FramesTestSupport.rect($0["frame"]) } == [73, 159, 245].map { [$0, 1, 76, 48] })
    }

    @Test func unmodelledLayoutIsANote() throws {
        let json = try FramesTestSupport.parsedJSON(try FramesTestSupport.bundledReport(
            "HidingTabBar", environment: FramesTestSupport.environment("iphone-11", orientation: .landscape)))
        let tabBar = try #require((json["tabbars"] as? [[String: Any]])?.first)
        #expect(tabBar["notes"] as? [String] == ["icon and title sit side by side in this environment; their frames are not modelled"])
        let items = try #require(tabBar["items"] as? [[String: Any]])
        #expect(items.allSatisfy { $0["icon"] is NSNull && $0["title"] is NSNull })
    }

    @Test func overflowIsANote() throws {
        let report = FramesTestSupport.report("""
        tabbar T {
            itemPositioning: centered
            itemWidth: 100
            tab a { title: "A" }
            tab b { title: "B" }
            tab c { title: "C" }
            tab d { title: "D" }
        }
        """, environment: try FramesTestSupport.environment("iphone-se-3"))
        let json = try FramesTestSupport.parsedJSON(report)
        let notes = (json["tabbars"] as? [[String: Any]])?.first?["notes"] as? [String]
        #expect(notes == ["items need 502 pt but the bar has 375 pt"])
    }

    @Test func goldenFilePerBundledSpec() throws {
        for name in FramesTestSupport.bundledNames {
            let report = try FramesTestSupport.bundledReport(name, environment: FramesTestSupport.environment())
            Golden.assertMatches(FramesEmitter.json(report), file: Fixtures.testFile("Golden/Frames/\(name).json"))
        }
    }
}
