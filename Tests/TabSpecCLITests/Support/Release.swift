import Foundation

/// The release of this package: the newest entry of its CHANGELOG.md, and the other places that name it.
///
/// Tests compare with ``version`` instead of writing a version out, so a release edits CHANGELOG.md and runs
/// `Scripts/set-version.sh` (which writes the changelog's newest release into every place
/// ``places(inPackageAt:)`` reads), and no test.
enum Release {
    /// The newest release of this package's CHANGELOG.md (`1.2.0`); without one, a text saying so, which no
    /// comparison matches.
    static let version: String = versions(inPackageAt: TabspecProcess.packageRoot).first ?? "(CHANGELOG.md has no '## [X.Y.Z]' heading)"

    /// The releases of the CHANGELOG.md in `root`, newest first as written: the `X.Y.Z` of each `## [X.Y.Z]`
    /// heading (`## [Unreleased]` is none).
    static func versions(inPackageAt root: String) -> [String] {
        let text = (try? String(contentsOfFile: root + "/CHANGELOG.md", encoding: .utf8)) ?? ""
        return PatternScan.matches(of: #"(?m)^## \[([0-9]+\.[0-9]+\.[0-9]+)\]"#, in: text).map(\.text)
    }

    /// The README's and the docs' requirements of a dependency on tabspec that name a version (`from: "…"`,
    /// `exact: "…"`, `.upToNextMinor(from: "…")`): the version in the quotes.
    static let requirementPattern = #"\b(?:from|exact): "([0-9]+\.[0-9]+\.[0-9]+)""#

    /// Every place of the package in `root` other than the changelog that names the release, as `file` or
    /// `file:line`, with the version written there: the CLI's `TabSpecCLI.version` (which `tabspec --version`,
    /// the language server's `serverInfo` and SARIF's `tool.driver` print), the VS Code extension's
    /// `package.json`, and each version of a requirement (``requirementPattern``) in README.md and docs/*.md.
    static func places(inPackageAt root: String) throws -> [(place: String, version: String)] {
        let cli = "Sources/tabspec/CLI/TabSpecCLI.swift"
        var places = PatternScan.matches(of: #"static let version = "([^"]*)""#, in: try String(contentsOfFile: root + "/" + cli, encoding: .utf8))
            .map { (place: "\(cli):\($0.line)", version: $0.text) }
        let extensionManifest = "Editors/vscode/package.json"
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "/" + extensionManifest)))
        places.append((extensionManifest, (manifest as? [String: Any])?["version"] as? String ?? "(no version)"))
        let docs = try FileManager.default.contentsOfDirectory(atPath: root + "/docs").filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        for file in ["README.md"] + docs {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            places += PatternScan.matches(of: requirementPattern, in: text).map { (place: "\(file):\($0.line)", version: $0.text) }
        }
        return places
    }
}
