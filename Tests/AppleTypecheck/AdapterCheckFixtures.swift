import TabSpecRuntime

// Hand-written conformances for the paths the four bundled specs do not take.

/// A system bar whose tabs have no titles: a `UITab` always shows a title, so the controller uses
/// `tabBarItem`s on every iOS version.
enum IconOnlySystemTab: Int, CaseIterable, Sendable, TabBarTab {
    case inbox, archive

    static let configuration = TabBarConfiguration(items: [
        .init(id: "inbox", symbolName: "tray", accessibilityLabel: "Inbox"),
        .init(id: "archive", symbolName: "archivebox", accessibilityLabel: "Archive"),
    ])
    static let initial = IconOnlySystemTab.inbox
    var index: Int { rawValue }
}

/// A custom bar that hides on scroll (the Vietnamese article's behaviour on a drawn bar).
enum HidingCustomTab: Int, CaseIterable, Sendable, TabBarTab {
    case home, settings

    static let configuration = TabBarConfiguration(
        kind: .custom,
        hideOnScroll: TabBarConfiguration.HideOnScroll(threshold: 1, duration: 0.3),
        items: [
            .init(id: "home", symbolName: "house", title: "Home"),
            .init(id: "settings", symbolName: "gearshape", title: "Settings"),
        ]
    )
    static let initial = HidingCustomTab.home
    var index: Int { rawValue }
}

/// A system bar whose search tab has no title (a `UISearchTab` shows the system's), the other tab one: `UITab`s
/// on iOS 18 and later all the same.
enum UntitledSearchTab: Int, CaseIterable, Sendable, TabBarTab {
    case search, home

    static let configuration = TabBarConfiguration(items: [
        .init(id: "search", symbolName: "magnifyingglass", accessibilityLabel: "Find", isSearch: true),
        .init(id: "home", symbolName: "house", title: "Home"),
    ])
    static let initial = UntitledSearchTab.home
    var index: Int { rawValue }
}

/// A hand-written conformance with two search tabs (a spec cannot have them: language.md): the first is the
/// `UISearchTab`, the second stays a regular tab.
enum TwoSearchTab: Int, CaseIterable, Sendable, TabBarTab {
    case find, home, lookUp

    static let configuration = TabBarConfiguration(items: [
        .init(id: "find", symbolName: "magnifyingglass", title: "Find", isSearch: true),
        .init(id: "home", symbolName: "house", title: "Home"),
        .init(id: "lookUp", symbolName: "text.magnifyingglass", title: "Look up", isSearch: true),
    ])
    static let initial = TwoSearchTab.home
    var index: Int { rawValue }
}

/// A custom bar with an action tab, an optional tab, an asset image and accessibility (v1.3): the drawn bar's
/// taps, run-time tabs and images.
enum ComposeBarTab: Int, CaseIterable, Sendable, TabBarTab {
    case home, compose, inbox, profile

    static let configuration = TabBarConfiguration(
        kind: .custom,
        reselect: .popToRootThenScrollToTop,
        items: [
            .init(id: "home", symbolName: "house", title: "Home", accessibilityHint: "Shows your feed",
                  accessibilityIdentifier: "tab.home"),
            .init(id: "compose", symbolName: "plus", title: "New", isAction: true),
            .init(id: "inbox", imageName: "Inbox", selectedImageName: "InboxFilled", title: "Inbox"),
            .init(id: "profile", imageName: "Avatar", imageRendering: .original, title: "Me", isOptional: true),
        ]
    )
    static let initial = ComposeBarTab.home
    var index: Int { rawValue }
}
