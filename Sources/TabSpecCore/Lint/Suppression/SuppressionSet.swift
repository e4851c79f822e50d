/// The suppression comments of one file, applied to its lint findings, with the bookkeeping that finds
/// unused ones (`unused-suppression`).
///
/// A finding is silenced when its start line is covered by a directive naming its rule or `all`. Language
/// errors are never silenced. Looking a finding up is O(1) plus the directives on its line, so a file with
/// many suppressions stays linear.
struct SuppressionSet: Sendable {
    /// One name of one directive and whether it silenced anything.
    struct Entry: Sendable {
        /// The directive's index in ``directives``.
        var directive: Int
        /// The name as written.
        var name: SuppressionDirective.Name
        /// Whether it silenced a finding.
        var used = false
    }

    /// The valid directives, in source order.
    private(set) var directives: [SuppressionDirective] = []
    /// `tabspec:` comments with an unknown directive.
    private(set) var unknownDirectives: [(word: String, range: SourceRange)] = []
    /// Every name of every directive, in source order.
    private(set) var entries: [Entry] = []
    /// Entries of `disable-next-line` directives by the line they cover.
    private var nextLineEntries: [Int: [Int]] = [:]
    /// The first line each name is disabled from by a `disable` directive.
    private var restOfFileStart: [String: Int] = [:]
    /// The last line on which a `disable` directive's name silenced a finding.
    private var restOfFileLastUse: [String: Int] = [:]
    /// The file the comments are in.
    private let source: SourceFile

    /// Reads the directives from `comments` (line comments only).
    init(comments: [SyntaxComment], source: SourceFile) {
        self.source = source
        for comment in comments where comment.isLine {
            switch SuppressionDirective.parse(comment, in: source) {
            case .none:
                continue
            case let .unknown(word, range):
                unknownDirectives.append((word, range))
            case let .directive(directive):
                let index = directives.count
                directives.append(directive)
                for name in directive.names {
                    let entry = entries.count
                    entries.append(Entry(directive: index, name: name))
                    switch directive.scope {
                    case let .nextLine(line?):
                        nextLineEntries[line, default: []].append(entry)
                    case .nextLine(nil):
                        break
                    case let .restOfFile(from):
                        restOfFileStart[name.text] = min(restOfFileStart[name.text] ?? from, from)
                    }
                }
            }
        }
    }

    /// Whether the file has no `tabspec:` comments at all.
    var isEmpty: Bool { directives.isEmpty && unknownDirectives.isEmpty }

    /// Removes the lint findings a directive silences (language errors always stay) and records which
    /// directives were used.
    mutating func filter(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !directives.isEmpty else { return diagnostics }
        return diagnostics.filter { !silence($0) }
    }

    /// Whether a directive silences `diagnostic`; marks the directives that do as used.
    private mutating func silence(_ diagnostic: Diagnostic) -> Bool {
        guard !diagnostic.id.isLanguageError else { return false }
        let line = source.lineIndex(of: diagnostic.range.start) + 1
        let id = diagnostic.id.rawValue
        var silenced = false
        for entry in nextLineEntries[line] ?? [] where entries[entry].name.text == id || entries[entry].name.text == "all" {
            entries[entry].used = true
            silenced = true
        }
        for name in [id, "all"] {
            if let start = restOfFileStart[name], start <= line {
                restOfFileLastUse[name] = max(restOfFileLastUse[name] ?? line, line)
                silenced = true
            }
        }
        return silenced
    }

    /// Whether entry `index` silenced anything so far.
    private func isUsed(_ index: Int) -> Bool {
        let entry = entries[index]
        if entry.used { return true }
        guard case let .restOfFile(from) = directives[entry.directive].scope else { return false }
        return (restOfFileLastUse[entry.name.text] ?? Int.min) >= from
    }

    /// Silences what the directives cover in `findings` (lint findings of every rule, language errors
    /// included and kept), then adds `unused-suppression` findings with `severity` (`nil`: the rule is off).
    ///
    /// - `complete`: whether every tab bar was linted (no language errors), so "silences nothing" is known.
    ///   Unknown names and directives are reported either way.
    /// - Names of rules in `disabledRules` are never reported as unused (the configuration turned them off).
    /// - `unused-suppression` findings can themselves be silenced (by a directive naming `unused-suppression`
    ///   or `all`); such directives are judged last.
    mutating func apply(
        to findings: [Diagnostic],
        unusedSeverity severity: Severity?,
        complete: Bool,
        disabledRules: Set<DiagnosticID>
    ) -> [Diagnostic] {
        guard !isEmpty else { return findings }
        var result = filter(findings)
        guard let severity else { return result }
        let selfReferential: Set<String> = [DiagnosticID.unusedSuppression.rawValue, "all"]

        var unused: [LintFinding] = unknownDirectives.map { UnusedSuppressionRule.unknownDirective($0.word, at: $0.range) }
        for directive in directives where directive.names.isEmpty {
            unused.append(UnusedSuppressionRule.noNames(source.text(in: directive.directive), at: directive.directive))
        }
        var deferred: [Int] = []
        for index in entries.indices {
            let name = entries[index].name
            if name.text != "all", !RuleRegistry.ids.contains(DiagnosticID(name.text)) {
                unused.append(UnusedSuppressionRule.unknownRule(name, in: directives[entries[index].directive], source: source))
            } else if selfReferential.contains(name.text) {
                deferred.append(index)
            } else if complete, !disabledRules.contains(DiagnosticID(name.text)), !isUsed(index) {
                unused.append(UnusedSuppressionRule.unused(name, in: directives[entries[index].directive], source: source))
            }
        }
        var extra = unused.map { Self.diagnostic($0, severity: severity) }
        extra = filter(extra)
        if complete {
            for index in deferred where !isUsed(index) {
                let finding = UnusedSuppressionRule.unused(entries[index].name, in: directives[entries[index].directive], source: source)
                extra.append(Self.diagnostic(finding, severity: severity))
            }
        }
        result += extra
        return result
    }

    /// An `unused-suppression` diagnostic from a finding.
    private static func diagnostic(_ finding: LintFinding, severity: Severity) -> Diagnostic {
        Diagnostic(id: .unusedSuppression, severity: severity, message: finding.message, range: finding.range,
                   notes: finding.notes, fixIts: finding.fixIts)
    }
}
