import Foundation
import TabSpecCore
import TabSpecRuntime
import Testing

/// The enums TabSpecPlugin generated from `Specs/*.tabspec` while this target was built, checked against
/// the same specs parsed at test time.
@Suite("Plugin-generated consumer code")
struct ConsumerTabTests {
    /// `Specs/NAME` beside this file.
    static func specPath(_ name: String) -> String {
        ((#filePath as NSString).deletingLastPathComponent as NSString).appendingPathComponent("Specs/" + name)
    }

    /// The spec's tab bar called `name`, parsed now.
    static func tabBar(_ name: String, in file: String) throws -> TabBarSpec {
        let text = try String(contentsOfFile: specPath(file), encoding: .utf8)
        let document = SpecDocument(path: file, text: text)
        #expect(document.diagnostics.isEmpty)
        return try #require(document.tabBars.first { $0.name == name })
    }

    @Test func casesKeepTheSpecIdsAsRawValues() {
        #expect(ConsumerTab.allCases == [.feed, .homeScreen, .default, .profile])
        #expect(ConsumerTab.allCases.map(\.rawValue) == ["feed", "home_screen", "default", "Profile"])
        #expect(ConsumerTab(rawValue: "home_screen") == .homeScreen)
        #expect(ConsumerTab(rawValue: "homeScreen") == nil)
        #expect(ConsumerTab.allCases.map(\.id) == ConsumerTab.allCases)
        #expect(SecondaryTab.allCases.map(\.rawValue) == ["one", "two"])
    }

    @Test func indexNextAndPreviousFollowBarOrder() {
        #expect(ConsumerTab.allCases.map(\.index) == [0, 1, 2, 3])
        #expect(ConsumerTab.allCases.map(\.next) == [.homeScreen, .default, .profile, nil])
        #expect(ConsumerTab.allCases.map(\.previous) == [nil, .feed, .homeScreen, .default])
        #expect(SecondaryTab.one.next == .two && SecondaryTab.two.previous == .one)
        #expect(ConsumerTab.initial == .homeScreen)
        #expect(SecondaryTab.initial == .one)
    }

    @Test func textMembersFollowThePresenceRules() {
        // Every tab has a symbol: `String`; some have a title: `String?`.
        let symbols: [String] = ConsumerTab.allCases.map(\.symbolName)
        #expect(symbols == ["newspaper", "house", "star", "person"])
        let selected: [String] = ConsumerTab.allCases.map(\.selectedSymbolName)
        #expect(selected == ["newspaper", "house.fill", "star", "person"])
        let titles: [String?] = ConsumerTab.allCases.map(\.title)
        #expect(titles == ["Feed", "Home", nil, nil])
        #expect(ConsumerTab.allCases.map(\.accessibilityLabel) == ["Feed", "Home", "default", "Your profile"])
        // Titles only: `title` is `String`; SecondaryTab declares no `symbolName`, so TabBarTab's default
        // answers, with `nil`.
        let secondaryTitles: [String] = SecondaryTab.allCases.map(\.title)
        #expect(secondaryTitles == ["One", "Two"])
        #expect(SecondaryTab.allCases.map(\.symbolName) == [nil, nil])
    }

    @Test func configurationEqualsTheParsedSpec() throws {
        #expect(ConsumerTab.configuration == (try Self.tabBar("ConsumerTab", in: "ConsumerTab.tabspec")).configuration)
        #expect(SecondaryTab.configuration == (try Self.tabBar("SecondaryTab", in: "ConsumerTab.tabspec")).configuration)
        #expect(HostileTitles.configuration == (try Self.tabBar("HostileTitles", in: "HostileTitles.tabspec")).configuration)
        #expect(ConsumerTab.configuration.colors.unselectedItemTint.systemName == "systemGray")
        #expect(ConsumerTab.configuration.indicator?.color == TabBarColor.systemBlue.withAlpha(0.5))
    }

    @Test func layoutEqualsTheRuntimeLayoutOfTheParsedSpec() throws {
        let consumer = try Self.tabBar("ConsumerTab", in: "ConsumerTab.tabspec").configuration
        let secondary = try Self.tabBar("SecondaryTab", in: "ConsumerTab.tabspec").configuration
        let environment = try #require(TabBarEnvironment.device("iphone-16", orientation: .portrait))
        let layout = ConsumerTab.layout(in: environment)
        #expect(layout == TabBarLayout(configuration: consumer, environment: environment))
        #expect(layout.items.map(\.id) == ["feed", "home_screen", "default", "Profile"])
        // padding 8 12 on a 393-point-wide custom fill bar: four items of (393 - 24) / 4.
        #expect(layout.items.map(\.frame.width) == [92.25, 92.25, 92.25, 92.25])
        #expect(layout.bar.height == 56)
        for slug in ["iphone-se-3", "iphone-16-pro-max", "ipad-pro-11"] {
            for orientation in [Orientation.portrait, .landscape] {
                let environment = try #require(TabBarEnvironment.device(slug, orientation: orientation, layoutDirection: .rightToLeft))
                #expect(ConsumerTab.layout(in: environment) == TabBarLayout(configuration: consumer, environment: environment))
                #expect(SecondaryTab.layout(in: environment) == TabBarLayout(configuration: secondary, environment: environment))
            }
        }
    }

    /// A frames-JSON rectangle as a ``Rect`` (`nil` for `null`).
    static func rect(_ value: Any?) -> Rect? {
        guard let object = value as? [String: Any] else { return nil }
        let numbers = ["x", "y", "width", "height"].compactMap { (object[$0] as? NSNumber)?.doubleValue }
        guard numbers.count == 4 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    @Test func generatedSystemLayoutOnIOS26IsWhatFramesPrints() throws {
        // SecondaryTab is a system bar: on iOS 26 on a phone in portrait the generated `layout(in:)` gives the
        // floating bar, with the numbers `tabspec frames --ios 26 --format json` prints for the same spec.
        let text = try String(contentsOfFile: Self.specPath("ConsumerTab.tabspec"), encoding: .utf8)
        for slug in ["iphone-se-3", "iphone-16", "iphone-17-pro-max"] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let environment = try #require(TabBarEnvironment.device(slug, layoutDirection: direction, iOSVersion: IOSVersion(major: 26)))
                let output = try Compiler().frames(SourceFile(path: "ConsumerTab.tabspec", text: text), in: environment,
                                                   tabBar: "SecondaryTab", format: .json)
                let json = try #require(try JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [String: Any])
                let tabBar = try #require((json["tabbars"] as? [[String: Any]])?.first)
                let items = try #require(tabBar["items"] as? [[String: Any]])
                let layout = SecondaryTab.layout(in: environment)
                #expect(layout.geometry == .floating && tabBar["geometry"] as? String == "floating")
                #expect(layout.platter == Self.rect(tabBar["platter"]), "\(slug)")
                #expect(layout.bar.shown == Self.rect((tabBar["bar"] as? [String: Any])?["shown"]))
                #expect(layout.modelledHiddenFrame == nil && (tabBar["bar"] as? [String: Any])?["hidden"] is NSNull)
                #expect(layout.items.map(\.id) == items.compactMap { $0["id"] as? String })
                #expect(layout.items.map(\.frame) == items.compactMap { Self.rect($0["frame"]) }, "\(slug) \(direction)")
                #expect(layout.items.map(\.title) == items.map { Self.rect($0["title"]) })
                #expect(layout.items.map(\.indicator) == items.map { Self.rect($0["indicator"]) })
                #expect(layout.notes.map(\.message) == tabBar["notes"] as? [String])
            }
        }
        // Two short titles hug: w = 94, C = 188, centred on 393 pt; the buttons 86 pt apart.
        let iPhone16 = try #require(TabBarEnvironment.device("iphone-16", iOSVersion: IOSVersion(major: 26)))
        #expect(SecondaryTab.layout(in: iPhone16).items.map(\.frame)
            == [Rect(x: 106.5, y: 4, width: 94, height: 54), Rect(x: 192.5, y: 4, width: 94, height: 54)])
        // The custom bar of the same file is unchanged by the version.
        let iOS18 = try #require(TabBarEnvironment.device("iphone-16"))
        #expect(ConsumerTab.layout(in: iPhone16) == ConsumerTab.layout(in: iOS18))
    }

