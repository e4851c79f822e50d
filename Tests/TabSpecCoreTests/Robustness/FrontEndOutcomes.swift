import Foundation
import Testing
@testable import TabSpecCore

/// What the front end gave on each input of ``EquivalenceCorpus`` when the new front end replaced the old
/// one (`Fixtures/Equivalence/outcomes.tsv`): the digest of the input, of the old front end's result, of the
/// new one's, and whether they were identical or which ``ExactnessChange``s the difference is. The old front
/// end is gone; this keeps its comparison: the new front end must still give what it gave then.
enum FrontEndOutcomes {
    static let path = Fixtures.testFile("Fixtures/Equivalence/outcomes.tsv")

    /// One recorded line.
    struct Outcome {
        var input: String
        var old: String
        var new: String
        /// `identical`, or the changes that explain the difference, joined by `+`.
        var outcome: String
    }

    /// The recorded outcomes, by input name.
    static func recorded() -> [String: Outcome] {
        var result: [String: Outcome] = [:]
        for line in Fixtures.read(path).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5 else { continue }
            result[fields[0]] = Outcome(input: fields[1], old: fields[2], new: fields[3], outcome: fields[4])
        }
        return result
    }

    /// A digest of bytes.
    static func digest(_ bytes: [UInt8]) -> String {
        FNV1a.hex(of: String(decoding: bytes, as: UTF8.self) + "\u{0}\(bytes.count)")
    }

    /// A digest of a front end's result: every tab bar, the compile settings, the comments and every
    /// diagnostic (id, severity, range, message, notes, Fix-Its).
    static func digest(tabBars: [TabBarSpec], compile: CompileSettings, comments: [SyntaxComment], diagnostics: [Diagnostic]) -> String {
        var text = ""
        for spec in tabBars {
            text += "tabbar \(spec.name) \(spec.nameRange) \(spec.range) \(spec.hasErrors)\n\(describedAsRecorded(spec.configuration))\n"
            text += properties(spec.properties.map { ($0.key.path, $0.value) }) + "\n"
            for tab in spec.tabs {
                text += "tab \(tab.id) \(tab.idRange) \(tab.range) " + properties(tab.properties.map { ($0.key.path, $0.value) }) + "\n"
            }
        }
        text += "compile \(String(describing: compile.accessLevel))\n"
        text += comments.map { "comment \($0.range) \($0.isLine)" }.joined(separator: "\n") + "\n"
        for diagnostic in diagnostics {
            text += "\(diagnostic.id) \(diagnostic.severity) \(diagnostic.range) \(wordedAsRecorded(diagnostic.message))\n"
            text += diagnostic.notes.map { "note \($0.message) \(String(describing: $0.range))" }.joined(separator: "\n")
            text += diagnostic.fixIts.map { "fix \($0.message) " + $0.edits.map { "\($0.range)=\($0.replacement)" }.joined(separator: ",") }
                .joined(separator: "\n") + "\n"
        }
        return FNV1a.hex(of: text)
    }

    /// `configuration` described as when the outcomes were recorded: a model field added since is left out
    /// while it has its default value (`TabBarConfiguration.Item.isSearch`, v1.2; the images, actions,
    /// optional tabs, accessibility, prominent tab, bottom accessory, badges, material, regular width, sections, placement and bar settings of v1.3), so the recorded digests stay comparable; a
    /// value the language could not produce then still changes the digest.
    private static func describedAsRecorded(_ configuration: TabBarConfiguration) -> String {
        let configurationType = "TabSpecRuntime.TabBarConfiguration."
        return "\(configuration)"
            .replacingOccurrences(of: ", imageName: nil, selectedImageName: nil, imageRendering: nil", with: "")
            .replacingOccurrences(of: ", accessibilityHint: nil, accessibilityIdentifier: nil", with: "")
            .replacingOccurrences(of: ", isSearch: false, isAction: false, isOptional: false, isProminent: false, placement: \(configurationType)Item.Placement.automatic)", with: ")")
            .replacingOccurrences(of: ", isAction: false, isOptional: false, isProminent: false, placement: \(configurationType)Item.Placement.automatic)", with: ")")
            .replacingOccurrences(of: ", imageBundle: \(configurationType)ResourceBundle.main, imageRendering: \(configurationType)ImageRendering.template, "
                + "reselect: \(configurationType)Reselect.popToRootThenScrollToTop, isCustomizable: false, hasKeyboardShortcuts: false, hasBottomAccessory: false, "
                + "badge: nil, backgroundEffect: nil, shadowColor: nil, classic: nil, regularWidth: \(configurationType)RegularWidth.automatic, sections: []", with: "")
    }

    /// A diagnostic's message as worded when the outcomes were recorded: v1.3's `missing-key` for a tab names
    /// the `image` too, and a did-you-mean naming one of v1.3's keys alone (`select` → `reselect`) was none.
    private static func wordedAsRecorded(_ message: String) -> String {
        var message = message.replacingOccurrences(of: "needs a 'symbol', an 'image' or a 'title'", with: "needs a 'symbol' or a 'title'")
        let added: [SpecKey] = [.imageBundle, .imageRendering, .reselect, .customizable, .keyboardShortcuts, .image, .selectedImage,
                                .optional, .accessibilityIdentifier, .accessibilityHint, .accessibilityHintKey]
        for key in added {
            message = message.replacingOccurrences(of: "; did you mean '\(key.name)'?", with: "")
        }
        return message
    }

    /// Properties in key order (the order they are recorded in does not count).
    private static func properties(_ properties: [(String, SpecProperty)]) -> String {
        properties.sorted { $0.0 < $1.0 }.map { "\($0.0)=\($0.1.keyRange)/\($0.1.valueRange)" }.joined(separator: " ")
    }
}
