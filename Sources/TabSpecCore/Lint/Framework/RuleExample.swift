/// One example of a rule's description: a spec (with `↓` where each finding starts, in triggering examples)
/// and the lint settings it is checked with, when they differ from the defaults.
///
/// Examples are documentation (`tabspec rules`, docs/Rules.md) and test data: one test lints every example
/// of every rule and compares the findings with the markers.
package struct RuleExample: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The spec text; in triggering examples `↓` marks the start of each expected finding.
    package let text: String
    /// The lint settings the example is checked with (unset: the defaults).
    package let settings: LintSettings
    /// The String Catalog the example is linted with (``catalogPath``), as its `.xcstrings` text; `nil` for
    /// most examples.
    package let catalogText: String?

    /// The folders of the asset catalog the example is linted with (``assetCatalogPath``,
    /// ``assetCatalog(_:)``); `nil` for most examples.
    package let assetLayout: [String]?

    /// The name the example's catalog is shown and reported by.
    package static let catalogPath = "Tabs.xcstrings"

    /// An example checked with the given settings: catalog slugs instead of every device, orientations instead
    /// of both, a deployment target such as `"16.0"` (`symbol-availability` needs one), extra symbol names as
    /// the configuration's `symbols:`, a String Catalog's text (``catalogPath``; a catalog that does not parse
    /// leaves the example without one, which its test then shows) and the languages to lint.
    /// `designRequiresCompatibility` and `sdk` are the configuration's `app { … }` (v1.2, v1.3); `assets` the
    /// folders of an asset catalog (``assetCatalog(_:)``, v1.3).
    package init(
        _ text: String,
        devices: [String]? = nil,
        orientations: [Orientation]? = nil,
        ios: String? = nil,
        extraSymbols: [String] = [],
        designRequiresCompatibility: Bool? = nil,
        sdk: String? = nil,
        catalog: String? = nil,
        languages: [String]? = nil,
        assets: [String]? = nil
    ) {
        self.text = text
        var settings = LintSettings(devices: devices, orientations: orientations, deploymentTarget: ios.flatMap { IOSVersion($0) },
                                    designRequiresCompatibility: designRequiresCompatibility, extraSymbols: extraSymbols)
        settings.environment.sdk = sdk.flatMap { IOSVersion($0) }
        if let catalog {
            settings.catalogs = [Self.catalogPath]
            settings.languages = languages
            if let parsed = try? StringCatalog(parsing: Array(catalog.utf8), path: Self.catalogPath) {
                settings.localizations = Localizations([.init(path: Self.catalogPath, source: .catalog(parsed))])
            }
        }
        if let assets {
            settings.assets = [Self.assetCatalogPath]
            settings.assetCatalogs = [Self.assetCatalog(assets)]
        }
        self.settings = settings
        catalogText = catalog
        assetLayout = assets
    }

    /// An example checked with the default settings.
    package init(stringLiteral text: String) {
        self.init(text)
    }

    /// The marker that shows where a finding starts.
    package static let marker: Character = "↓"

    /// The settings as `.tabspec` configuration blocks (`lint { devices: iphone-se-3, orientations: portrait }`,
    /// then `app { designRequiresCompatibility: true, sdk: 26.0 }`), or `nil` when the example uses the defaults.
    package var configurationText: String? {
        var entries: [String] = []
        if let devices = settings.devices { entries.append("devices: " + devices.joined(separator: " ")) }
        if let orientations = settings.orientations { entries.append("orientations: " + orientations.map(\.rawValue).joined(separator: " ")) }
        if let deploymentTarget = settings.deploymentTarget { entries.append("deploymentTarget: \(deploymentTarget)") }
        if !settings.extraSymbols.isEmpty { entries.append("symbols: " + settings.extraSymbols.map { "\"\($0)\"" }.joined(separator: " ")) }
        if !settings.catalogs.isEmpty { entries.append("catalogs: " + settings.catalogs.map { "\"\($0)\"" }.joined(separator: " ")) }
        if let languages = settings.languages { entries.append("languages: " + languages.joined(separator: " ")) }
        if !settings.assets.isEmpty { entries.append("assets: " + settings.assets.map { "\"\($0)\"" }.joined(separator: " ")) }
        var appEntries: [String] = []
        if let compatibility = settings.designRequiresCompatibility { appEntries.append("designRequiresCompatibility: \(compatibility)") }
        if let sdk = settings.environment.sdk { appEntries.append("sdk: \(sdk)") }
        let app = appEntries.isEmpty ? nil : "app { " + appEntries.joined(separator: ", ") + " }"
        guard !entries.isEmpty else { return app }
        return "lint { " + entries.joined(separator: ", ") + " }" + (app.map { " " + $0 } ?? "")
    }

    /// The text without markers, and the byte offset (in that text) of each marker, in order.
    package var unmarked: (text: String, markers: [Int]) {
        var output = ""
        var markers: [Int] = []
        var offset = 0
        for character in text {
            if character == Self.marker {
                markers.append(offset)
            } else {
                output.append(character)
                offset += character.utf8.count
            }
        }
        return (output, markers)
    }
}
