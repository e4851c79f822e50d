/// `tabspec strings` (localization.md): the keys of the specs' localized tab bars brought into one String
/// Catalog, as bytes in and bytes out.
///
/// The catalog `Tabs.xcstrings` is the table `Tabs`: it gets the keys of the tab bars localized with
/// `table: "Tabs"` (their own block, else their spec's `compile { localization }`, else the configuration
/// file's), and only those; the keys of tab bars in other tables are counted as skipped. The owned prefixes
/// (`<TabBar>.`, for marking removed tabs' default keys `stale`) are those tab bars' names.
extension Compiler {
    /// The keys of one table that a `strings` run left out because they belong to another catalog.
    package struct SkippedKeys: Sendable, Equatable {
        /// The table the keys belong to (`Localizable`).
        package var table: String
        /// How many distinct keys.
        package var count: Int

        /// `count` keys of `table`.
        package init(table: String, count: Int) {
            self.table = table
            self.count = count
        }
    }

    /// What `strings` made of the specs and the catalog.
    package struct StringsOutcome: Sendable {
        /// The specs' diagnostics, one file each (with a `catalog-key-owned-by-app` error at each use of a key
        /// whose entry is the app's), then the catalog's `invalid-catalog` error when it cannot be read, or its
        /// `irregular-catalog-layout` error when its changes cannot be written in its layout (as one more file).
        package var report: LintReport
        /// The table the catalog holds: its file name without `.xcstrings`.
        package var table: String
        /// The catalog after the update: a new one in Xcode's layout, an existing one in its own layout (its
        /// bytes when nothing changed), or in Xcode's when reformatting; `nil` when the specs or the catalog
        /// have an error (nothing is written). Keys owned by the app do not keep it from being written.
        package var catalog: [UInt8]?
        /// Whether ``catalog`` is an existing catalog rewritten in Xcode's layout from another one.
        package var reformatted = false
        /// Whether there was no catalog before (it is created).
        package var creates: Bool
        /// What the update did to the keys.
        package var summary: StringCatalog.UpdateSummary
        /// The keys of the inputs' other tables, by table name in byte order.
        package var skipped: [SkippedKeys]

        /// The parenthesised account of a summary line: `4 keys added, 1 updated, 2 unchanged, 1 translation
        /// marked needs_review, 1 key marked stale`; zero counts are left out (`0 keys added` when all are zero).
        package var changes: String {
            let keys = Compiler.tally("key", [(summary.added, "added"), (summary.updated, "updated"), (summary.unchanged, "unchanged")])
            var parts = [keys]
            if summary.markedNeedsReview > 0 { parts.append("\(Wording.count(summary.markedNeedsReview, "translation")) marked needs_review") }
            if summary.markedStale > 0 { parts.append("\(Wording.count(summary.markedStale, "key")) marked stale") }
            if !summary.ownedByApp.isEmpty { parts.append("\(Wording.count(summary.ownedByApp.count, "key")) owned by the app left alone") }
            return parts.joined(separator: ", ")
        }

        /// What a summary line says of the skipped keys: `; 2 keys of table 'Localizable' skipped`, or nothing.
        package var skippedPhrase: String {
            skipped.map { "; \(Wording.count($0.count, "key")) of table '\($0.table)' skipped" }.joined()
        }
    }

    /// Why `strings` cannot run at all (a usage error: nothing is read further, nothing written).
    package enum StringsFailure: Error, Sendable, Equatable {
        /// `--source-language` names another language than the existing catalog's `sourceLanguage` (the message).
        case sourceLanguageConflict(String)
        /// The catalog's path does not end in `.xcstrings` (the message).
        case notAStringCatalog(String)
    }

    /// The table a String Catalog at `path` holds (`Tabs` for `Resources/Tabs.xcstrings`), or `nil` when the
    /// file name does not end in `.xcstrings` or has nothing before it.
    package static func catalogTable(ofPath path: String) -> String? {
        let name = OutputFileName.lastPathComponent(path)
        guard name.hasSuffix(".xcstrings"), name.count > ".xcstrings".count else { return nil }
        return String(name.dropLast(".xcstrings".count))
    }

