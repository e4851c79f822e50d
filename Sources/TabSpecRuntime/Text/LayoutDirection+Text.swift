/// The direction of a text, from its first strong character.
extension LayoutDirection {
    /// The direction of `text`'s first strong character (the Unicode Bidirectional Algorithm's rule P2,
    /// simplified): the first letter, or left-to-right / right-to-left / Arabic letter mark, outside isolates
    /// (U+2066–U+2068 … U+2069). A letter of the Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic
    /// blocks, their presentation forms or the historic right-to-left blocks is right to left, any other
    /// letter left to right; `nil` when the text has no strong character (digits, punctuation, emoji only).
    package init?(firstStrongCharacterOf text: some StringProtocol) {
        var isolates = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x2066...0x2068:
                isolates += 1
                continue
            case 0x2069:
                isolates = max(0, isolates - 1)
                continue
            default:
                break
            }
            guard isolates == 0 else { continue }
            switch scalar.value {
            case 0x200E:
                self = .leftToRight
                return
            case 0x200F, 0x061C:
                self = .rightToLeft
                return
            default:
                guard TitleWidthEstimate.isLetter(scalar) else { continue }
                self = Self.isRightToLeftBlock(scalar.value) ? .rightToLeft : .leftToRight
                return
            }
        }
        return nil
    }

    /// Whether `value` lies in a block whose letters are right to left (Bidi_Class R or AL).
    static func isRightToLeftBlock(_ value: UInt32) -> Bool {
        switch value {
        case 0x0590...0x08FF,   // Hebrew, Arabic, Syriac, Arabic Supplement, Thaana, N'Ko, Samaritan, Mandaic, Arabic Extended
             0xFB1D...0xFDFF,   // Hebrew and Arabic presentation forms (A)
             0xFE70...0xFEFF,   // Arabic presentation forms B
             0x10800...0x10FFF, // historic right-to-left scripts, Hanifi Rohingya, Yezidi, Sogdian
             0x1E800...0x1EFFF: // Mende Kikakui, Adlam, Siyaq numbers, Arabic mathematical symbols
            true
        default:
            false
        }
    }
}
