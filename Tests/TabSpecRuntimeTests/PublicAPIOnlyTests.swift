import Foundation
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

    /// The folders scanned, relative to the package root.
    static let folders = ["Sources/TabSpecRuntime/Platform/", "Tests/GeneratedGoldenTests/Generated/", "Examples/"]

    /// The package root: three levels above this file.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The findings in one file's text: `line: what`.
    static func findings(in text: String) -> [String] {
        var findings: [String] = []
        for (pattern, what) in forbidden {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
            for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let start = Range(match.range, in: text)?.lowerBound else { continue }
                findings.append("\(text[..<start].filter { $0 == "\n" }.count + 1): \(what)")
            }
        }
        return findings.sorted()
    }

    /// The `.swift` files under `folder`, sorted, relative to the package root.
    static func swiftFiles(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: packageRoot + "/" + folder) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { folder + $0 }.sorted()
    }

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
        #expect(Self.findings(in: text) == expected)
    }

    @Test func thePlatformCodeGeneratedSwiftAndExamplesUsePublicAPIOnly() throws {
        let platform = Self.swiftFiles(under: Self.folders[0])
        let generated = Self.swiftFiles(under: Self.folders[1])
        #expect(platform.contains("Sources/TabSpecRuntime/Platform/TabSpecBarView.swift"))
        #expect(generated.count == 4)
        var problems: [String] = []
        for file in platform + generated + Self.swiftFiles(under: Self.folders[2]) {
            let text = try String(contentsOfFile: Self.packageRoot + "/" + file, encoding: .utf8)
            problems += Self.findings(in: text).map { "\(file):\($0)" }
        }
        #expect(problems == [])
    }
}
