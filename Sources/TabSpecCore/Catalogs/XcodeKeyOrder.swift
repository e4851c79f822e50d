/// The order Xcode writes the keys of a String Catalog's objects in, without Foundation.
///
/// Xcode saves a catalog with JSONSerialization's `.sortedKeys`, which compares two keys with
/// `compare(_:options: [.numeric, .caseInsensitive, .forcedOrdering], range:, locale: .system)`: ICU's root
/// collation. Level by level: base characters (punctuation before symbols, digits, then letters; runs of
/// digits by their value: `item2` before `item10`), then accents, then case (`comment`, `Comment`,
/// `COMMENT`), then variants (fullwidth, superscript), then fewer leading zeros, then code units. The
/// weights of about 4,000 characters (Latin, Greek, Cyrillic, Hebrew, Arabic, punctuation, symbols, kana,
/// fullwidth forms) were measured from Foundation (`Scripts/generate-key-order-table.swift`); any other
/// character sorts by its general category, then its code point. Foundation collates only the text around
/// the first difference, so keys that first differ by an accent and later by a letter of another script can
/// sort otherwise there (`eΩ` before `è０`); XcodeKeyOrderTests measures the agreement.
package enum XcodeKeyOrder {
    /// Whether Xcode writes the key `lhs` before `rhs`.
    package static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        compare(lhs, rhs) < 0
    }

    /// -1, 0 or 1 as `lhs` sorts before, equal to (only when the strings have the same bytes: `é` and `e` +
    /// U+0301 are two keys, the forced order tells them apart) or after `rhs`.
    static func compare(_ lhs: String, _ rhs: String) -> Int {
        if lhs.utf8.elementsEqual(rhs.utf8) { return 0 }
        return compare(CollatedKey(lhs), CollatedKey(rhs))
    }

    /// ``compare(_:_:)`` of two keys whose sort keys are worked out already.
    static func compare(_ lhs: CollatedKey, _ rhs: CollatedKey) -> Int {
        if lhs.text.utf8.elementsEqual(rhs.text.utf8) { return 0 }
        for level in 0..<4 {
            let order = compareLevel(lhs.sortKey.elements, rhs.sortKey.elements, level: level)
            if order != 0 { return order }
        }
        if lhs.sortKey.digitRuns != rhs.sortKey.digitRuns {
            return lhs.sortKey.digitRuns.lexicographicallyPrecedes(rhs.sortKey.digitRuns) ? -1 : 1
        }
        return lhs.text.utf16.lexicographicallyPrecedes(rhs.text.utf16) ? -1 : 1
    }

    /// A key and its sort key, worked out once for comparing the key with many others (sorting a catalog's
    /// keys).
    struct CollatedKey {
        /// The key.
        let text: String
        /// Its collation elements.
        let sortKey: SortKey

        /// `text` with its sort key.
        init(_ text: String) {
            self.text = text
            sortKey = SortKey(text)
        }
    }

    /// The non-zero weights of one level of both keys, compared in order.
    private static func compareLevel(_ lhs: [Element], _ rhs: [Element], level: Int) -> Int {
        var left = lhs.lazy.map { $0.weight(level) }.filter { $0 != 0 }.makeIterator()
        var right = rhs.lazy.map { $0.weight(level) }.filter { $0 != 0 }.makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil): return 0
            case (nil, _): return -1
            case (_, nil): return 1
            case let (l?, r?) where l != r: return l < r ? -1 : 1
            default: continue
            }
        }
    }

    /// One collation element: a weight per level (0: none at that level).
    struct Element: Sendable {
        /// The base character's weight: its rank in the table, shifted left by 21 bits (room for the code
        /// point of a character the table does not list, placed after the last one of its category).
        var primary: UInt64
        /// The accent's weight.
        var secondary: UInt64
        /// The variant's weight (and case, among variants).
        var tertiary: UInt64
        /// Lowercase (1) before uppercase (2), compared over the whole key before ``tertiary`` (ICU's case
        /// level); 0 for an element without a primary weight.
        var letterCase: UInt64 = 0

        /// The weight of `level`: primary, secondary, case, tertiary.
        func weight(_ level: Int) -> UInt64 {
            switch level {
            case 0: primary
            case 1: secondary
            case 2: letterCase
            default: tertiary
            }
        }
    }

    /// The collation elements of a key and the lengths of its runs of digits.
    struct SortKey {
        /// The elements, in order.
        var elements: [Element] = []
        /// How many digits each run of digits has, leading zeros included.
        var digitRuns: [Int] = []

        /// The sort key of `text`.
        init(_ text: String) {
            let scalars = Array(text.unicodeScalars)
            let table = XcodeKeyOrder.table
            var index = 0
            while index < scalars.count {
                let scalar = scalars[index]
                if let digit = XcodeKeyOrder.decimalDigit(scalar) {
                    var digits = [digit]
                    index += 1
                    while index < scalars.count, let next = XcodeKeyOrder.decimalDigit(scalars[index]) {
                        digits.append(next)
                        index += 1
                    }
                    appendNumber(digits, band: table.numberBand)
                    continue
                }
                let letterCase: UInt64 = scalar.properties.isUppercase ? 2 : 1
                elements += table.elements(of: scalar).map { element in
                    var cased = element
                    if cased.primary != 0 { cased.letterCase = letterCase }
                    return cased
                }
                index += 1
            }
        }

        /// A run of digits as its value: the count of significant digits, then each digit.
        private mutating func appendNumber(_ digits: [UInt8], band: UInt64) {
            digitRuns.append(digits.count)
            let significant = digits.drop { $0 == 0 }
            let shown = significant.isEmpty ? [0] : Array(significant)
            elements.append(Element(primary: band | UInt64(min(shown.count, 0xFFFFF)), secondary: 1, tertiary: 1, letterCase: 1))
            for digit in shown {
                elements.append(Element(primary: band | 0x100000 | UInt64(digit), secondary: 1, tertiary: 1, letterCase: 1))
            }
        }
    }

    /// The value of a decimal digit (any script's), or `nil`.
    static func decimalDigit(_ scalar: Unicode.Scalar) -> UInt8? {
        if scalar.value < 0x80 { return (0x30...0x39).contains(scalar.value) ? UInt8(scalar.value - 0x30) : nil }
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return UInt8(value)
    }

    /// The measured weights, read once from ``embeddedWeightsText``.
    static let table = WeightTable(XcodeKeyOrder.embeddedWeightsText)
}
