import TabSpecRuntime
import Testing

/// The tab bars of shipping apps in `Examples/Apps`: their generated files (`Generated/ExampleApps/*.swift`,
/// byte-compared with fresh output by TabSpecCoreTests' `ExampleAppsSwiftGoldenTests`) are compiled here, and
/// each is checked against what the app itself does, as its spec's header comment reads the app's source.
@Suite("Example apps' golden files")
struct ExampleAppsGoldenTests {
    /// The tabs ⌘1…⌘9 select when `keyboardShortcuts` is on: the first nine of the shown tabs that are not
    /// actions (docs/Language.md), in the order shown.
    static func commandNumberedTabs<T: TabBarTab>(_ shown: [T]) -> [T] {
        Array(shown.filter { !$0.isAction }.prefix(9))
    }

    /// `(x, width)` of each item of `layout`, rounded to 0.01 pt.
    static func columns(_ layout: TabBarLayout) -> [[Double]] {
        layout.items.map { [($0.frame.x * 100).rounded() / 100, ($0.frame.width * 100).rounded() / 100] }
    }

    static func iPhone16() throws -> TabBarEnvironment {
        try #require(TabBarEnvironment.device("iphone-16", orientation: .portrait))
    }

    @Test func everyExampleConformsToTabBarTab() throws {
        try GeneratedGoldenTests.checkConformance(MastodonTab.self)
        try GeneratedGoldenTests.checkConformance(IceCubesTab.self)
        try GeneratedGoldenTests.checkConformance(NosTab.self)
        try GeneratedGoldenTests.checkConformance(PocketCastsTab.self)
        try GeneratedGoldenTests.checkConformance(WikipediaTab.self)
        try GeneratedGoldenTests.checkConformance(WordPressTab.self)
        try GeneratedGoldenTests.checkConformance(DamusTab.self)
    }

    /// Mastodon: compose is an action, so ⌘1…⌘4 are home, search, notifications and profile, the list the app
    /// builds by hand in `MainTabBarController.switchToTabKeyCommands`.
    @Test func mastodonHidesItsBarAndPocketCastsKeepsItsBottomBarOnIPad() throws {
        let iPad = try #require(TabBarEnvironment.device("ipad-pro-11", iOSVersion: IOSVersion(major: 18)))
        #expect(MastodonTab.configuration.regularWidth == .hidden && MastodonTab.layout(in: iPad).geometry == .hidden)
        #expect(PocketCastsTab.configuration.regularWidth == .bottomBar)
        let pocketCasts = PocketCastsTab.layout(in: iPad)
        #expect(pocketCasts.geometry == .classic && pocketCasts.positioning == .fill && pocketCasts.items.count == 5)
        #expect(pocketCasts.notes.last == .bottomBarInCompactWidth)
    }

