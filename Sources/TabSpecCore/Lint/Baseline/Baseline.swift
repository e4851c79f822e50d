/// Known lint findings, recorded so that a later run reports only new ones (`--write-baseline` /
/// `--baseline`).
///
/// Each entry is keyed by file (as ``ReportPath`` normalizes it), rule id and the finding's
/// line-independent ``Fingerprinter`` fingerprint, with a count for identical findings. Language errors are
/// never recorded or filtered: they cannot be suppressed. The file is JSON, sorted, one finding per line so
/// that changes read well in a diff:
/// ```
/// {
///   "version": 1,
///   "findings": [
///     {"file": "Specs/Tab.tabspec", "rule": "low-contrast", "fingerprint": "3f1c0a9e5b7d2468", "count": 1, "message": "…"}
///   ]
/// }
/// ```
/// `message` is informational (the first such finding's message); matching ignores it.
package struct Baseline: Sendable, Hashable {
    /// One recorded finding (or several identical ones).
    package struct Entry: Sendable, Hashable {
        /// The file, as ``ReportPath`` normalizes it.
        package var file: String
        /// The rule id.
        package var rule: DiagnosticID
        /// The ``Fingerprinter`` fingerprint.
        package var fingerprint: String
        /// How many identical findings were recorded (≥ 1).
        package var count: Int
        /// The first such finding's message, for reviewers; not matched.
        package var message: String

        /// An entry with the given values.
        package init(file: String, rule: DiagnosticID, fingerprint: String, count: Int = 1, message: String = "") {
            self.file = file
            self.rule = rule
            self.fingerprint = fingerprint
            self.count = count
            self.message = message
        }
    }

    /// The only format version so far.
    package static let formatVersion = 1

    /// Entries sorted bytewise by file, rule and fingerprint; keys unique.
    package let entries: [Entry]

    /// A baseline of `entries` in any order; entries with the same key are merged (counts added, the first
    /// message kept).
    package init(entries: [Entry]) {
        var merged: [Key: Entry] = [:]
        var order: [Key] = []
        for entry in entries {
            let key = Key(file: entry.file, rule: entry.rule.rawValue, fingerprint: entry.fingerprint)
            if var existing = merged[key] {
                existing.count += entry.count
                merged[key] = existing
            } else {
                merged[key] = entry
                order.append(key)
            }
        }
        self.entries = order.sorted().compactMap { merged[$0] }
    }

    /// Every lint finding (not language errors) of `report`.
    package init(recording report: LintReport) {
        var entries: [Entry] = []
        for file in report.files {
            let fingerprinter = Fingerprinter(file: file)
            let path = ReportPath.normalized(file.source.path)
            for diagnostic in file.diagnostics where !diagnostic.id.isLanguageError {
                entries.append(Entry(file: path, rule: diagnostic.id, fingerprint: fingerprinter.fingerprint(of: diagnostic),
                                     message: diagnostic.message))
            }
        }
        self.init(entries: entries)
    }

    /// The number of recorded findings (counts added).
    package var findingCount: Int {
        entries.reduce(0) { $0 + $1.count }
    }

    /// `report` without the findings this baseline records (each entry matches at most `count` findings, in
    /// source order), and how many were removed.
    package func filtering(_ report: LintReport) -> (report: LintReport, matched: Int) {
        var remaining: [Key: Int] = [:]
        for entry in entries {
            remaining[Key(file: entry.file, rule: entry.rule.rawValue, fingerprint: entry.fingerprint)] = entry.count
        }
        var matched = 0
        var files: [FileReport] = []
        for file in report.files {
            let fingerprinter = Fingerprinter(file: file)
            let path = ReportPath.normalized(file.source.path)
            var kept: [Diagnostic] = []
            for diagnostic in file.diagnostics {
                if !diagnostic.id.isLanguageError {
                    let key = Key(file: path, rule: diagnostic.id.rawValue, fingerprint: fingerprinter.fingerprint(of: diagnostic))
                    if let count = remaining[key], count > 0 {
                        remaining[key] = count - 1
                        matched += 1
                        continue
                    }
                }
                kept.append(diagnostic)
            }
            var filtered = file
            filtered.diagnostics = kept
            files.append(filtered)
        }
        return (LintReport(files: files), matched)
    }

    /// How entries are matched and sorted.
    private struct Key: Hashable, Comparable {
        /// The normalized file path.
        var file: String
        /// The rule id.
        var rule: String
        /// The fingerprint.
        var fingerprint: String

        /// Bytewise order by file, then rule, then fingerprint.
        static func < (lhs: Key, rhs: Key) -> Bool {
            for (left, right) in [(lhs.file, rhs.file), (lhs.rule, rhs.rule), (lhs.fingerprint, rhs.fingerprint)] where left != right {
                return left.utf8.lexicographicallyPrecedes(right.utf8)
            }
            return false
        }
    }
}
