import Testing
import TabSpecRuntime

/// A hand-written conformance with the v1.3 values in its configuration and none of their members: the
/// protocol's defaults read them (so enums generated before v1.3 still conform).
private enum Shipping: Int, CaseIterable, Sendable, TabBarTab {
    case compose, home, avatar, settings

    static let configuration = TabBarConfiguration(
        imageBundle: .module, imageRendering: .original, reselect: .scrollToTop, isCustomizable: true, hasKeyboardShortcuts: true,
        items: [
            .init(id: "compose", symbolName: "square.and.pencil", isAction: true),
            .init(id: "home", imageName: "Home", selectedImageName: "HomeFilled", imageRendering: .template, title: "Home",
                  accessibilityHint: "Shows the start page", accessibilityIdentifier: "tab.home"),
            .init(id: "avatar", imageName: "Avatar", title: "Me", isOptional: true),
            .init(id: "settings", symbolName: "gearshape", isOptional: true),
        ],
        initialIndex: 1
    )
    static let initial = Shipping.home
    var index: Int { rawValue }
}

/// A conformance whose indices disagree with its configuration.
private enum Stray: CaseIterable, Sendable, TabBarTab {
    case only

    static let configuration = TabBarConfiguration()
    static let initial = Stray.only
    var index: Int { 7 }
}

@Suite("TabBarTab (v1.3)")
struct TabBarTabAppsTests {
    @Test func defaultsReadTheNewValuesFromTheConfiguration() {
        #expect(Shipping.allCases.map(\.imageName) == [nil, "Home", "Avatar", nil])
        #expect(Shipping.allCases.map(\.selectedImageName) == [nil, "HomeFilled", "Avatar", nil])
        #expect(Shipping.allCases.map(\.isAction) == [true, false, false, false])
        #expect(Shipping.allCases.map(\.isOptional) == [false, false, true, true])
        #expect(Shipping.allCases.map(\.accessibilityIdentifier) == [nil, "tab.home", nil, nil])
        #expect(Shipping.allCases.map(\.accessibilityHint) == [nil, "Shows the start page", nil, nil])
        #expect(Shipping.required == [.compose, .home])
    }

    @Test func theBarsSettingsAndTheirDefaults() {
        let configuration = Shipping.configuration
        #expect(configuration.imageBundle == .module && configuration.imageRendering == .original)
        #expect(configuration.reselect == .scrollToTop && configuration.isCustomizable && configuration.hasKeyboardShortcuts)
        let defaults = TabBarConfiguration()
        #expect(defaults.imageBundle == .main && defaults.imageRendering == .template && defaults.reselect == .popToRootThenScrollToTop)
        #expect(!defaults.isCustomizable && !defaults.hasKeyboardShortcuts)
        let item = TabBarConfiguration.Item(id: "a")
        #expect(item.imageName == nil && item.selectedImageName == nil && item.imageRendering == nil)
        #expect(!item.isAction && !item.isOptional && item.accessibilityIdentifier == nil && item.accessibilityHint == nil)
        // The keyword values are the spellings of the language, in its order.
        #expect(TabBarConfiguration.Reselect.allCases.map(\.rawValue) == ["popToRootThenScrollToTop", "popToRoot", "scrollToTop", "none"])
        #expect(TabBarConfiguration.ImageRendering.allCases.map(\.rawValue) == ["template", "original"])
        #expect(TabBarConfiguration.ResourceBundle.allCases.map(\.rawValue) == ["main", "module"])
    }

    @Test func aConformanceThatDisagreesWithItsConfigurationDoesNotTrap() {
        #expect(Stray.only.imageName == nil && Stray.only.selectedImageName == nil)
        #expect(!Stray.only.isAction && !Stray.only.isOptional)
        #expect(Stray.only.accessibilityIdentifier == nil && Stray.only.accessibilityHint == nil)
        #expect(Stray.required == [.only])
    }
}
