/// Rendering an imported table as the embedded Swift source (`SymbolTable+Data.swift`) or as TSV.
extension ImportedSymbolTable {
    /// The default provenance line of `renderSwiftSource(provenance:)`, for tables made by
    /// `tabspec symbols import` from CoreGlyphs files.
    package static let importProvenance =
        "Source: Apple's CoreGlyphs.bundle (name_availability.plist, name_aliases.strings), via `tabspec symbols import`."

    /// The default provenance line for tables made from TSV files (`Scripts/generate-symbol-table.sh` gives
    /// the shared data's own).
    package static let tsvProvenance = "Source: symbols.tsv and aliases.tsv, via `tabspec symbols import`."

    /// The complete `SymbolTable+Data.swift` file for this table: a constant header (a summary, then
    /// `provenance` as comment lines, then how to regenerate) and two string literals with one `first second`
    /// line per symbol and per rename. Deterministic: same table and provenance, same bytes.
    ///
    /// `tabspec symbols import` is the one generator of the committed file, from CoreGlyphs files or from the
    /// TSV copies (`Scripts/generate-symbol-table.sh`).
    package func renderSwiftSource(provenance: String = Self.importProvenance) -> String {
        var out = "// GENERATED FILE, DO NOT EDIT: the SF Symbols table of the lint rules (`SymbolTable.builtIn`).\n"
        out += "//\n"
        let newest = newestVersion.map { ", newest introduced in iOS \($0)" } ?? ""
        out += "// \(entries.count) symbols\(newest); \(aliases.count) renames.\n"
        for line in Self.commentLines(provenance) {
            out += "// \(line)\n"
        }
        out += """
            //
            // Regenerate from TSV copies (`symbols.tsv`: name<TAB>introduced_ios, `aliases.tsv`: old<TAB>current):
            //     Scripts/generate-symbol-table.sh DIR_WITH_TSVS
            // or from the CoreGlyphs.bundle of Xcode or the SF Symbols app (binary plist, .strings):
            //     tabspec symbols import name_availability.plist name_aliases.strings -o Sources/TabSpecCore/generated/SymbolTable+Data.swift
            //
            // One `name version` line per symbol and one `old current` line per rename, sorted bytewise, in a string
            // literal that `SymbolTable.builtIn` parses once at first use (an array literal this size type-checks slowly).

            /// The embedded data of `SymbolTable.builtIn`.
            extension SymbolTable {
                /// Every SF Symbol name and the iOS version that introduced it, one `name version` line each.
                static let embeddedSymbolsText = \"\"\"

            """
        for entry in entries {
            out += "\(entry.name) \(entry.introduced)\n"
        }
        out += """
            \"\"\"

                /// Every renamed SF Symbol, one `old current` line each.
                static let embeddedAliasesText = \"\"\"

            """
        for alias in aliases {
            out += "\(alias.oldName) \(alias.currentName)\n"
        }
        out += "\"\"\"\n}\n"
        return out
    }

    /// The symbols in the format of the shared `symbols.tsv`: a `# name<TAB>introduced_ios` header, then one
    /// `name<TAB>version` line per symbol.
    package func renderSymbolsTSV() -> String {
        var out = "# name\tintroduced_ios\n"
        for entry in entries {
            out += "\(entry.name)\t\(entry.introduced)\n"
        }
        return out
    }

    /// The renames in the format of the shared `aliases.tsv`: a `# old_name<TAB>current_name` header, then one
    /// `old<TAB>current` line per rename.
    package func renderAliasesTSV() -> String {
        var out = "# old_name\tcurrent_name\n"
        for alias in aliases {
            out += "\(alias.oldName)\t\(alias.currentName)\n"
        }
        return out
    }

    /// `text` split into lines for a `//` comment, with control characters replaced by spaces and trailing
    /// spaces removed.
    private static func commentLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var cleaned = String.UnicodeScalarView()
            for scalar in line.unicodeScalars {
                cleaned.append(scalar.value < 0x20 || scalar.value == 0x7F ? " " : scalar)
            }
            var result = String(cleaned)
            while result.last == " " {
                result.removeLast()
            }
            return result
        }
    }
}
