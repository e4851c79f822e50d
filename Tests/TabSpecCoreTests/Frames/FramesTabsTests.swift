import Foundation
import Testing
import TabSpecRuntime
@testable import TabSpecCore

/// `frames --tabs` and `render --tabs` through the library: the ordered subset an app shows at run time, the
/// positions in the shown bar, the environment that says which tabs, and the requests that mean nothing.
@Suite("Frames and pictures of the tabs shown")
struct FramesTabsTests {
    /// A system bar with two optional tabs (and an optional initial tab) and a custom bar beside it.
    static let spec = """
        tabbar Main {
            initial: feed
            tab home     { symbol: "house", title: "Home" }
            tab feed     { symbol: "newspaper", title: "Feed", optional: true }
            tab search   { symbol: "magnifyingglass", title: "Search" }
            tab inbox    { symbol: "tray", title: "Inbox", optional: true }
            tab profile  { symbol: "person", title: "Profile" }
            tab settings { symbol: "gearshape", title: "Settings" }
        }

        tabbar Side {
            kind: custom
            tab notes  { title: "Notes" }
            tab drafts { title: "Drafts", optional: true }
        }

        """

    let source = SourceFile(path: "Two.tabspec", text: Self.spec)
    let phone = TabBarEnvironment.device("iphone-se-3") ?? TabBarEnvironment(width: 1, height: 1)

    /// `environment` showing only `tabs`.
    func showing(_ tabs: [String]?, in environment: TabBarEnvironment? = nil) -> RenderEnvironment {
        RenderEnvironment(environment ?? phone, tabs: tabs)
    }

    @Test func theTableNamesTheTabsAndNumbersThemInTheBarShown() throws {
        let output = try Compiler().frames(source, in: showing(["settings", "home", "search", "profile", "feed"]), tabBar: "Main")
        #expect(output.text == """
            tabbar Main: system, fill
              environment  iPhone SE (3rd generation) [iphone-se-3], portrait, 375 × 667 pt @2x, phone, compact width, regular height, left to right, iOS 18.0
              tabs         settings, home, search, profile, feed
              safe area    top 20, leading 0, bottom 0, trailing 0
              bar          height 49, shown (0, 618, 375, 49), hidden (0, 667, 375, 49)

              index  id          x  y  width  height  icon                title              indicator
                  0  settings    2  1     71      48  (25, 6.5, 25, 25)   (2, 36, 71, 12)    -
                  1  home       77  1     71      48  (100, 6.5, 25, 25)  (77, 36, 71, 12)   -
                  2  search    152  1     71      48  (175, 6.5, 25, 25)  (152, 36, 71, 12)  -
                  3  profile   227  1     71      48  (250, 6.5, 25, 25)  (227, 36, 71, 12)  -
                  4  feed      302  1     71      48  (325, 6.5, 25, 25)  (302, 36, 71, 12)  -

            """)
        // The shown feed tab stays the initial one; hidden, the first tab shown is.
        #expect(output.frames.tabBars[0].configuration.initialIndex == 4)
        let hidden = try Compiler().frames(source, in: showing(["settings", "home", "search", "profile"]), tabBar: "Main")
        #expect(hidden.frames.tabBars[0].configuration.initialIndex == 0)
    }

    @Test func csvAndJSONSayTheSame() throws {
        let csv = try Compiler().frames(source, in: showing(["drafts", "notes"], in: TabBarEnvironment.device("iphone-16", layoutDirection: .rightToLeft)),
                                        tabBar: "Side", format: .csv)
        #expect(csv.text == "tabbar,id,index,x,y,width,height\nSide,drafts,0,196.5,0,196.5,49\nSide,notes,1,0,0,196.5,49\n")
        let json = try Compiler().frames(source, in: showing(["notes"]), tabBar: "Side", format: .json)
        #expect(json.text.contains("""
                    "layoutDirection": "leftToRight",
                    "ios": "18.0",
                    "sdk": "27.0",
                    "tabs": ["notes"]
                  },