    /// `strings`: analyses each spec (with `configured`, its configuration file's `compile` settings), reads
    /// `existing` (the bytes of the catalog at `catalogPath`, `nil` when there is no such file) and brings it
    /// in step with every key of the table ``catalogTable(ofPath:)`` names. A new catalog's `sourceLanguage`
    /// is `sourceLanguage`, else `en`; an existing one keeps its own, and a different `sourceLanguage` is
    /// ``StringsFailure/sourceLanguageConflict(_:)``. An existing catalog keeps its layout
    /// (``StringCatalog/rendered(into:readAs:path:)``) unless `reformat` asks for Xcode's. A spec with errors,
    /// an unreadable catalog, one key with two source texts in two specs or a layout that cannot be kept leaves
    /// ``StringsOutcome/catalog`` `nil`; a key whose entry is the app's is an error at each of its uses that
    /// leaves the entry as it is and the rest written.
    package func strings(_ specs: [(source: SourceFile, configured: CompileSettings)], catalogPath: String, existing: [UInt8]?,
                         sourceLanguage: String? = nil, reformat: Bool = false) throws(StringsFailure) -> StringsOutcome {
        guard let table = Self.catalogTable(ofPath: catalogPath) else {
            throw .notAStringCatalog("'\(catalogPath)' is not a String Catalog; give a file named '<table>.xcstrings'")
        }
        var catalog: StringCatalog?
        var catalogError: CatalogError?
        if let existing {
            do throws(CatalogError) {
                catalog = try StringCatalog(parsing: existing, path: catalogPath)
            } catch {
                catalogError = error
            }
        }
        if let catalog, let sourceLanguage, sourceLanguage != catalog.sourceLanguage {
            throw .sourceLanguageConflict("'--source-language \(sourceLanguage)' differs from the sourceLanguage '\(catalog.sourceLanguage)' of '\(catalogPath)'; "
                + "leave the option out (an existing catalog keeps its source language) or change the catalog in Xcode")
        }
        var keys = CatalogKeys(table: table)
        var files: [FileReport] = []
        var hasErrors = catalogError != nil
        for spec in specs {
            let document = analyze(spec.source, keeping: .none)
            var diagnostics = document.diagnostics
            if document.hasErrors {
                hasErrors = true
            } else {
                let conflicts = keys.collect(document, configured: spec.configured.localization, file: files.count)
                if !conflicts.isEmpty { hasErrors = true }
                diagnostics += conflicts
            }
            files.append(FileReport(source: spec.source, diagnostics: diagnostics))
        }
        if let catalogError { files.append(catalogError.fileReport) }
        let (updated, summary) = StringCatalog.updating(catalog, sourceLanguage: sourceLanguage ?? "en", with: keys.owned,
                                                        ownedPrefixes: keys.prefixes)
        let skipped = keys.skipped.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            .map { SkippedKeys(table: $0, count: keys.skipped[$0]?.count ?? 0) }
        var outcome = StringsOutcome(report: LintReport(files: files), table: table, catalog: nil, creates: existing == nil,
                                     summary: StringCatalog.UpdateSummary(), skipped: skipped)
        guard !hasErrors else { return outcome }
        for appKey in summary.ownedByApp {
            for use in keys.uses[appKey.key] ?? [] {
                outcome.report.files[use.file].diagnostics.append(.catalogKeyOwnedByApp(
                    Diagnostic.excerpt(appKey.key), reason: appKey.reason, catalog: catalogPath, language: updated.sourceLanguage,
                    text: use.text, at: use.range))
            }
        }
        guard let catalog, let existing else {
            outcome.catalog = updated.rendered()
            outcome.summary = summary
            return outcome
        }
        if reformat {
            outcome.catalog = updated.rendered()
            outcome.reformatted = existing != catalog.rendered()
        } else if updated == catalog {
            outcome.catalog = existing
        } else {
            do throws(CatalogError) {
                outcome.catalog = try updated.rendered(into: existing, readAs: catalog, path: catalogPath)
            } catch {
                outcome.report.files.append(error.fileReport)
                return outcome
            }
        }
        outcome.summary = summary
        return outcome
    }
}

/// The keys of one catalog's table gathered from the specs of a `strings` run, in input order.
private struct CatalogKeys {
    /// The catalog's table.
    let table: String
    /// Each distinct key of the table with its text and comment, in the order first met.
    var owned: [StringCatalog.OwnedKey] = []
    /// `<TabBar>.` of each tab bar in the table.
    var prefixes: [String] = []
    /// The distinct keys of each other table (only counted; hash order never reaches output).
    var skipped: [String: Set<String>] = [:]
    /// Where each key of the table was first met: its spec and tab bar, and the text.
    private var firstUses: [String: (path: String, tabBar: TabBarSpec, text: LocalizedText)] = [:]
    /// Every use of each key of the table: the index of its spec among the inputs, the text and where the
    /// spec writes it (``TabBarSpec/range(of:)``).
    private(set) var uses: [String: [(file: Int, text: LocalizedText, range: SourceRange)]] = [:]

    /// An empty gathering for `table`.
    init(table: String) {
        self.table = table
    }

    /// Adds the keys of `document`'s localized tab bars (a bar's own block, else the spec's `compile` block,
    /// else `configured`), the spec being input number `file`; returns a `conflicting-localization-key` error
    /// for each key this spec gives another source text than an earlier spec did (one spec's own conflicts are
    /// its language errors).
    mutating func collect(_ document: SpecDocument, configured: TabBarLocalization?, file: Int) -> [Diagnostic] {
        var conflicts: [Diagnostic] = []
        for bar in document.tabBars {
            guard let localization = bar.localization ?? document.compile.localization ?? configured else { continue }
            guard localization.table == table else {
                skipped[localization.table, default: []].formUnion(bar.localizedTexts.map(\.key))
                continue
            }
            prefixes.append(bar.name + ".")
            for text in bar.localizedTexts {
                uses[text.key, default: []].append((file, text, bar.range(of: text)))
                guard let first = firstUses[text.key] else {
                    firstUses[text.key] = (document.source.path, bar, text)
                    owned.append(StringCatalog.OwnedKey(key: text.key, sourceText: text.text, comment: bar.catalogComment(for: text)))
                    continue
                }
                guard first.text.text != text.text else { continue }
                let other = first.tabBar.describe(first.text, namingTabBar: true) + " of '\(first.path)'"
                conflicts.append(.conflictingLocalizationKey(
                    Diagnostic.excerpt(text.key), text: Diagnostic.excerpt(text.text), otherText: Diagnostic.excerpt(first.text.text),
                    at: bar.range(of: text), other: other, otherRange: nil))
            }
        }
        return conflicts
    }
}
