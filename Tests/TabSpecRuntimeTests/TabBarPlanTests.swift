import Testing
import TabSpecRuntime

/// An app's bar of shipping apps (v1.3): `compose` is an action before the initial tab, `upload` another action,
/// `explore` and `profile` are optional, `settings` has no title (its accessibility label is "Preferences").
enum ShippingTab: Int, CaseIterable, Sendable, TabBarTab {
    case compose, timeline, upload, explore, profile, settings

    static let configuration = TabBarConfiguration(
        reselect: .popToRoot,
        hasKeyboardShortcuts: true,
        items: [
            .init(id: "compose", symbolName: "square.and.pencil", title: "Compose", isAction: true),
            .init(id: "timeline", imageName: "Timeline", selectedImageName: "TimelineFilled", title: "Timeline",
                  accessibilityHint: "Shows the posts", accessibilityIdentifier: "tab.timeline"),
            .init(id: "upload", imageName: "Upload", imageRendering: .original, title: "Upload", isAction: true),
            .init(id: "explore", symbolName: "magnifyingglass", title: "Explore", isOptional: true),
            .init(id: "profile", imageName: "Avatar", title: "Profile", isOptional: true),
            .init(id: "settings", symbolName: "gearshape", accessibilityLabel: "Preferences"),
        ],
        initialIndex: 1
    )
    static let initial = ShippingTab.timeline
    var index: Int { rawValue }
}

/// The decisions both adapters share (``TabBarPlan``): what a tap does, the selection among the tabs shown, the
/// ⌘-number shortcuts and swipes that skip actions.
@Suite("TabBarPlan")
struct TabBarPlanTests {
    @Test func anActionTapKeepsTheSelection() {
        let plan = TabBarPlan<ShippingTab>()
        #expect(plan.outcome(ofTapping: .compose, selection: .timeline) == .action(.compose))
        #expect(plan.outcome(ofTapping: .upload, selection: .explore) == .action(.upload))
        #expect(plan.outcome(ofTapping: .compose, selection: .compose) == .action(.compose))
        #expect(plan.outcome(ofTapping: .settings, selection: .timeline) == .select(.settings))
        #expect(TabTapOutcome(tapping: ShippingTab.upload, selection: .timeline, reselect: .none).tab == .upload)
    }

    @Test func aTapOnTheSelectedTabIsAReselectWithTheBarsBehaviour() {
        #expect(TabBarPlan<ShippingTab>().outcome(ofTapping: .timeline, selection: .timeline) == .reselect(.timeline, .popToRoot))
        var configuration = ShippingTab.configuration
        configuration.reselect = .scrollToTop
        let plan = TabBarPlan<ShippingTab>(configuration: configuration)
        #expect(plan.outcome(ofTapping: .settings, selection: .settings) == .reselect(.settings, .scrollToTop))
        #expect(TabBarPlan<IndonesianTab>().outcome(ofTapping: .home, selection: .home) == .reselect(.home, .popToRootThenScrollToTop))
    }

    @Test func eachReselectBehaviourPopsOrScrolls() {
        typealias Reselect = TabBarConfiguration.Reselect
        #expect(Reselect.popToRootThenScrollToTop.step(isAtRoot: false) == .popToRoot)
        #expect(Reselect.popToRootThenScrollToTop.step(isAtRoot: true) == .scrollToTop)
        #expect(Reselect.popToRoot.step(isAtRoot: false) == .popToRoot)
        #expect(Reselect.popToRoot.step(isAtRoot: true) == .none)
        #expect(Reselect.scrollToTop.step(isAtRoot: false) == .scrollToTop)
        #expect(Reselect.scrollToTop.step(isAtRoot: true) == .scrollToTop)
        #expect(Reselect.none.step(isAtRoot: false) == .none)
        #expect(Reselect.none.step(isAtRoot: true) == .none)
    }

    @Test func aRequiredTabLeftOutOfTheArrayIsStillShown() {
        let plan = TabBarPlan<ShippingTab>(tabs: [.profile, .timeline, .profile])
        #expect(plan.tabs == [.profile, .timeline, .compose, .upload, .settings])
        #expect(plan.shows(.settings) && !plan.shows(.explore))
        #expect(plan.shownConfiguration.items.map(\.id) == ["profile", "timeline", "compose", "upload", "settings"])
        #expect(TabBarPlan<ShippingTab>(tabs: []).tabs == [.compose, .timeline, .upload, .settings])
    }

