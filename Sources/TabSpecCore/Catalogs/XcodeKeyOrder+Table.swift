extension XcodeKeyOrder {
    /// The measured collation elements of the table's characters, and where every other character goes.
    struct WeightTable: Sendable {
        /// The elements of each listed character (hash order never reaches output: only looked up).
        private var elements: [UInt32: [Element]] = [:]
        /// The primary weight of the last listed character of each class; an unlisted character of that class
        /// sorts right after it, by code point.
        private var anchors: [CategoryClass: UInt64] = [:]
        /// The primary weights of numbers: the band of the digit `0`.
        private(set) var numberBand: UInt64 = 0

        /// The table of `text`: a `HEX p.s.t p.s.t…` line per character.
        init(_ text: String) {
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: " ")
                guard let first = fields.first, let code = UInt32(first, radix: 16), let scalar = Unicode.Scalar(code) else { continue }
                let parsed = fields.dropFirst().compactMap(Self.element)
                guard parsed.count == fields.count - 1, !parsed.isEmpty else { continue }
                elements[code] = parsed
                if parsed.count == 1, let rank = parsed.first?.primary, rank != 0 {
                    let category = CategoryClass(scalar)
                    anchors[category] = max(anchors[category] ?? 0, rank)
                }
            }
            numberBand = elements[0x30]?.first?.primary ?? 0
            anchors[.letter] = anchors.values.max() ?? 0
        }

        /// `p.s.t` as an element (the primary shifted into place).
        private static func element(_ field: Substring) -> Element? {
            let parts = field.split(separator: ".")
            guard parts.count == 3, let primary = UInt64(parts[0]), let secondary = UInt64(parts[1]),
                  let tertiary = UInt64(parts[2]) else { return nil }
            return Element(primary: primary << 21, secondary: secondary, tertiary: tertiary)
        }

        /// The elements of one character that is not a digit.
        func elements(of scalar: Unicode.Scalar) -> [Element] {
            if let known = elements[scalar.value] { return known }
            let properties = scalar.properties
            switch properties.generalCategory {
            case .control, .format, .surrogate, .unassigned, .privateUse, .lineSeparator, .paragraphSeparator:
                return []
            case .nonspacingMark, .spacingMark, .enclosingMark:
                return [Element(primary: 0, secondary: 1000, tertiary: 1)]
            default:
                var base = scalar
                var tertiary: UInt64 = 1
                let lower = properties.lowercaseMapping.unicodeScalars
                if lower.count == 1, let only = lower.first, only != scalar {
                    base = only
                    tertiary = 2
                }
                if let known = elements[base.value], known.count == 1, let first = known.first {
                    return [Element(primary: first.primary, secondary: first.secondary, tertiary: first.tertiary + tertiary)]
                }
                let anchor = anchors[CategoryClass(base)] ?? anchors[.letter] ?? 0
                return [Element(primary: anchor | UInt64(base.value), secondary: 1, tertiary: tertiary)]
            }
        }
    }

    /// The groups of characters the collation orders before one another: spaces, punctuation, symbols,
    /// math, currency, then letters and everything else.
    enum CategoryClass: Hashable, Sendable {
        /// Space separators.
        case space
        /// Every kind of punctuation.
        case punctuation
        /// Modifier and other symbols, numbers that are not digits.
        case symbol
        /// Math symbols.
        case math
        /// Currency symbols.
        case currency
        /// Letters, marks and everything else.
        case letter

        /// The class of `scalar`'s general category.
        init(_ scalar: Unicode.Scalar) {
            switch scalar.properties.generalCategory {
            case .spaceSeparator: self = .space
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
                 .finalPunctuation, .otherPunctuation: self = .punctuation
            case .modifierSymbol, .otherSymbol, .otherNumber, .letterNumber: self = .symbol
            case .mathSymbol: self = .math
            case .currencySymbol: self = .currency
            default: self = .letter
            }
        }
    }
}
