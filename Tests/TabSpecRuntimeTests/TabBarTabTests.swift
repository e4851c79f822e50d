import Testing
import TabSpecRuntime

/// A hand-written conformance that declares only what has no default: the protocol's defaults read the rest
/// from the configuration.
private enum Written: Int, CaseIterable, Sendable, TabBarTab {
    case inbox, archive, settings

    static let configuration = TabBarConfiguration(items: [
        .init(id: "inbox", symbolName: "tray", selectedSymbolName: "tray.fill", title: "Inbox"),
        .init(id: "archive", symbolName: "archivebox"),
        .init(id: "settings", title: "Settings", accessibilityLabel: "App settings"),
    ], initialIndex: 1)
    static let initial = Written.archive
    var index: Int { rawValue }
}

/// A conformance whose indices disagree with its configuration: the defaults answer without trapping.
private enum Mismatched: CaseIterable, Sendable, TabBarTab {
    case only

    static let configuration = TabBarConfiguration()
    static let initial = Mismatched.only
    var index: Int { 3 }
}

@Suite("TabBarTab")
struct TabBarTabTests {
    @Test func defaultsReadTheConfiguration() {
        #expect(Written.allCases.map(\.symbolName) == ["tray", "archivebox", nil])
        #expect(Written.allCases.map(\.selectedSymbolName) == ["tray.fill", "archivebox", nil])
        #expect(Written.allCases.map(\.title) == ["Inbox", nil, "Settings"])
        #expect(Written.allCases.map(\.accessibilityLabel) == ["Inbox", "archive", "App settings"])
        #expect(Written.settings.item == Written.configuration.items[2])
    }

    @Test func indicesAndIdsLeadBackToTheCase() {
        #expect(Written(index: 0) == .inbox && Written(index: 2) == .settings)
        #expect(Written(index: 3) == nil && Written(index: -1) == nil)
        #expect(Written(tabID: "archive") == .archive && Written(tabID: "Archive") == nil)
        #expect(Written.initial.index == Written.configuration.initialIndex)
    }

    @Test func layoutIsTheRuntimeLayoutOfTheConfiguration() throws {
        let environment = try #require(TabBarEnvironment.device("iphone-16"))
        #expect(Written.layout(in: environment) == TabBarLayout(configuration: Written.configuration, environment: environment))
        #expect(Written.layout(in: environment).items.map(\.id) == ["inbox", "archive", "settings"])
    }

    @Test func aConformanceThatDisagreesWithItsConfigurationDoesNotTrap() {
        #expect(Mismatched.only.item == nil)
        #expect(Mismatched.only.title == nil && Mismatched.only.symbolName == nil && Mismatched.only.selectedSymbolName == nil)
        #expect(Mismatched.only.accessibilityLabel == "")
        #expect(Mismatched(index: 0) == nil && Mismatched(tabID: "only") == nil)
    }
}