    @Test func theSelectionStaysWhileShownAndElseFollowsTheInitialRule() {
        let all = TabBarPlan<ShippingTab>()
        #expect(all.initialSelection == .timeline)
        #expect(all.selection(keeping: .profile) == .profile)
        #expect(all.selection(keeping: .compose) == .timeline, "an action is never the selection")
        #expect(all.selection(keeping: nil) == .timeline)
        let withoutProfile = TabBarPlan<ShippingTab>(tabs: [.explore])
        #expect(withoutProfile.selection(keeping: .profile) == .timeline, "a hidden tab gives way to the initial tab")
        // The initial tab hidden (a hand-written enum whose initial tab is optional): the first shown tab that is
        // not an action.
        #expect(TabBarPlan<OptionalInitialTab>(tabs: [.second]).initialSelection == .second)
        #expect(TabBarPlan<OptionalInitialTab>(tabs: []).tabs == [.action, .second])
        #expect(TabBarPlan<OptionalInitialTab>(tabs: []).selection(keeping: .first) == .second)
        #expect(TabBarPlan<AllOptionalTab>(tabs: []).tabs.isEmpty)
        #expect(TabBarPlan<AllOptionalTab>(tabs: []).selection(keeping: .b) == .a, "no tab shown: Tab.initial")
    }

    @Test func commandTwoSelectsTheSecondTabThatIsNotAnAction() {
        let plan = TabBarPlan<ShippingTab>()
        #expect(plan.keyboardShortcuts.map(\.tab) == [.timeline, .explore, .profile, .settings])
        #expect(plan.keyboardShortcuts.map(\.input) == ["1", "2", "3", "4"])
        #expect(plan.keyboardShortcuts.map(\.discoverabilityTitle) == ["Timeline", "Explore", "Profile", "Preferences"])
        #expect(plan.tab(forKeyboardInput: "2") == .explore)
        #expect(plan.tab(forKeyboardInput: "5") == nil)
        #expect(TabBarPlan<ShippingTab>(tabs: [.profile]).tab(forKeyboardInput: "2") == .timeline, "in the order shown")
        var off = ShippingTab.configuration
        off.hasKeyboardShortcuts = false
        #expect(TabBarPlan<ShippingTab>(configuration: off).keyboardShortcuts.isEmpty)
    }

    @Test func onlyTheFirstNineTabsGetShortcuts() {
        let shortcuts = TabKeyboardShortcut.shortcuts(for: Array(ElevenTab.allCases))
        #expect(shortcuts.map(\.number) == Array(1...9))
        #expect(shortcuts.map(\.tab) == [.t0, .t2, .t3, .t4, .t5, .t6, .t7, .t8, .t9])
    }

    @Test func swipesSkipActionsAndHiddenTabs() {
        let plan = TabBarPlan<ShippingTab>()
        #expect(plan.swipe(from: .timeline, .left, layoutDirection: .leftToRight) == TabSwipe(tab: .explore, direction: .forward))
        #expect(plan.swipe(from: .explore, .right, layoutDirection: .leftToRight) == TabSwipe(tab: .timeline, direction: .reverse))
        #expect(plan.swipe(from: .timeline, .right, layoutDirection: .leftToRight) == nil, "compose is an action: the end")
        #expect(plan.swipe(from: .timeline, .right, layoutDirection: .rightToLeft) == TabSwipe(tab: .explore, direction: .forward))
        let hidden = TabBarPlan<ShippingTab>(tabs: [.settings, .timeline])
        #expect(hidden.swipe(from: .timeline, .right, layoutDirection: .leftToRight) == TabSwipe(tab: .settings, direction: .reverse))
        #expect(hidden.swipe(from: .explore, .left, layoutDirection: .leftToRight) == nil, "a hidden tab goes nowhere")
        #expect(TabSwipe(from: ShippingTab.timeline, swiping: .left, layoutDirection: .leftToRight)?.tab == .explore)
    }

