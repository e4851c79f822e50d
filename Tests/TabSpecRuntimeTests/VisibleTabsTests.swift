import Testing
import TabSpecRuntime

/// A bar of five tabs: `upNext` and `stories` are optional, `compose` is an action (the initial tab is `discover`).
private enum Shown: Int, CaseIterable, Sendable, TabBarTab {
    case podcasts, upNext, compose, stories, discover

    static let configuration = TabBarConfiguration(kind: .custom, items: [
        .init(id: "podcasts", symbolName: "square.grid.2x2"),
        .init(id: "upNext", symbolName: "list.bullet", isOptional: true),
        .init(id: "compose", symbolName: "plus", isAction: true),
        .init(id: "stories", symbolName: "circle.dashed", isOptional: true),
        .init(id: "discover", symbolName: "magnifyingglass"),
    ], initialIndex: 4)
    static let initial = Shown.discover
    var index: Int { rawValue }
}

@Suite("Visible tabs")
struct VisibleTabsTests {
    @Test func theRequestedOrderIsKeptAndRepeatsAreIgnored() {
        #expect(Shown.visibleTabs([.discover, .upNext, .podcasts, .compose, .upNext]) == [.discover, .upNext, .podcasts, .compose])
        #expect(Shown.visibleTabs(Array(Shown.allCases)) == Array(Shown.allCases))
    }

    @Test func aRequiredTabLeftOutIsStillShownAfterTheOthersInBarOrder() {
        #expect(Shown.visibleTabs([.stories]) == [.stories, .podcasts, .compose, .discover])
        #expect(Shown.visibleTabs([]) == [.podcasts, .compose, .discover])
        #expect(Shown.required == [.podcasts, .compose, .discover])
    }

    @Test func itemIndicesFollowTheSameRuleAndIgnoreIndicesOutsideTheBar() {
        let configuration = Shown.configuration
        #expect(configuration.visibleItemIndices([3, -1, 9, 3, 1]) == [3, 1, 0, 2, 4])
        #expect(configuration.visibleItemIndices([]) == [0, 2, 4])
    }

    @Test func aSubsetKeepsItsInitialTabOrFallsBackToTheFirstThatIsNotAnAction() {
        let configuration = Shown.configuration
        let kept = configuration.showing(itemsAt: [4, 0])
        #expect(kept.items.map(\.id) == ["discover", "podcasts", "compose"])
        #expect(kept.initialIndex == 0)
        var startsAtUpNext = configuration
        startsAtUpNext.initialIndex = 1
        let fallback = startsAtUpNext.showing(itemsAt: [2, 0])
        #expect(fallback.items.map(\.id) == ["compose", "podcasts", "discover"])
        #expect(fallback.initialIndex == 1)
    }

    @Test func theSubsetIsLaidOutAsABarOfItsOwn() {
        let environment = TabBarEnvironment(width: 300, height: 600)
        let layout = Shown.layout(in: environment, tabs: [.upNext])
        #expect(layout.items.map(\.id) == ["upNext", "podcasts", "compose", "discover"])
        #expect(layout.items.map(\.frame.x) == [0, 75, 150, 225])
        #expect(layout.items.map(\.frame.width) == [75, 75, 75, 75])
    }
}
