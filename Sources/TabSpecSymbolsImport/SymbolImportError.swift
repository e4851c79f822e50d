import TabSpecCore

/// Why `tabspec symbols import` cannot build a table from the given files.
package enum SymbolImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The input file an error is about.
    package enum Input: Sendable, Equatable {
        /// `name_availability.plist`.
        case availability
        /// `name_aliases.strings`.
        case aliases
    }

    /// The availability file is not a readable binary property list.
    case availabilityFile(BinaryPropertyListError)
    /// The aliases file is not a readable `.strings` file.
    case aliasesFile(StringsFileError)
    /// The aliases file is a binary property list (a compiled `.strings`) that cannot be read.
    case aliasesPropertyList(BinaryPropertyListError)
    /// The availability file lacks `keyPath`, e.g. `year_to_release`.
    case missingKey(String)
    /// `keyPath` holds a `found` where a `expected` belongs (`expected`/`found`: `dictionary`, `string`, …).
    case unexpectedType(keyPath: String, expected: String, found: String)
    /// The availability file lists no symbols.
    case noSymbols
    /// A symbol name does not match `^[a-z0-9]+(\.[a-z0-9]+)*$`.
    case invalidSymbolName(String)
    /// A symbol's release year has no entry in `year_to_release`.
    case unknownRelease(symbol: String, year: String)
    /// `year_to_release` has no `iOS` version for `year`, which a symbol uses.
    case missingIOSRelease(year: String)
    /// The `iOS` version of `year` is not a version number.
    case invalidIOSVersion(year: String, text: String)
    /// A rename in the aliases file has a name that does not match `^[a-z0-9]+(\.[a-z0-9]+)*$`.
    case invalidAliasName(String)
    /// The aliases file is a property list whose root is not a dictionary of strings.
    case invalidAliasesPropertyList
    /// A line of a TSV input (`symbols.tsv`: the availability input; `aliases.tsv`) is malformed.
    case invalidTSVLine(Input, line: Int, String)

    /// The file the error is about, for the CLI to name in its message.
    package var input: Input {
        switch self {
        case .aliasesFile, .aliasesPropertyList, .invalidAliasName, .invalidAliasesPropertyList: .aliases
        case let .invalidTSVLine(input, _, _): input
        default: .availability
        }
    }

    /// A lowercase message without trailing period; the CLI prefixes the path of `input`.
    package var description: String {
        switch self {
        case .availabilityFile(let error):
            error.description
        case .aliasesFile(let error):
            error.description
        case .aliasesPropertyList(let error):
            error.description
        case .missingKey(let keyPath):
            "missing key '\(keyPath)'"
        case .unexpectedType(let keyPath, let expected, let found):
            "'\(keyPath)' has type \(found), expected \(expected)"
        case .noSymbols:
            "no symbols in 'symbols'"
        case .invalidSymbolName(let name):
            "symbol name '\(name)' does not match ^[a-z0-9]+(\\.[a-z0-9]+)*$"
        case .unknownRelease(let symbol, let year):
            "symbol '\(symbol)' has release '\(year)', which 'year_to_release' does not list"
        case .missingIOSRelease(let year):
            "'year_to_release' has no 'iOS' version for '\(year)'"
        case .invalidIOSVersion(let year, let text):
            "'year_to_release' gives '\(year)' the iOS version '\(text)', expected a version like '17.2'"
        case .invalidAliasName(let name):
            "renamed symbol name '\(name)' does not match ^[a-z0-9]+(\\.[a-z0-9]+)*$"
        case .invalidAliasesPropertyList:
            "expected a dictionary of strings (old name → current name)"
        case let .invalidTSVLine(_, line, message):
            "line \(line): \(message)"
        }
    }
}
