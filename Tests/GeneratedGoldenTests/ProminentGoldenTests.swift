import TabSpecRuntime
import Testing

/// `Fixtures/Swift/Prominent.tabspec` in TabSpecCoreTests (the prominent tab and the bottom accessory, layout.md
/// v1.3): its generated file is compiled here and its members exercised.
@Suite("Prominent tab golden file")
struct ProminentGoldenTests {
    /// The flag code generic over `TabBarTab` sees, as the SwiftUI and UIKit adapters read it.
    static func genericProminent<T: TabBarTab>(_ tab: T) -> Bool { tab.isProminent }

    @Test func theEnumMarksTheProminentTab() throws {
        let flags: [Bool] = MusicTab.allCases.map(\.isProminent)
        #expect(flags == [false, false, true, false])
        #expect(MusicTab.allCases.map(Self.genericProminent) == flags)
        #expect(MusicTab.configuration.items.map(\.isProminent) == flags)
        #expect(MusicTab.allCases.map(\.isSearch) == [false, false, false, true])
        try GeneratedGoldenTests.checkConformance(MusicTab.self)
        // The library is optional too; the action tab of PostTab is prominent (lint warns, the Swift says so).
        #expect(MusicTab.required == [.home, .radio, .search])
        #expect(PostTab.allCases.map(\.isProminent) == [false, true] && PostTab.compose.isAction && PostTab.initial == .feed)
        try GeneratedGoldenTests.checkConformance(PostTab.self)
        // Bars generated without a prominent tab answer `false` through the runtime's default.
        #expect(Tab.allCases.allSatisfy { !$0.isProminent } && LibraryTab.allCases.map(Self.genericProminent) == [false, false, false])
        #expect(AppTab.allCases.allSatisfy { !Self.genericProminent($0) })
    }

    @Test func theConfigurationSaysTheAppShowsABottomAccessory() {
        #expect(MusicTab.configuration.hasBottomAccessory)
        #expect(!Tab.configuration.hasBottomAccessory && !AppTab.configuration.hasBottomAccessory && !PostTab.configuration.hasBottomAccessory)
        #expect(MusicTab.configuration == TabBarConfiguration(
            hasBottomAccessory: true, items: MusicTab.configuration.items, initialIndex: 0))
    }
}
