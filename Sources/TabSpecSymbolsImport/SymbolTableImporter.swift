import TabSpecCore
import TabSpecRuntime

/// The core of `tabspec symbols import`: builds a symbol table from the CoreGlyphs files of an Xcode or SF
/// Symbols app (`CoreGlyphs.bundle/Contents/Resources`).
///
/// - `name_availability.plist` (binary property list): `symbols` maps each name to a release key such as
///   `"2019"` or `"2023.2"`; `year_to_release` maps each release key to a dictionary of OS versions, of which
///   the `iOS` one (`"13.0"`) becomes the symbol's introducing version.
/// - `name_aliases.strings` (optional): `"old" = "current";` lines, as text (UTF-8 or UTF-16) or compiled to
///   a binary property list dictionary.
package enum SymbolTableImporter {
    /// The table of the availability plist and the optional aliases file, sorted; the result renders with
    /// `renderSwiftSource(provenance:)`, `renderSymbolsTSV()` and `renderAliasesTSV()`.
    ///
    /// Every name must match `^[a-z0-9]+(\.[a-z0-9]+)*$` (which also keeps the rendered Swift source safe);
    /// a rename of a name to itself is dropped; a repeated old name keeps its last rename. Errors are
    /// deterministic: symbols are checked in sorted order.
    package static func makeTable(
        availabilityPlist: [UInt8], aliases: [UInt8]?
    ) throws(SymbolImportError) -> ImportedSymbolTable {
        let entries = try readAvailability(availabilityPlist)
        let renames = try aliases.map { bytes throws(SymbolImportError) in try readAliases(bytes) } ?? []
        return ImportedSymbolTable(entries: entries, aliases: renames)
    }

    /// The symbols of `name_availability.plist`, sorted by name.
    static func readAvailability(_ bytes: [UInt8]) throws(SymbolImportError) -> [SymbolEntry] {
        let root: PropertyListValue
        do {
            root = try BinaryPropertyListReader.read(bytes)
        } catch {
            throw .availabilityFile(error)
        }
        let top = try dictionary(root, keyPath: "root")
        let symbols = try dictionary(try value(top, "symbols", keyPath: "symbols"), keyPath: "symbols")
        let releases = try dictionary(
            try value(top, "year_to_release", keyPath: "year_to_release"), keyPath: "year_to_release")
        guard !symbols.isEmpty else { throw .noSymbols }
        var versions: [String: IOSVersion] = [:]
        var entries: [SymbolEntry] = []
        entries.reserveCapacity(symbols.count)
        for name in symbols.keys.sorted(by: SymbolTable.bytewiseLess) {
            guard SymbolTable.isWellFormedName(name) else { throw .invalidSymbolName(name) }
            let year: String
            switch symbols[name] {
            case .string(let text): year = text
            case .integer(let number): year = String(number)
            case let other: throw .unexpectedType(keyPath: "symbols.\(name)", expected: "string", found: other?.typeName ?? "nothing")
            }
            if let known = versions[year] {
                entries.append(SymbolEntry(name: name, introduced: known))
                continue
            }
            guard let release = releases[year] else { throw .unknownRelease(symbol: name, year: year) }
            let keyPath = "year_to_release.\(year)"
            let platforms = try dictionary(release, keyPath: keyPath)
            guard let iOS = platforms["iOS"] else { throw .missingIOSRelease(year: year) }
            guard case .string(let text) = iOS else {
                throw .unexpectedType(keyPath: keyPath + ".iOS", expected: "string", found: iOS.typeName)
            }
            guard let version = IOSVersion(text) else { throw .invalidIOSVersion(year: year, text: text) }
            versions[year] = version
            entries.append(SymbolEntry(name: name, introduced: version))
        }
        return entries
    }

    /// The renames of `name_aliases.strings` (text or binary property list), in file order, without
    /// renames of a name to itself.
    static func readAliases(_ bytes: [UInt8]) throws(SymbolImportError) -> [SymbolAlias] {
        var pairs: [(key: String, value: String)] = []
        if bytes.starts(with: Array("bplist".utf8)) {
            let root: PropertyListValue
            do {
                root = try BinaryPropertyListReader.read(bytes)
            } catch {
                throw .aliasesPropertyList(error)
            }
            guard case .dictionary(let dictionary) = root else { throw .invalidAliasesPropertyList }
            for key in dictionary.keys.sorted(by: SymbolTable.bytewiseLess) {
                guard case .string(let value) = dictionary[key] else { throw .invalidAliasesPropertyList }
                pairs.append((key, value))
            }
        } else {
            do {
                pairs = try StringsFileParser.parse(bytes)
            } catch {
                throw .aliasesFile(error)
            }
        }
        var aliases: [SymbolAlias] = []
        for (old, current) in pairs where old != current {
            guard SymbolTable.isWellFormedName(old) else { throw .invalidAliasName(old) }
            guard SymbolTable.isWellFormedName(current) else { throw .invalidAliasName(current) }
            aliases.append(SymbolAlias(oldName: old, currentName: current))
        }
        return aliases
    }

    /// `value` as a dictionary, or an `unexpectedType` error naming `keyPath`.
    private static func dictionary(
        _ value: PropertyListValue, keyPath: String
    ) throws(SymbolImportError) -> [String: PropertyListValue] {
        guard case .dictionary(let dictionary) = value else {
            throw .unexpectedType(keyPath: keyPath, expected: "dictionary", found: value.typeName)
        }
        return dictionary
    }

    /// `dictionary[key]`, or a `missingKey` error naming `keyPath`.
    private static func value(
        _ dictionary: [String: PropertyListValue], _ key: String, keyPath: String
    ) throws(SymbolImportError) -> PropertyListValue {
        guard let value = dictionary[key] else { throw .missingKey(keyPath) }
        return value
    }
}