    @Test func hostileTitlesKeepExactlyTheSpecText() throws {
        let expected: [HostileTitles: String] = [
            .quotes: #"say "hi""#,
            .interpolation: #"\(exit(1)) and \(x)"#,
            .tripleQuotes: "\"\"\" closes a multi-line string",
            .newline: "first line\nsecond line\tafter a tab",
            .emoji: "😀 👨‍👩‍👧 🚀",
            .arabic: "مرحبا بالعالم",
            .rawDelimiters: ###"#"raw"# ##"\#(x)"##"###,
            .backslashes: #"C:\path\"#,
            .comments: "*/ /* // not a comment",
            .controls: "bell\u{7} rlo\u{202E}txt lsep\u{2028} del\u{7F}",
        ]
        for tab in HostileTitles.allCases {
            #expect(tab.title == expected[tab], "\(tab)")
            #expect(Array(tab.title.unicodeScalars) == Array((expected[tab] ?? "").unicodeScalars), "\(tab)")
        }
        let items = try Self.tabBar("HostileTitles", in: "HostileTitles.tabspec").configuration.items
        #expect(HostileTitles.allCases.map(\.title) == items.map { $0.title ?? "" })
        #expect(HostileTitles.controls.accessibilityLabel == "\u{0}nul")
        #expect(HostileTitles.emoji.symbolName == "face.smiling")
        #expect(HostileTitles.quotes.symbolName == nil)
    }

