import Foundation
import Testing
@testable import TabSpecCore

/// `XcodeKeyOrder` against the comparison Xcode's JSONSerialization sorts keys with (Foundation's, the oracle).
@Suite("Xcode key order")
struct XcodeKeyOrderTests {
    /// Foundation's `.sortedKeys` comparison: whether `lhs` sorts before `rhs`.
    static func foundationPrecedes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.compare(rhs, options: [.numeric, .caseInsensitive, .forcedOrdering], range: lhs.startIndex..<lhs.endIndex,
                    locale: Locale(identifier: "")) == .orderedAscending
    }

    /// Random keys over `alphabet` (1 to 6 characters), compared pairwise with Foundation.
    private func disagreements(alphabet: [String], count: Int, seed: UInt64) -> [String] {
        var generator = SplitMix64(seed: seed)
        var found: [String] = []
        for _ in 0..<count {
            let make = { (generator: inout SplitMix64) -> String in
                (0..<Int.random(in: 1...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "" }.joined()
            }
            let lhs = make(&generator)
            let rhs = make(&generator)
            guard lhs != rhs else { continue }
            if XcodeKeyOrder.areInIncreasingOrder(lhs, rhs) != Self.foundationPrecedes(lhs, rhs) {
                found.append("\(lhs.debugDescription) \(rhs.debugDescription)")
            }
        }
        return found
    }

    @Test func agreesWithFoundationOnASCIIKeys() {
        let ascii = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) } + ["\n", "\t"]
        let found = disagreements(alphabet: ascii, count: 20_000, seed: 1)
        #expect(found.isEmpty, "\(found.count): \(found.prefix(60))")
    }

    @Test func agreesWithFoundationOnIdentifierLikeKeys() {
        let alphabet = ["a", "A", "b", "B", "z", "Z", "0", "1", "2", "9", "10", ".", "_", "-", " ", "%", "@", "title", "Title"]
        let found = disagreements(alphabet: alphabet, count: 20_000, seed: 2)
        #expect(found.isEmpty, "\(found.count): \(found.prefix(60))")
    }

    /// (Not `ß`: Foundation folds it to `ss` before collating the text around the first difference, which
    /// a few keys with punctuation after it show; the collation's `ß` is `ss` at the first level too.)
    @Test func agreesWithFoundationOnAccents() {
        let alphabet = ["a", "A", "e", "é", "É", "è", "ê", "ë", "ü", "Ü", "u", "ss", "ø", "ñ", "n", "ç", "c", "z", " ", "!",
                        "1", "12", "·", "…", "–", "—", "“", "”", "«", "©", "×", "€", "$", "%@", "."]
        let found = disagreements(alphabet: alphabet, count: 50_000, seed: 3)
        #expect(found.isEmpty, "\(found.count): \(found.prefix(20))")
    }

    /// (No accented letters: where two keys first differ by an accent and later by a letter of another
    /// script or a fullwidth form, Foundation decides by the accent, as it collates only the text around the
    /// first difference: `eΩ` before `è０`, `еЖ` before `ёе`; XcodeKeyOrder decides by the later letter, as the
    /// collation does. About 1 pair in 20,000 random keys mixing them differs so.)
    @Test func agreesWithFoundationOnOtherScripts() {
        let alphabet = ["a", "A", "e", "z", "α", "Ω", "ж", "Ж", "е", "ש", "ع", "あ", "ア", "が", "个", "人", "·", "「", "」",
                        "٣", "０", "Ａ", "æ", "1", " ", "-", "_"]
        let found = disagreements(alphabet: alphabet, count: 50_000, seed: 4)
        #expect(found.isEmpty, "\(found.count): \(found.prefix(20))")
    }

    @Test func insertedKeysGoToTheirSortedPlaceOrAfterTheirNearestPredecessor() {
        #expect(["a", "c", "item10"].inserting(["B", "item2", "_"]) { $0 } == ["_", "a", "B", "c", "item2", "item10"])
        // Keys in another order: each addition follows the greatest key that sorts before it (additions
        // included), or goes first.
        #expect(["m", "c", "x", "a"].inserting(["z", "b", "d", "n", "0", "y"]) { $0 } == ["0", "m", "n", "c", "d", "x", "y", "z", "a", "b"])
        #expect([String]().inserting(["b", "a"]) { $0 } == ["a", "b"])
        #expect(["a"].inserting([]) { $0 } == ["a"])
    }
}