            """))
        #expect(json.text.contains("\"id\": \"notes\",\n          \"index\": 0,\n          \"frame\": {\"x\": 0, \"y\": 0, \"width\": 375, \"height\": 49},"))
        // More tabs than UIKit shows: the More item holds the rest; the environment lists every tab shown.
        let more = try Compiler().frames(source, in: showing(["inbox", "home", "search", "profile", "settings", "feed"]), tabBar: "Main", format: .csv)
        #expect(more.text == """
            tabbar,id,index,x,y,width,height
            Main,inbox,0,2,1,71,48
            Main,home,1,77,1,71,48
            Main,search,2,152,1,71,48
            Main,profile,3,227,1,71,48
            Main,more,,302,1,71,48

            """)
        #expect(more.frames.tabBars[0].layout.more?.tabs == ["settings", "feed"])
        #expect(more.frames.tabBars[0].shownTabIDs == ["inbox", "home", "search", "profile", "settings", "feed"])
    }

    @Test func withoutTabsTheOutputIsWhatItWas() throws {
        for format in FramesEmitter.Format.allCases {
            let plain = try Compiler().frames(source, in: phone, format: format)
            #expect(try Compiler().frames(source, in: RenderEnvironment(phone), format: format).text == plain.text)
            // Nothing follows the environment's SDK in JSON (the More item's "tabs" are its own); no 'tabs' line.
            #expect(!plain.text.contains("\"sdk\": \"27.0\",") && !plain.text.contains("  tabs "))
        }
        // Every tab in bar order: the same frames; only the environment says which tabs.
        let all = try Compiler().frames(source, in: showing(["home", "feed", "search", "inbox", "profile", "settings"]), tabBar: "Main",
                                        format: .json)
        let plain = try Compiler().frames(source, in: phone, tabBar: "Main", format: .json)
        #expect(all.text == plain.text.replacingOccurrences(
            of: "\"sdk\": \"27.0\"\n", with: "\"sdk\": \"27.0\",\n        \"tabs\": [\"home\", \"feed\", \"search\", \"inbox\", \"profile\", \"settings\"]\n"))
    }

    @Test func theRequestMustMeanOneThing() throws {
        let compiler = Compiler()
        #expect(FramesTestSupport.failure { () throws(Compiler.LayoutFailure) in _ = try compiler.frames(source, in: showing(["notes"])) }
            == "'--tabs' names the tabs of one tab bar, and 'Two.tabspec' defines 'Main' and 'Side'; choose one with '--tabbar NAME'")
        #expect(FramesTestSupport.failure { () throws(Compiler.LayoutFailure) in
            _ = try compiler.frames(source, in: showing(["home", "serch", "profile", "settings"]), tabBar: "Main")
        } == "no tab 'serch' in tab bar 'Main'; did you mean 'search'?")
        #expect(FramesTestSupport.failure { () throws(Compiler.LayoutFailure) in _ = try compiler.frames(source, in: showing(["x"]), tabBar: "Side") }
            == "no tab 'x' in tab bar 'Side'; its tabs are 'notes' and 'drafts'")
        #expect(FramesTestSupport.failure { () throws(Compiler.LayoutFailure) in
            _ = try compiler.frames(source, in: showing(["home", "search", "profile", "home"]), tabBar: "Main")
        } == "'--tabs' names tab 'home' twice")
        #expect(FramesTestSupport.failure { () throws(Compiler.LayoutFailure) in
            _ = try compiler.frames(source, in: showing(["home", "search", "feed"]), tabBar: "Main")
        } == "'--tabs' leaves out 'profile' and 'settings' of tab bar 'Main', which are required; add them to the list, or mark them 'optional: true' in the spec")
        #expect(FramesTestSupport.failure { () throws(Compiler.LayoutFailure) in _ = try compiler.frames(source, in: showing(["drafts"]), tabBar: "Side") }
            == "'--tabs' leaves out 'notes' of tab bar 'Side', which is required; add it to the list, or mark it 'optional: true' in the spec")
        #expect(FramesTestSupport.failure { () throws(Compiler.LayoutFailure) in
            _ = try compiler.frames(SourceFile(path: "Empty.tabspec", text: "// none\n"), in: showing(["home"]))
        } == "'--tabs' names tabs of a tab bar, and 'Empty.tabspec' defines none")
        // Render: the selected tab must be shown.
        #expect(FramesTestSupport.failure { () throws(Compiler.LayoutFailure) in
            _ = try compiler.render(source, in: showing(["notes"]), tabBar: "Side", selectedTab: "drafts")
        } == "tab 'drafts' is not shown: '--tabs' leaves it out; list it there to draw it selected")
        #expect(FramesTestSupport.failure { () throws(Compiler.LayoutFailure) in
            _ = try compiler.render(source, in: showing(["notes"]), tabBar: "Side", selectedTab: "draft")
        } == "no tab 'draft' in tab bar 'Side'; did you mean 'drafts'?")
    }

    @Test func renderDrawsTheTabsShownInEveryLanguage() throws {
        let localizations = try LanguageFixtures.localizations(LanguageFixtures.catalog)
        let localized = SourceFile(path: "Main.tabspec", text: LanguageFixtures.spec.replacingOccurrences(
            of: "title: \"Alerts\" }", with: "title: \"Alerts\", optional: true }"))
        var environment = RenderEnvironment(phone, tabs: ["settings", "home", "search", "profile"])
        environment.languages = ["ar", "de"]
        environment.localizations = localizations
        let picture = try Compiler().render(localized, in: environment, selectedTab: "search")
        for language in ["ar", "de"] {
            #expect(picture.text.contains("<g data-language=\"\(language)\""))
        }
        // Each panel: the four tabs shown, in that order, and no alerts tab.
        let tabs = picture.text.components(separatedBy: "data-tab=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(tabs == ["settings", "home", "search", "profile", "settings", "home", "search", "profile"])
        #expect(picture.frames.tabBars[0].configuration.items.map(\.title) == ["الإعدادات والخصوصية", "الرئيسية", "بحث", "الملف"])
        // Frames in German: the translated titles of the tabs shown.
        environment.languages = ["de"]
        let german = try Compiler().frames(localized, in: environment, format: .table)
        #expect(german.text.contains(", iOS 18.0\n  language     de\n  tabs         settings, home, search, profile\n  safe area "))
        #expect(german.frames.tabBars[0].configuration.items.map(\.title) == ["Einstellungen und Datenschutz", "Start", "Suchen", "Profil"])
    }

    @Test func aSpecShowingSomeTabsKeepsWhereEachWasWritten() throws {
        let document = SpecDocument(path: "Keys.tabspec", text: """
            tabbar Main {
                localization { table: "Tabs" }
                tab home   { title: "Home", titleKey: "home.title" }
                tab extra  { title: "Extra", optional: true, titleKey: "extra.title" }
                tab search { title: "Search", accessibilityLabel: "Find", accessibilityLabelKey: "find.label" }
            }
            """)
        #expect(document.diagnostics.isEmpty)
        let spec = try #require(document.tabBars.first)
        #expect(spec.requiredTabIDs == ["home", "search"] && spec.hasOptionalTabs)
        let shown = spec.showing(tabs: ["search", "home"])
        #expect(shown.tabs.map(\.id) == ["search", "home"] && shown.tabs[0].range == spec.tabs[2].range)
        #expect(shown.configuration.items.map(\.id) == ["search", "home"])
        #expect(shown.localizedTexts.map(\.key) == ["Main.search.title", "find.label", "home.title"])
        // The run-time rule: an unknown id and a repeat are ignored, a required tab left out is appended.
        #expect(spec.showing(tabs: ["extra", "nope", "extra"]).tabs.map(\.id) == ["extra", "home", "search"])
    }
}
