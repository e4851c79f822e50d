import Foundation
import TabSpecCore
import TabSpecRuntime
import Testing

/// `Specs/RunTimeTabs.tabspec`: the generated `layout(in:tabs:)` of tabs decided at run time gives the numbers
/// `tabspec frames --tabs` prints for the same tabs, on phones and pads, in both orientations and directions,
/// on iOS 18 and 26.
@Suite("Run-time tabs: generated layout and frames")
struct RunTimeTabsConsumerTests {
    /// The spec as the test reads it.
    static func source() throws -> SourceFile {
        SourceFile(path: "RunTimeTabs.tabspec", text: try String(contentsOfFile: ConsumerTabTests.specPath("RunTimeTabs.tabspec"), encoding: .utf8))
    }

    /// `tabs` laid out by `frames` (`--tabbar name --tabs …`) in `environment`.
    static func frames(_ tabs: [String], of name: String, in environment: TabBarEnvironment) throws -> LaidOutTabBar {
        let output = try Compiler().frames(try source(), in: RenderEnvironment(environment, tabs: tabs), tabBar: name, format: .json)
        return try #require(output.frames.tabBars.first)
    }

    @Test func theGeneratedMembersKnowTheOptionalTabs() {
        #expect(RunTimeTab.required == [.home, .search, .profile])
        #expect(RunTimeTab.allCases.map(\.isOptional) == [false, true, false, true, false, true])
        #expect(RunTimeCustomTab.required == [.notes])
    }

    @Test(arguments: [
        [RunTimeTab.profile, .home, .search],
        [.home, .feed, .search, .profile],
        [.settings, .search, .home, .profile],
        [.inbox, .home, .feed, .search, .profile, .settings],
        Array(RunTimeTab.allCases),
    ])
    func systemBarFramesAreTheGeneratedLayout(tabs: [RunTimeTab]) throws {
        for slug in ["iphone-se-3", "iphone-16", "ipad-pro-11"] {
            for orientation in Orientation.allCases {
                for direction in LayoutDirection.allCases {
                    for ios in [IOSVersion(major: 18), IOSVersion(major: 26)] {
                        let environment = try #require(TabBarEnvironment.device(slug, orientation: orientation, layoutDirection: direction,
                                                                                iOSVersion: ios))
                        let framed = try Self.frames(tabs.map(\.rawValue), of: "RunTimeTab", in: environment)
                        #expect(RunTimeTab.layout(in: environment, tabs: tabs) == framed.layout, "\(slug) \(orientation) \(direction) \(ios)")
                        #expect(RunTimeTab.configuration.showing(itemsAt: tabs.map(\.index)) == framed.configuration)
                    }
                }
            }
        }
    }

    @Test func theIndicesArePositionsInTheBarShown() throws {
        let environment = try #require(TabBarEnvironment.device("iphone-16", iOSVersion: IOSVersion(major: 26)))
        let tabs: [RunTimeTab] = [.profile, .search, .home]
        let layout = RunTimeTab.layout(in: environment, tabs: tabs)
        // The detached search tab comes last in the items, keeping its position in the bar shown.
        #expect(layout.items.map(\.id) == ["profile", "home", "search"] && layout.items.map(\.index) == [0, 2, 1])
        #expect(layout.searchTab == "search" && layout.geometry == .floating)
        let output = try Compiler().frames(try Self.source(), in: RenderEnvironment(environment, tabs: tabs.map(\.rawValue)),
                                           tabBar: "RunTimeTab", format: .json)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [String: Any])
        let bar = try #require((json["tabbars"] as? [[String: Any]])?.first)
        #expect((bar["environment"] as? [String: Any])?["tabs"] as? [String] == ["profile", "search", "home"])
        let items = try #require(bar["items"] as? [[String: Any]])
        #expect(items.compactMap { $0["index"] as? Int } == layout.items.map(\.index))
        #expect(items.compactMap { ConsumerTabTests.rect($0["frame"]) } == layout.items.map(\.frame))
        #expect(ConsumerTabTests.rect(bar["platter"]) == layout.platter)
        // The adapters' order and `frames`: the required tabs an app leaves out are appended by the runtime;
        // `frames` asks for them.
        #expect(RunTimeTab.visibleTabs([.feed]) == [.feed, .home, .search, .profile])
    }

    @Test func customBarFramesAreTheGeneratedLayout() throws {
        for tabs in [[RunTimeCustomTab.notes], [.shared, .notes], [.notes, .drafts, .shared]] {
            for direction in LayoutDirection.allCases {
                let environment = try #require(TabBarEnvironment.device("iphone-se-3", layoutDirection: direction))
                let framed = try Self.frames(tabs.map(\.rawValue), of: "RunTimeCustomTab", in: environment)
                #expect(RunTimeCustomTab.layout(in: environment, tabs: tabs) == framed.layout)
            }
        }
        // Centered 72 pt items on 375 pt: one tab in the middle.
        let single = RunTimeCustomTab.layout(in: try #require(TabBarEnvironment.device("iphone-se-3")), tabs: [.notes])
        #expect(single.items.map(\.frame.x) == [151.5])
    }
}