    @Test func mastodonComposeIsAnActionTheShortcutsSkip() throws {
        #expect(MastodonTab.allCases.map(\.rawValue) == ["home", "search", "compose", "notifications", "me"])
        #expect(MastodonTab.allCases.map(\.isAction) == [false, false, true, false, false])
        #expect(MastodonTab.configuration.hasKeyboardShortcuts)
        #expect(Self.commandNumberedTabs(Array(MastodonTab.allCases)) == [.home, .search, .notifications, .me])
        // Swipe, next and previous pass over compose; it never becomes the selection.
        #expect(MastodonTab.search.next == .notifications && MastodonTab.notifications.previous == .search)
        #expect(MastodonTab.initial == .home && MastodonTab.configuration.reselect == .popToRootThenScrollToTop)
        #expect(MastodonTab.allCases.map(\.symbolName) == ["house", "magnifyingglass", "square.and.pencil", "bell", "person"])
        #expect(MastodonTab.allCases.map(\.titleKey) == [
            "Common.Controls.Tabs.Home", "Common.Controls.Tabs.SearchAndExplore", "Common.Controls.Actions.Compose",
            "Common.Controls.Tabs.Notifications", "Common.Controls.Tabs.Profile",
        ])
        // The table has no translations here: the titles are the source text.
        #expect(MastodonTab.search.title == "Search and Explore")
        #expect(MastodonTab.me.accessibilityHint == "Double tap then hold to show account switcher")
        #expect(MastodonTab.me.accessibilityHintKey == "MastodonTab.me.accessibilityHint")
        #expect(MastodonTab.allCases.filter { $0.accessibilityHint != nil } == [.me])
        #expect(MastodonTab.configuration.colors.tint == TabBarColor(light: RGBAColor(rgb: 0x552CFB), dark: RGBAColor(rgb: 0x858AFA)))
        #expect(MastodonTab.configuration.colors.barTint
            == TabBarColor(light: RGBAColor(rgb: 0xF9F9F9, alpha: 0.94), dark: RGBAColor(rgb: 0x1D1D1D, alpha: 0.94)))
        // The action keeps its place and its frame in the bar.
        #expect(Self.columns(MastodonTab.layout(in: try Self.iPhone16()))
            == [[2, 75], [81, 74], [159, 75], [238, 74], [316, 75]])
    }

    /// Ice Cubes: a catalogue of 17 tabs, every one optional, the user picking five; `post` is an action the
    /// user may put in any slot.
    @Test func iceCubesIsACatalogueTheUserPicksFrom() throws {
        #expect(IceCubesTab.allCases.count == 17)
        #expect(IceCubesTab.allCases.allSatisfy(\.isOptional) && IceCubesTab.required.isEmpty)
        #expect(IceCubesTab.configuration.isCustomizable && IceCubesTab.configuration.reselect == .scrollToTop)
        #expect(IceCubesTab.allCases.filter(\.isAction) == [.post])
        #expect(IceCubesTab.allCases.filter(\.isSearch) == [.explore])
        #expect(IceCubesTab.initial == .timeline)
        // The five default slots (iOSTabs) and the signed-out tabs, as the app passes them at run time.
        let defaults: [IceCubesTab] = [.timeline, .notifications, .explore, .links, .profile]
        #expect(IceCubesTab.visibleTabs(defaults) == defaults)
        #expect(IceCubesTab.visibleTabs([.timeline, .settings]) == [.timeline, .settings])
        let environment = try Self.iPhone16()
        let five = IceCubesTab.layout(in: environment, tabs: defaults)
        #expect(five.items.map(\.id) == ["timeline", "notifications", "explore", "links", "profile"] && five.more == nil)
        // Every tab at once: the twelve sidebar-only ones are never in the bar, so the five pinned ones fit.
        let every = IceCubesTab.layout(in: environment)
        #expect(every.items.map(\.id) == ["timeline", "links", "explore", "notifications", "profile"] && every.more == nil)
        #expect(every.items.map(\.index) == [0, 4, 5, 6, 9])
        // Signed out, timeline and settings: settings is in the sidebar only.
        #expect(IceCubesTab.layout(in: environment, tabs: [.timeline, .settings]).items.map(\.id) == ["timeline"])
        // The iPad: a sidebar in four sections, the tabs in spec order across them (v1.3).
        #expect(IceCubesTab.configuration.regularWidth == .sidebarAdaptable)
        #expect(IceCubesTab.configuration.sections.map(\.id) == ["timeline", "activities", "account", "app"])
        #expect(IceCubesTab.configuration.sections.map(\.itemIDs) == [
            ["timeline", "trending", "local", "federated", "links", "explore"], ["notifications", "mentions", "messages"],
            ["profile", "bookmarks", "favorites", "metrics"], ["settings"],
        ])
        #expect(IceCubesTab.configuration.sections.flatMap(\.itemIDs) == IceCubesTab.allCases.prefix(14).map(\.rawValue))
        #expect(IceCubesTab.configuration.items.filter { $0.placement == .pinned }.map(\.id)
            == ["timeline", "links", "explore", "notifications", "profile"])
        #expect(IceCubesTab.configuration.items.filter { $0.placement == .automatic }.isEmpty)
        var iPad = try #require(TabBarEnvironment.device("ipad-pro-11", iOSVersion: IOSVersion(major: 18)))
        #expect(IceCubesTab.layout(in: iPad).geometry == .top && IceCubesTab.layout(in: iPad).items.isEmpty)
        iPad.iOSVersion = IOSVersion(major: 17)
        #expect(IceCubesTab.layout(in: iPad).items.count == 5)
        // `post` in a slot: the ⌘ numbers pass over it (the app itself has no ⌘ shortcuts for tabs).
        #expect(Self.commandNumberedTabs(IceCubesTab.visibleTabs([.timeline, .post, .notifications])) == [.timeline, .notifications])
        // `.fill` where SF Symbols has it; SwiftUI keeps the symbol itself where it has none.
        #expect(IceCubesTab.timeline.selectedSymbolName == "rectangle.stack.fill")
        #expect(IceCubesTab.mentions.selectedSymbolName == "at" && IceCubesTab.post.selectedSymbolName == "square.and.pencil")
        #expect(IceCubesTab.links.titleKey == "explore.section.trending.links" && IceCubesTab.links.title == "News")
        #expect(IceCubesTab.metrics.titleKey == "Metrics")
    }

    /// Nos: catalog images drawn `original`, a tinted action image, and home and profile only for a signed-in
    /// author.
    @Test func nosImagesAndTheirRendering() throws {
        #expect(NosTab.allCases.map(\.imageName) == [
            "tab-icon-home", "tab-icon-everyone", "newPostButton", "tab-icon-notifications", "tab-profile",
        ])
        #expect(NosTab.allCases.map(\.selectedImageName) == [
            "tab-icon-home-selected", "tab-icon-everyone-selected", "newPostButton",
            "tab-icon-notifications-selected", "tab-profile-selected",
        ])
        // No SF Symbols: the enum has no `symbolName`; generic code sees `nil`.
        #expect(NosTab.allCases.allSatisfy { ($0 as any TabBarTab).symbolName == nil })
        #expect(NosTab.configuration.imageRendering == .original)
        #expect(NosTab.configuration.items.map(\.imageRendering) == [nil, nil, .template, nil, nil])
        #expect(NosTab.configuration.imageBundle == .main)
        #expect(NosTab.allCases.map(\.isAction) == [false, false, true, false, false])
        #expect(NosTab.discover.next == .notifications && NosTab.notifications.previous == .discover)
        #expect(NosTab.allCases.map(\.titleKey) == ["homeFeed", "discover", "post", "notifications", "profileTitle"])
    }

    @Test func nosWithoutASignedInAuthor() throws {
        #expect(NosTab.required == [.discover, .noteComposer, .notifications])
        #expect(NosTab.visibleTabs([]) == [.discover, .noteComposer, .notifications])
        // Home is not shown, so the first tab that is not an action is selected first: discover.
        let signedOut = NosTab.configuration.showing(itemsAt: NosTab.required.map(\.index))
        #expect(signedOut.items.map(\.id) == ["discover", "noteComposer", "notifications"])
        #expect(signedOut.initialIndex == 0)
        #expect(NosTab.layout(in: try Self.iPhone16(), tabs: []).items.map(\.id) == ["discover", "noteComposer", "notifications"])
        #expect(NosTab.initial == .home)
    }

    /// Pocket Casts: Up Next behind a feature flag, and ⌘ numbers that follow the tabs shown, as
    /// `MainTabBarController+shortcuts.swift` writes out by hand (profile is ⌘5 with Up Next, ⌘4 without).
    @Test func pocketCastsUpNextIsOptional() throws {
        #expect(PocketCastsTab.allCases.map(\.imageName) == ["podcasts_tab", "filters_tab", "discover_tab", "upnext_tab", "profile_tab"])
        #expect(PocketCastsTab.allCases.map(\.selectedImageName) == PocketCastsTab.allCases.map(\.imageName))
        #expect(PocketCastsTab.allCases.filter(\.isOptional) == [.upNext])
        #expect(PocketCastsTab.required == [.podcasts, .filter, .discover, .profile])
        let withFlag = PocketCastsTab.visibleTabs(Array(PocketCastsTab.allCases))
        let withoutFlag = PocketCastsTab.visibleTabs(PocketCastsTab.required)
        #expect(Self.commandNumberedTabs(withFlag).firstIndex(of: .profile).map { $0 + 1 } == 5)
        #expect(Self.commandNumberedTabs(withoutFlag).firstIndex(of: .profile).map { $0 + 1 } == 4)
        #expect(PocketCastsTab.configuration.hasKeyboardShortcuts && !PocketCastsTab.configuration.isTranslucent)
        let environment = try Self.iPhone16()
        #expect(Self.columns(PocketCastsTab.layout(in: environment)) == [[2, 75], [81, 74], [159, 75], [238, 74], [316, 75]])
        #expect(Self.columns(PocketCastsTab.layout(in: environment, tabs: PocketCastsTab.required))
            == [[2, 94], [100, 95], [199, 94], [297, 94]])
        #expect(PocketCastsTab.configuration.colors.unselectedItemTint
            == TabBarColor(light: RGBAColor(rgb: 0xB8C3C9), dark: RGBAColor(rgb: 0x8F97A4)))
        #expect(PocketCastsTab.upNext.titleKey == "up_next" && PocketCastsTab.upNext.title == "Up Next")
    }

    /// Wikipedia: the identifiers its UI tests find the tabs by (`AccessibilityIdentifiers.RootTab`).
    @Test func wikipediaAccessibilityIdentifiers() {
        #expect(WikipediaTab.allCases.map(\.rawValue) == ["main", "places", "saved", "recent", "search"])
        let identifiers: [String] = WikipediaTab.allCases.map(\.accessibilityIdentifier)
        #expect(identifiers == [
            "Root Tab Explore Button", "Root Tab Places Button", "Root Tab Saved Button", "Root Tab Activity Button",
            "Search Tab Button",
        ])
        // Code generic over TabBarTab (the adapters) sees the same.
        #expect(WikipediaTab.allCases.map { ($0 as any TabBarTab).accessibilityIdentifier } == identifiers)
        #expect(WikipediaTab.allCases.map(\.imageName) == ["tabbar-explore", "tabbar-nearby", "tabbar-save", "tabbar-recent", nil])
        #expect(WikipediaTab.allCases.map(\.symbolName) == [nil, nil, nil, nil, "magnifyingglass"])
        #expect(WikipediaTab.allCases.filter(\.isSearch) == [.search])
        #expect(WikipediaTab.allCases.map(\.titleKey) == ["home-title", "places-title", "saved-title", "WikipediaTab.recent.title", "search-title"])
        #expect(WikipediaTab.main.title == "Explore" && WikipediaTab.recent.accessibilityLabel == "Activity")
        // Opaque before iOS 26 only (`classic { }`); its four themes.
        #expect(WikipediaTab.configuration.isTranslucent && WikipediaTab.configuration.classic?.isTranslucent == false)
        #expect(WikipediaTab.configuration.classic?.barTint == TabBarColor(light: RGBAColor(rgb: 0xFFFFFF), dark: RGBAColor(rgb: 0x2E3136)))
        #expect(WikipediaTab.Theme.allCases.map(\.rawValue) == ["light", "sepia", "dark", "black"])
        let sepia = WikipediaTab.configuration(theme: .sepia)
        #expect(sepia.colors.unselectedItemTint == TabBarColor(rgb: 0x646059) && sepia.colors.barTint == TabBarColor(rgb: 0xF8F1E3))
        #expect(sepia.badge == TabBarConfiguration.Badge(color: TabBarColor(rgb: 0x00AF89), textColor: TabBarColor(rgb: 0xF8F1E3)))
        #expect(WikipediaTab.configuration(theme: .black).colors == WikipediaTab.configuration(theme: .dark).colors)
        #expect(sepia.items == WikipediaTab.configuration.items && sepia.classic?.barTint == TabBarColor(rgb: 0xF8F1E3))
    }

    /// WordPress: identifiers, and titles whose localization keys are their English text.
    @Test func wordPressIdentifiersAndKeys() {
        #expect(WordPressTab.allCases.map(\.accessibilityIdentifier) == ["mySitesTabButton", "readerTabButton", "notificationsTabButton"])
        #expect(WordPressTab.allCases.map(\.titleKey) == WordPressTab.allCases.map(\.sourceTitle))
        #expect(WordPressTab.allCases.map(\.imageName) == ["icon-tab-mysites", "icon-tab-reader", "icon-tab-notifications"])
        #expect(WordPressTab.mySites.accessibilityLabel == "My Site")
        // tabspec numbers ⌘1…⌘3 as the tabs appear (the app uses ⌘1, ⌘2, ⌘4).
        #expect(WordPressTab.configuration.hasKeyboardShortcuts)
        #expect(Self.commandNumberedTabs(Array(WordPressTab.allCases)) == [.mySites, .reader, .notifications])
    }

    /// Damus: a custom bar of images without titles or labels; the `.fill` image marks the selection.
    @Test func damusCustomBarOfImages() throws {
        #expect(DamusTab.configuration.kind == .custom)
        #expect(DamusTab.allCases.map(\.imageName) == ["home", "messages", "search", "notification-bell"])
        #expect(DamusTab.allCases.map(\.selectedImageName) == ["home.fill", "messages.fill", "search.fill", "notification-bell.fill"])
        #expect(DamusTab.allCases.allSatisfy { $0.title == nil })
        // Without a title or a label VoiceOver gets the tab id (lint: missing-accessibility-label).
        #expect(DamusTab.allCases.map(\.accessibilityLabel) == ["home", "dms", "search", "notifications"])
        #expect(DamusTab.configuration.colors.tint == DamusTab.configuration.colors.unselectedItemTint)
        #expect(DamusTab.configuration.hasKeyboardShortcuts)
        #expect(Self.commandNumberedTabs(Array(DamusTab.allCases)) == Array(DamusTab.allCases))
        #expect(Self.columns(DamusTab.layout(in: try Self.iPhone16())) == [[0, 98.25], [98.25, 98.25], [196.5, 98.25], [294.75, 98.25]])
    }
}
