/// One example of a rule's description: a spec (with `↓` where each finding starts, in triggering examples)
/// and the lint settings it is checked with, when they differ from the defaults.
///
/// Examples are documentation (`tabspec rules`, docs/Rules.md) and test data: one test lints every example
/// of every rule and compares the findings with the markers.
public struct RuleExample: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The spec text; in triggering examples `↓` marks the start of each expected finding.
    public let text: String
    /// Catalog slugs to check instead of every device (`nil` = the whole catalog).
    public let devices: [String]?
    /// Orientations to check instead of both (`nil` = portrait and landscape).
    public let orientations: [Orientation]?
    /// The deployment target (`symbol-availability` needs one).
    public let deploymentTarget: IOSVersion?
    /// Extra symbol names, as the `.tabspec` config's `symbols:`.
    public let extraSymbols: [String]

    /// An example checked with the given settings; `ios` is a deployment target such as `"16.0"`.
    public init(
        _ text: String,
        devices: [String]? = nil,
        orientations: [Orientation]? = nil,
        ios: String? = nil,
        extraSymbols: [String] = []
    ) {
        self.text = text
        self.devices = devices
        self.orientations = orientations
        deploymentTarget = ios.flatMap { IOSVersion($0) }
        self.extraSymbols = extraSymbols
    }

    /// An example checked with the default settings.
    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// The marker that shows where a finding starts.
    public static let marker: Character = "↓"

    /// The lint options the example is checked with.
    public var options: LintOptions {
        LintOptions(
            devices: devices,
            orientations: orientations ?? [.portrait, .landscape],
            deploymentTarget: deploymentTarget,
            extraSymbols: extraSymbols
        )
    }

    /// The settings as a `.tabspec` configuration block (`lint { devices: iphone-se-3, orientations: portrait }`),
    /// or `nil` when the example uses the defaults.
    public var configurationText: String? {
        var entries: [String] = []
        if let devices { entries.append("devices: " + devices.joined(separator: " ")) }
        if let orientations { entries.append("orientations: " + orientations.map(\.rawValue).joined(separator: " ")) }
        if let deploymentTarget { entries.append("deploymentTarget: \(deploymentTarget)") }
        if !extraSymbols.isEmpty { entries.append("symbols: " + extraSymbols.map { "\"\($0)\"" }.joined(separator: " ")) }
        guard !entries.isEmpty else { return nil }
        return "lint { " + entries.joined(separator: ", ") + " }"
    }

    /// The text without markers, and the byte offset (in that text) of each marker, in order.
    public var unmarked: (text: String, markers: [Int]) {
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
