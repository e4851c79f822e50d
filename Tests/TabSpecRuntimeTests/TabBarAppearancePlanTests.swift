import Testing
import TabSpecRuntime

/// An iPad app's bar (v1.3): a sidebar-only library, a pinned search-like tab, a themed badge and material.
enum SidebarTab: Int, CaseIterable, Sendable, TabBarTab {
    case home, library, downloads, settings

    static let configuration = TabBarConfiguration(
        isTranslucent: true,
        badge: .init(color: .systemTeal, font: .init(weight: .bold, size: 12)),
        backgroundEffect: .thin,
        shadowColor: .clear,
        classic: .init(barTint: .white, isTranslucent: false, backgroundEffect: TabBarConfiguration.BackgroundEffect.none),
        regularWidth: .sidebarAdaptable,
        sections: [.init(id: "collection", title: "Collection", itemIDs: ["library", "downloads"])],
        items: [
            .init(id: "home", symbolName: "house", title: "Home"),
            .init(id: "library", symbolName: "books.vertical", title: "Library", placement: .sidebarOnly),
            .init(id: "downloads", symbolName: "arrow.down.circle", title: "Downloads", isOptional: true),
            .init(id: "settings", symbolName: "gearshape", title: "Settings", placement: .pinned),
        ]
    )
    static let initial = SidebarTab.home
    var index: Int { rawValue }
}

/// What a `system` bar's appearance gets (``TabBarAppearancePlan``): the `classic { … }` keys only on the classic
/// bar, the bar's own keys elsewhere, badges resolved with UIKit's defaults.
@Suite("TabBarAppearancePlan")
struct TabBarAppearancePlanTests {
    @Test func theClassicBarTakesTheClassicKeys() {
        let plan = TabBarAppearancePlan(configuration: SidebarTab.configuration, isClassicBar: true)
        #expect(plan.barTint == .white)
        #expect(plan.isTranslucent == false)
        #expect(plan.backgroundEffect == TabBarConfiguration.BackgroundEffect.none)
        #expect(plan.shadowColor == .clear, "no classic shadowColor: the bar's own")
    }

    @Test func theNewBarKeepsTheBarsOwnKeys() {
        let plan = TabBarAppearancePlan(configuration: SidebarTab.configuration, isClassicBar: false)
        #expect(plan.barTint == TabBarConfiguration.Colors.defaultBarTint)
        #expect(plan.isTranslucent == true)
        #expect(plan.backgroundEffect == .thin)
        #expect(plan.shadowColor == .clear)
        #expect(plan.titleFont == TabBarConfiguration.Font())
    }

    @Test func badgesResolveToUIKitsDefaultsWhereTheSpecIsSilent() {
        let plan = TabBarAppearancePlan(configuration: SidebarTab.configuration, isClassicBar: false)
        #expect(plan.badge == .init(color: .systemTeal, textColor: .white, font: .init(weight: .bold, size: 12)))
        let plain = TabBarAppearancePlan(configuration: TabBarConfiguration(), isClassicBar: false)
        #expect(plain.badge == nil, "no badge block: UIKit's own badge, untouched")
        #expect(TabBarAppearancePlan.Badge(.init()) == .init(color: .systemRed, textColor: .white, font: .init(weight: .regular, size: 13)))
    }

    @Test func theClassicBarIsDrawnBefore26OrWithCompatibilityBeforeSDK27() {
        let v18 = IOSVersion(major: 18), v26 = IOSVersion(major: 26), v27 = IOSVersion(major: 27)
        #expect(TabBarAppearancePlan.drawsClassicBar(iOSVersion: v18, sdk: v26, requiresCompatibility: false))
        #expect(!TabBarAppearancePlan.drawsClassicBar(iOSVersion: v26, sdk: v26, requiresCompatibility: false))
        #expect(TabBarAppearancePlan.drawsClassicBar(iOSVersion: v26, sdk: v18, requiresCompatibility: false))
        #expect(TabBarAppearancePlan.drawsClassicBar(iOSVersion: v26, sdk: v26, requiresCompatibility: true))
        #expect(!TabBarAppearancePlan.drawsClassicBar(iOSVersion: v27, sdk: v27, requiresCompatibility: true))
    }

    @Test func drawnBadgesTakeTheBarsBadgeStyle() throws {
        let environment = try #require(TabBarEnvironment.device("iphone-16"))
        var configuration = SidebarTab.configuration
        let styled = TabBarDrawing<SidebarTab>(
            selection: .home, badges: [.home: .count(3)], environment: environment, configuration: configuration
        )
        let badge = try #require(styled.item(for: .home)?.badge)
        #expect(badge.style == .init(color: .systemTeal, textColor: .white, font: .init(weight: .bold, size: 12)))
        configuration.badge = nil
        let plain = TabBarDrawing<SidebarTab>(
            selection: .home, badges: [.home: .count(3)], environment: environment, configuration: configuration
        )
        #expect(plain.item(for: .home)?.badge?.style == .init(color: .systemRed, textColor: .white, font: .init(weight: .regular, size: 13)))
    }
}

/// `placement: sidebarOnly` (v1.3): never in a bar that cannot become a sidebar.
@Suite("TabBarPlan sidebar")
struct TabBarPlanSidebarTests {
    @Test func aSidebarOnlyTabIsNotInAPhonesBar() {
        let phone = TabBarPlan<SidebarTab>()
        #expect(phone.tabs == [.home, .downloads, .settings])
        #expect(TabBarPlan<SidebarTab>(tabs: [.library, .home]).tabs == [.home, .settings])
        let sidebar = TabBarPlan<SidebarTab>(showsSidebar: true)
        #expect(sidebar.tabs == [.home, .library, .downloads, .settings])
    }

    @Test func onlyASidebarAdaptableSystemBarWithTabsOnAnIPadShowsASidebar() {
        let configuration = SidebarTab.configuration
        #expect(TabBarPlan<SidebarTab>.showsSidebar(configuration: configuration, usesTabs: true, idiom: .pad))
        #expect(!TabBarPlan<SidebarTab>.showsSidebar(configuration: configuration, usesTabs: true, idiom: .phone))
        #expect(!TabBarPlan<SidebarTab>.showsSidebar(configuration: configuration, usesTabs: false, idiom: .pad))
        var custom = configuration
        custom.kind = .custom
        #expect(!TabBarPlan<SidebarTab>.showsSidebar(configuration: custom, usesTabs: true, idiom: .pad))
        var bottom = configuration
        bottom.regularWidth = .bottomBar
        #expect(!TabBarPlan<SidebarTab>.showsSidebar(configuration: bottom, usesTabs: true, idiom: .pad))
    }
}