    @Test func aRunTimeConfigurationKeepsTheEnumsTabs() {
        var theme = ShippingTab.configuration
        theme.colors.tint = .systemPink
        theme.items = [.init(id: "stray")]
        theme.initialIndex = 7
        theme.kind = .custom
        let plan = TabBarPlan<ShippingTab>(configuration: theme)
        #expect(plan.configuration.colors.tint == .systemPink)
        #expect(plan.configuration.items == ShippingTab.configuration.items)
        #expect(plan.configuration.initialIndex == 1 && plan.configuration.kind == .system)
        #expect(plan.initialSelection == .timeline)
    }

    @Test func customizationIsKeptUnderTheEnumsName() {
        #expect(TabBarPlan<ShippingTab>.customizationKey == "TabSpec.ShippingTab")
        #expect(TabBarPlan<IndonesianTab>.customizationKey == "TabSpec.IndonesianTab")
    }

    @Test func imagesAreDrawnAsTheTabOrTheBarSays() {
        let plan = TabBarPlan<ShippingTab>()
        #expect(plan.imageRendering(of: .timeline) == .template)
        #expect(plan.imageRendering(of: .upload) == .original)
        var original = ShippingTab.configuration
        original.imageRendering = .original
        #expect(TabBarPlan<ShippingTab>(configuration: original).imageRendering(of: .timeline) == .original)
    }

    @Test func theDrawingShowsTheTabsShownWithTheirImagesAndAccessibility() {
        let environment = TabBarEnvironment(width: 400, height: 800)
        let drawing = TabBarDrawing(selection: ShippingTab.timeline, environment: environment, tabs: [.profile])
        #expect(drawing.items.map(\.tab) == [.profile, .compose, .timeline, .upload, .settings])
        #expect(drawing.items.map(\.frame.x) == TabBarLayout(configuration: TabBarPlan<ShippingTab>(tabs: [.profile]).shownConfiguration, environment: environment).items.map(\.frame.x))
        #expect(drawing.items.map(\.imageName) == ["Avatar", nil, "TimelineFilled", "Upload", nil])
        #expect(drawing.items.map(\.symbolName) == [nil, "square.and.pencil", nil, nil, "gearshape"])
        #expect(drawing.items.map(\.imageRendering) == [.template, .template, .template, .original, .template])
        #expect(drawing.items.map(\.isAction) == [false, true, false, true, false])
        #expect(drawing.items.map(\.isSelected) == [false, false, true, false, false])
        #expect(drawing.items.map(\.accessibilityIdentifier) == [nil, nil, "tab.timeline", nil, nil])
        #expect(drawing.items.map(\.accessibilityHint) == [nil, nil, "Shows the posts", nil, nil])
    }
}

/// A hand-written enum whose initial tab is optional, after an action.
enum OptionalInitialTab: Int, CaseIterable, Sendable, TabBarTab {
    case action, first, second

    static let configuration = TabBarConfiguration(items: [
        .init(id: "action", title: "Do", isAction: true),
        .init(id: "first", title: "First", isOptional: true),
        .init(id: "second", title: "Second"),
    ], initialIndex: 1)
    static let initial = OptionalInitialTab.first
    var index: Int { rawValue }
}

/// A hand-written enum whose every tab is optional.
enum AllOptionalTab: Int, CaseIterable, Sendable, TabBarTab {
    case a, b

    static let configuration = TabBarConfiguration(items: [
        .init(id: "a", title: "A", isOptional: true),
        .init(id: "b", title: "B", isOptional: true),
    ])
    static let initial = AllOptionalTab.a
    var index: Int { rawValue }
}

/// Eleven tabs, the second an action: ⌘1…⌘9 go to the first nine others.
enum ElevenTab: Int, CaseIterable, Sendable, TabBarTab {
    case t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10

    static let configuration = TabBarConfiguration(
        hasKeyboardShortcuts: true,
        items: ElevenTab.allCases.map { .init(id: "t\($0.rawValue)", title: "T\($0.rawValue)", isAction: $0 == .t1) }
    )
    static let initial = ElevenTab.t0
    var index: Int { rawValue }
}