    /// The tabs as code generic over `TabBarTab` (the UIKit and SwiftUI adapters) sees them: one row per tab
    /// with its index, id, symbols, title and label, from the requirements alone.
    static func rows<T: TabBarTab>(of type: T.Type) -> [String] {
        T.allCases.map { tab in
            let values = [tab.symbolName, tab.selectedSymbolName, tab.title].map { $0 ?? "-" }
            let id = T.configuration.items[tab.index].id
            return "\(tab.index) \(id) " + values.joined(separator: " ") + " '\(tab.accessibilityLabel)'"
        }
    }

    /// A selection handled the way an adapter handles it: by index and id, back to the app's enum value.
    static func roundTrips<T: TabBarTab>(_ type: T.Type) -> Bool {
        T.allCases.allSatisfy { tab in
            T(index: tab.index) == tab && T(tabID: T.configuration.items[tab.index].id) == tab
        } && T(index: T.allCases.count) == nil && T(tabID: "") == nil
    }

    @Test func everyGeneratedEnumConformsToTabBarTab() {
        #expect(Self.rows(of: ConsumerTab.self) == [
            "0 feed newspaper newspaper Feed 'Feed'",
            "1 home_screen house house.fill Home 'Home'",
            "2 default star star - 'default'",
            "3 Profile person person - 'Your profile'",
        ])
        #expect(Self.rows(of: SecondaryTab.self) == ["0 one - - One 'One'", "1 two - - Two 'Two'"])
        #expect(Self.rows(of: HostileTitles.self).count == 10)
        #expect(Self.rows(of: HostileTitles.self)[4] == "4 emoji face.smiling face.smiling 😀 👨‍👩‍👧 🚀 '😀 👨‍👩‍👧 🚀'")
        #expect(Self.roundTrips(ConsumerTab.self) && Self.roundTrips(SecondaryTab.self) && Self.roundTrips(HostileTitles.self))
    }

    @Test func genericAndConcreteCodeAgree() throws {
        func initial<T: TabBarTab>(_ type: T.Type) -> T { T.initial }
        #expect(initial(ConsumerTab.self) == .homeScreen)
        func label<T: TabBarTab>(_ tab: T) -> String { tab.accessibilityLabel }
        #expect(ConsumerTab.allCases.map(label) == ConsumerTab.allCases.map(\.accessibilityLabel))
        func title<T: TabBarTab>(_ tab: T) -> String? { tab.title }
        // The concrete `title` is `String?` here (some tabs have none) and `String` for SecondaryTab.
        let concreteTitles: [String?] = ConsumerTab.allCases.map(\.title)
        #expect(ConsumerTab.allCases.map(title) == concreteTitles)
        let secondary: String = SecondaryTab.two.title
        #expect(title(SecondaryTab.two) == secondary)
        func layout<T: TabBarTab>(_ type: T.Type, in environment: TabBarEnvironment) -> TabBarLayout { T.layout(in: environment) }
        let environment = try #require(TabBarEnvironment.device("ipad-pro-11"))
        #expect(layout(ConsumerTab.self, in: environment) == ConsumerTab.layout(in: environment))
    }
}
