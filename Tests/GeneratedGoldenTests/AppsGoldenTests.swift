import Foundation
import TabSpecRuntime
import Testing

/// `Fixtures/Swift/Apps.tabspec` in TabSpecCoreTests (the keys of shipping apps, v1.3): its generated file
/// (`Generated/Apps.swift`) is compiled here and its members exercised — images, actions, optional tabs,
/// accessibility, the bar's settings and the localized hints of `HintTab`, read from this target's
/// `en.lproj/Tabs.strings` in `Bundle.module`.
@Suite("Apps golden file")
struct AppsGoldenTests {
    /// The hint code generic over `TabBarTab` sees, as the SwiftUI and UIKit adapters read it.
    static func genericHint<T: TabBarTab>(_ tab: T) -> String? { tab.accessibilityHint }

    /// The identifier code generic over `TabBarTab` sees.
    static func genericIdentifier<T: TabBarTab>(_ tab: T) -> String? { tab.accessibilityIdentifier }

    /// Whether code generic over `TabBarTab` sees an optional action tab, and the bar's required tabs.
    static func genericFlags<T: TabBarTab>(_ tab: T) -> (isAction: Bool, isOptional: Bool, required: [T]) {
        (tab.isAction, tab.isOptional, T.required)
    }

    @Test func imagesFallBackAsSymbolsDo() throws {
        let images: [String?] = AppTab.allCases.map(\.imageName)
        #expect(images == [nil, "Timeline", "Upload", nil, "Avatar", nil])
        let selected: [String?] = AppTab.allCases.map(\.selectedImageName)
        #expect(selected == [nil, "TimelineFilled", "Upload", nil, "Avatar", nil])
        #expect(AppTab.allCases.map(\.symbolName) == ["square.and.pencil", nil, nil, "magnifyingglass", nil, "gearshape"])
        // Every tab of HintTab but the action has an image: `String?` still, since `write` has none.
        #expect(HintTab.allCases.map(\.imageName) == ["Inbox", "Sent", nil])
        #expect(HintTab.allCases.map(\.selectedImageName) == ["Inbox", "Sent", nil])
        #expect(AppTab.configuration.items.map(\.imageRendering) == [nil, .template, nil, nil, nil, nil])
        try GeneratedGoldenTests.checkConformance(AppTab.self)
    }

    @Test func actionTabsAreNeverSelectedNorSwipedTo() {
        let actions: [Bool] = AppTab.allCases.map(\.isAction)
        #expect(actions == [true, false, true, false, false, false])
        #expect(AppTab.initial == .timeline && AppTab.configuration.initialIndex == 1)
        #expect(AppTab.allCases.map(\.next) == [.timeline, .explore, .explore, .profile, .settings, nil])
        #expect(AppTab.allCases.map(\.previous) == [nil, nil, .timeline, .timeline, .explore, .profile])
        #expect(HintTab.write.isAction && HintTab.initial == .inbox)
        #expect(HintTab.allCases.map(\.next) == [.sent, nil, nil])
        #expect(HintTab.allCases.map(\.previous) == [nil, .inbox, .sent])
        // Enums generated before v1.3 answer through the runtime's defaults.
        #expect(Tab.allCases.allSatisfy { !$0.isAction && !$0.isOptional && $0.imageName == nil && $0.accessibilityHint == nil })
        #expect(Tab.required == Array(Tab.allCases) && LibraryTab.required == Array(LibraryTab.allCases))
    }

    @Test func optionalTabsAreLeftOutOfRequired() {
        let optional: [Bool] = AppTab.allCases.map(\.isOptional)
        #expect(optional == [false, false, false, true, true, false])
        let required: [AppTab] = AppTab.required
        #expect(required == [.compose, .timeline, .upload, .settings])
        #expect(Self.genericFlags(AppTab.profile) == (false, true, [.compose, .timeline, .upload, .settings]))
        #expect(Self.genericFlags(AppTab.compose) == (true, false, [.compose, .timeline, .upload, .settings]))
        // No optional tab: the protocol's default is every tab.
        #expect(HintTab.required == [.inbox, .sent, .write] && !HintTab.sent.isOptional)
    }

    @Test func accessibilityIdentifiersAndHints() {
        #expect(AppTab.allCases.map(\.accessibilityIdentifier) == ["tab.compose", "tab.timeline", nil, nil, "tab.profile", nil])
        #expect(AppTab.allCases.map(\.accessibilityHint) == [nil, "Shows the posts of the people you follow", nil, nil, nil, nil])
        #expect(AppTab.allCases.map(Self.genericIdentifier) == AppTab.allCases.map(\.accessibilityIdentifier))
        #expect(AppTab.allCases.map(Self.genericHint) == AppTab.allCases.map(\.accessibilityHint))
    }

    @Test func localizedHintsAreTheTablesTranslations() {
        // Every tab has a hint: the enum's own member is a `String`.
        let hint: String = HintTab.inbox.accessibilityHint
        #expect(hint == "Lists the new mail")
        #expect(HintTab.allCases.map(\.accessibilityHint) == ["Lists the new mail", "Lists the mail you sent", "Writes a new mail"])
        #expect(HintTab.allCases.map(\.accessibilityHintKey)
            == ["HintTab.inbox.accessibilityHint", "hint.sent", "HintTab.write.accessibilityHint"])
        // Generic code (the adapters) sees the translations too, not the configuration's source text.
        #expect(HintTab.allCases.map(Self.genericHint) == ["Lists the new mail", "Lists the mail you sent", "Writes a new mail"])
        #expect(HintTab.configuration.items.map(\.accessibilityHint) == ["Shows new mail", "Shows sent mail", "Writes a new mail"])
    }

    @Test func theBarsSettingsReachTheConfiguration() {
        let app = AppTab.configuration
        #expect(app.imageBundle == .module && app.imageRendering == .original && app.reselect == .popToRoot)
        #expect(app.isCustomizable && app.hasKeyboardShortcuts)
        let hint = HintTab.configuration
        #expect(hint.imageBundle == .main && hint.imageRendering == .template && hint.reselect == TabBarConfiguration.Reselect.none)
        #expect(!hint.isCustomizable && !hint.hasKeyboardShortcuts)
        // Specs without them keep the defaults.
        #expect(Tab.configuration.reselect == .popToRootThenScrollToTop && Tab.configuration.imageBundle == .main)
    }

    @Test func theModuleBundleExistsForTheImages() {
        // The `TabBarImageBundle` conformance is UIKit's (typecheck-apple.sh builds it); its bundle is this one.
        #expect(Bundle.module.localizedString(forKey: "hint.sent", value: "missing", table: "Tabs") == "Lists the mail you sent")
        #if canImport(UIKit)
        #expect((AppTab.self as Any.Type as? TabBarImageBundle.Type)?.imageBundle == Bundle.module)
        #expect((HintTab.self as Any.Type as? TabBarImageBundle.Type) == nil)
        #endif
    }
}
