// Regenerates Sources/TabSpecCore/generated/XcodeKeyOrder+Data.swift, the collation table behind
// `XcodeKeyOrder` (the order Xcode writes a String Catalog's keys in), from Foundation's own comparison:
//
//     swift Scripts/generate-key-order-table.swift > Sources/TabSpecCore/generated/XcodeKeyOrder+Data.swift
//
// Xcode writes catalogs with JSONSerialization's `.sortedKeys`, which compares keys with
// `compare(_:options: [.numeric, .caseInsensitive, .forcedOrdering], range:, locale: the system locale)`: the
// root collation of ICU. This script asks that comparison (Foundation on macOS or Linux) for the weights of a
// fixed repertoire of characters, level by level; the library reproduces the comparison from them without
// Foundation, and `XcodeKeyOrderTests` checks it against Foundation on random keys.
import Foundation

let root = Locale(identifier: "")
func compare(_ a: String, _ b: String, _ options: String.CompareOptions) -> ComparisonResult {
    a.compare(b, options: options, range: a.startIndex..<a.endIndex, locale: root)
}
let xcode: String.CompareOptions = [.caseInsensitive, .forcedOrdering]
let primaryOnly: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
let throughSecondary: String.CompareOptions = [.caseInsensitive]

// The repertoire: ASCII, Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic, general punctuation, symbols,
// CJK punctuation, kana, fullwidth forms. Other characters fall back to their general category.
let blocks: [ClosedRange<UInt32>] = [
    0x09...0x0D, 0x20...0x7E, 0xA0...0x24F, 0x250...0x2FF, 0x300...0x36F, 0x370...0x3FF, 0x400...0x52F,
    0x530...0x58F, 0x590...0x5FF, 0x600...0x6FF, 0x1E00...0x1FFF, 0x2000...0x206F, 0x2070...0x209F,
    0x20A0...0x20C0, 0x2100...0x218F, 0x2190...0x23FF, 0x2500...0x27BF, 0x3000...0x30FF, 0xFF00...0xFFEF,
]
var repertoire: [Unicode.Scalar] = []
for block in blocks {
    for value in block {
        guard let scalar = Unicode.Scalar(value) else { continue }
        let category = scalar.properties.generalCategory
        if category == .unassigned || category == .control && !(0x09...0x0D).contains(value) || category == .format { continue }
        // Decimal digits are compared by value (numeric collation); '0'…'9' stay to place that band.
        if category == .decimalNumber && !(0x30...0x39).contains(value) { continue }
        repertoire.append(scalar)
    }
}

/// Whether a character's weights are those of a sequence of others (decompositions, expansions).
func expansion(of scalar: Unicode.Scalar) -> String? {
    let text = String(scalar)
    let value = scalar.value
    let decomposable = value < 0x2000 && !(0x300...0x36F).contains(value)
    let canonical = text.decomposedStringWithCanonicalMapping
    if decomposable, canonical.unicodeScalars.count > 1, compare(text, canonical, []) == .orderedSame { return canonical }
    let compatibility = text.decomposedStringWithCompatibilityMapping
    if compatibility.unicodeScalars.count > 1, compare(text, compatibility, primaryOnly) == .orderedSame { return compatibility }
    if scalar.properties.isAlphabetic, value < 0x250 {
        let letters = (0x61...0x7A).map { String(Unicode.Scalar(UInt8($0))) }
        for first in letters {
            for second in letters where compare(text, first + second, primaryOnly) == .orderedSame { return first + second }
        }
    }
    return nil
}

var expansions: [Unicode.Scalar: String] = [:]
var atoms: [Unicode.Scalar] = []
var marks: [Unicode.Scalar] = []
for scalar in repertoire {
    if let expanded = expansion(of: scalar) {
        expansions[scalar] = expanded
    } else if compare("a" + String(scalar), "a", primaryOnly) == .orderedSame {
        marks.append(scalar)
    } else {
        atoms.append(scalar)
    }
}

struct Weights: CustomStringConvertible {
    var primary: Int
    var secondary: Int
    var tertiary: Int
    var description: String { "\(primary).\(secondary).\(tertiary)" }
}

var table: [Unicode.Scalar: [Weights]] = [:]
// Atoms: sorted by the full comparison, then grouped level by level.
let sortedAtoms = atoms.sorted { compare(String($0), String($1), xcode) == .orderedAscending }
var primary = 0
var secondary = 1
var tertiary = 1
for (index, scalar) in sortedAtoms.enumerated() {
    if index == 0 {
        primary = 1
    } else {
        let previous = String(sortedAtoms[index - 1])
        if compare(previous, String(scalar), primaryOnly) != .orderedSame {
            primary += 1; secondary = 1; tertiary = 1
        } else if compare(previous, String(scalar), throughSecondary) != .orderedSame {
            secondary += 1; tertiary = 1
        } else {
            tertiary += 1
        }
    }
    table[scalar] = [Weights(primary: primary, secondary: secondary, tertiary: tertiary)]
}
// Marks: no primary weight; secondary weights above every atom's, in their order after a base letter.
let sortedMarks = marks.sorted { compare("a" + String($0), "a" + String($1), xcode) == .orderedAscending }
var markSecondary = 100
for (index, scalar) in sortedMarks.enumerated() {
    if index > 0, compare("a" + String(sortedMarks[index - 1]), "a" + String(scalar), throughSecondary) != .orderedSame { markSecondary += 1 }
    table[scalar] = [Weights(primary: 0, secondary: markSecondary, tertiary: 1)]
}
/// The weights of a text from the table (characters outside it are skipped: the script only expands to
/// characters of the repertoire in practice).
func weights(of text: String) -> [Weights] {
    text.unicodeScalars.flatMap { scalar -> [Weights] in
        if let known = table[scalar] { return known }
        if let expanded = expansions[scalar] { return weights(of: expanded) }
        return []
    }
}
for scalar in repertoire {
    guard let expanded = expansions[scalar] else { continue }
    var resolved = weights(of: expanded)
    guard !resolved.isEmpty else { continue }
    // An expansion that is not fully equal to its letters (æ and ae) comes after them at the third level.
    if compare(String(scalar), expanded, []) != .orderedSame { resolved[0].tertiary += 50 }
    table[scalar] = resolved
}

print("""
// GENERATED FILE, DO NOT EDIT: the collation weights of `XcodeKeyOrder` (the order Xcode writes a String
// Catalog's keys in), measured from Foundation's `compare(_:options:range:locale:)` with the root locale.
//
// Regenerate: swift Scripts/generate-key-order-table.swift > Sources/TabSpecCore/generated/XcodeKeyOrder+Data.swift
//
// One line per character: its code point (hex) and its collation elements, `primary.secondary.tertiary`
// each (primary 0: no first-level weight, as a combining mark). A string literal that `XcodeKeyOrder`
// parses once at first use (an array literal this size type-checks slowly).

/// The embedded data of `XcodeKeyOrder`.
extension XcodeKeyOrder {
    /// `code point` then its collation elements, one character per line, in code point order.
    static let embeddedWeightsText = \"\"\"
""")
for scalar in repertoire {
    guard let entry = table[scalar] else { continue }
    print(String(scalar.value, radix: 16, uppercase: true) + " " + entry.map(\.description).joined(separator: " "))
}
print("""
\"\"\"
}
""")
