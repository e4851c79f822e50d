import Testing

/// The runtime's platform code, the generated Swift and the examples use UIKit's public API only: no name of
/// UIKit's private view hierarchy (the reason tab-bar libraries break on every iOS release) and no key-value
/// access to UIKit objects' private properties. Comments count too: a name worth avoiding is not worth
/// writing. (`Scripts/typecheck-apple.sh` also checks the code of the whole runtime on every run.)
@Suite("Public API only")
struct PublicAPIOnlyTests {
    /// What is forbidden, with why.
    static let forbidden: [(pattern: String, what: String)] = [
        (#"\bUITabBarButton\b"#, "UITabBarButton (a private UIKit class)"),
        (#"\bUITabBarSwappableImageView\b"#, "UITabBarSwappableImageView (a private UIKit class)"),
        (#"\b_UI[A-Za-z]"#, "a _UI… name (UIKit's private classes)"),
        (#"\bvalueForKey\b|\bvalue\(forKey:|\bvalue\(forKeyPath:|\bsetValue\([^)]*forKey"#, "key-value access (private properties)"),
    ]

    @Test(arguments: [
        ("for view in tabBar.subviews where view is UITabBarButton {}\n", ["1: UITabBarButton (a private UIKit class)"]),
        ("let c: AnyClass? = NSClassFromString(\"_UITabBarPlatterView\")\n", ["1: a _UI… name (UIKit's private classes)"]),
        ("// UITabBarSwappableImageView\n", ["1: UITabBarSwappableImageView (a private UIKit class)"]),
        ("let a = 1\nlet v = bar.value(forKey: \"_badgeView\")\n", ["2: key-value access (private properties)"]),
        ("tab.setValue(true, forKey: \"hidden\")\n", ["1: key-value access (private properties)"]),
        ("item.badgeValue = \"3\" // public\nlet x = _UIKit\n", ["2: a _UI… name (UIKit's private classes)"]),
        ("let ui = UITabBarItem(); ui.title = \"_UI\"\nlet valueForKeys = 1\nlet my_UIView = 2\n", []),
    ])
    func theScannerFindsPrivateNames(_ text: String, _ expected: [String]) {
        #expect(PatternScan.findings(in: text, of: Self.forbidden) == expected)
    }

    @Test func thePlatformCodeGeneratedSwiftAndExamplesUsePublicAPIOnly() throws {
        let platform = LibcImportTests.swiftFiles(under: "Sources/TabSpecRuntime/Platform/")
        let generated = LibcImportTests.swiftFiles(under: "Tests/GeneratedGoldenTests/Generated/")
        let examples = LibcImportTests.swiftFiles(under: "Examples/")
        #expect(platform.contains("Sources/TabSpecRuntime/Platform/TabSpecBarView.swift"))
        #expect(generated.count == 17)  // 10 fixture and bundled-spec files, 7 of Examples/Apps
        #expect(examples.contains("Examples/HighlightTabBar/HighlightTabBarUIKit.swift"))
        var problems: [String] = []
        for file in platform + generated + examples {
            problems += PatternScan.findings(in: try LibcImportTests.read(file), of: Self.forbidden).map { "\(file):\($0)" }
        }
        #expect(problems == [])
    }
}
