/// The language codes a String Catalog names its languages by (`en`, `de`, `pt-BR`, `zh-Hans`): what
/// `tabspec strings --source-language` accepts.
extension StringCatalog {
    /// Whether `code` is a language code as Xcode writes one: two or three lowercase ASCII letters, then any
    /// number of `-` and one to eight ASCII letters or digits (`en`, `pt-BR`, `zh-Hans`, `es-419`).
    package static func isLanguageCode(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.utf8.count),
              language.utf8.allSatisfy({ (0x61...0x7A).contains($0) }) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.utf8.count) && part.utf8.allSatisfy { isASCIILetter($0) || (0x30...0x39).contains($0) }
        }
    }

    /// The language code `code` was probably meant to be: `_` written as `-` and the language in lowercase
    /// (`en_US` → `en-US`, `EN` → `en`), when that is a language code and differs from `code`.
    package static func suggestedLanguageCode(for code: String) -> String? {
        let parts = code.split(separator: "_", omittingEmptySubsequences: false).joined(separator: "-")
            .split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first else { return nil }
        let suggestion = ([first.lowercased()] + parts.dropFirst().map(String.init)).joined(separator: "-")
        return suggestion != code && isLanguageCode(suggestion) ? suggestion : nil
    }

    /// Whether `byte` is an ASCII letter.
    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
