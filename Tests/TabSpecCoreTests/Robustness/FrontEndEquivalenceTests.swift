import Foundation
import Testing
@testable import TabSpecCore

/// The new front end (``FrontEnd``: one lex, one parse, one check) gives what the old one (`SpecDocument`
/// over `SpecAnalysis`) gives — the same `[TabBarSpec]`, comments and diagnostics (id, range, message,
/// notes, Fix-Its) — on every spec of the repository and every generated robustness input, except where one
/// of the listed ``ExactnessChange``s applies to the file.
@Suite("Front end equivalence")
struct FrontEndEquivalenceTests {
    /// The outcome of comparing both front ends on one input.
    enum Outcome: Equatable {
        case identical
        /// Different, in a file that one of these changes applies to.
        case explained([ExactnessChange])
        case unexplained(String)
    }

    static func compare(_ bytes: [UInt8]) -> Outcome {
        let source = SourceFile(path: "input.tabspec", bytes: bytes)
        let old = SpecDocument(source: source)
        let new = FrontEnd.analyze(source)
        if old.tabBars == new.tabBars, old.compile == new.compile, old.comments == new.tree.comments, old.diagnostics == new.diagnostics { return .identical }
        let changes = ExactnessChange.allCases.filter { applies($0, old: old, new: new) }
        if old.diagnostics.isEmpty, !changes.contains(.numberTooLarge) {
            return .unexplained("a valid file differs")
        }
        var expected = old.diagnostics
        var actual = new.diagnostics
        if changes.contains(.overlappingFixIts) || changes.contains(.errorLimit) {
            // Each new Fix-It was the old diagnostic's: some were dropped, none added.
            for diagnostic in actual where !diagnostic.fixIts.isEmpty {
                let same = expected.first { $0.id == diagnostic.id && $0.range == diagnostic.range }
                if let same, !diagnostic.fixIts.allSatisfy({ fixIt in same.fixIts.contains { $0.edits == fixIt.edits } }) {
                    return .unexplained("a Fix-It that was not there before")
                }
            }
            expected = expected.map(withoutFixIts)
            actual = actual.map(withoutFixIts)
        }
        if changes.contains(.errorLimit) { expected = Diagnostic.fileReport(expected) }
        if old.tabBars == new.tabBars, old.compile == new.compile, old.comments == new.tree.comments, sameButShortened(actual, expected) { return .explained(changes) }
        let structural = changes.filter { ![.quotedTextLength, .overlappingFixIts, .errorLimit].contains($0) }
        guard !structural.isEmpty else {
            return .unexplained(describe(old.diagnostics, new.diagnostics, source: source, specsEqual: old.tabBars == new.tabBars))
        }
        return .explained(structural)
    }

    @Test func everyDifferenceIsAListedExactnessChange() {
        var counts: [ExactnessChange: Int] = [:]
        var identical = 0
        var unexplained: [String] = []
        let inputs = EquivalenceCorpus.all
        for input in inputs {
            switch Self.compare(input.bytes) {
            case .identical: identical += 1
            case let .explained(changes): changes.forEach { counts[$0, default: 0] += 1 }
            case let .unexplained(why): unexplained.append("\(input.name): \(why)")
            }
        }
        #expect(unexplained.isEmpty, Comment(rawValue: "\(unexplained.count) unexplained:\n" + unexplained.prefix(15).joined(separator: "\n")))
        // Most inputs are broken on purpose; still, most must give exactly what they gave before.
        #expect(identical * 3 > inputs.count * 2, Comment(rawValue: "identical: \(identical) of \(inputs.count); \(counts)"))
    }

    /// With `TABSPEC_RECORD_FRONT_END=1`, writes ``FrontEndOutcomes``: this comparison, kept for when the old
    /// front end is gone.
    @Test func recordTheOutcomes() throws {
        guard ProcessInfo.processInfo.environment["TABSPEC_RECORD_FRONT_END"] == "1" else { return }
        var lines = ["# input\tinput digest\told front end\tnew front end\toutcome (identical, or the listed exactness changes)"]
        for input in EquivalenceCorpus.all {
            let source = SourceFile(path: "input.tabspec", bytes: input.bytes)
            let old = SpecDocument(source: source)
            let new = FrontEnd.analyze(source)
            let outcome = switch Self.compare(input.bytes) {
            case .identical: "identical"
            case let .explained(changes): changes.map(\.rawValue).joined(separator: "+")
            case let .unexplained(why): "UNEXPLAINED " + why
            }
            lines.append([input.name, FrontEndOutcomes.digest(input.bytes),
                          FrontEndOutcomes.digest(tabBars: old.tabBars, compile: old.compile, comments: old.comments, diagnostics: old.diagnostics),
                          FrontEndOutcomes.digest(tabBars: new.tabBars, compile: new.compile, comments: new.tree.comments, diagnostics: new.diagnostics),
                          outcome].joined(separator: "\t"))
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: FrontEndOutcomes.path, atomically: true, encoding: .utf8)
    }

    @Test func theBundledSpecsAndFixturesAreIdentical() {
        for input in EquivalenceCorpus.files where !input.name.contains("FuzzRegressions") {
            #expect(Self.compare(input.bytes) == .identical, Comment(rawValue: input.name))
        }
    }

    // MARK: When a change applies

    static func applies(_ change: ExactnessChange, old: SpecDocument, new: FrontEnd.Spec) -> Bool {
        let tree = new.tree
        let tokens = tree.tokens
        let nodes = (0..<tree.nodes.count).map(SyntaxTree.NodeIndex.init)
        switch change {
        case .quotedTextLength:
            return new.diagnostics.contains { $0.message.contains("…") && $0.message.count >= Diagnostic.excerptLength }
        case .overlappingFixIts:
            let edits = old.diagnostics.flatMap { $0.fixIts.flatMap(\.edits) }.map(\.range)
            return edits.indices.contains { first in edits.indices.contains { $0 != first && conflict(edits[first], edits[$0]) } }
        case .errorLimit:
            return old.diagnostics.count { $0.severity == .error } > Diagnostic.errorLimit
        case .valuesAfterMissingColon:
            // The old parser looked past a string or number after a key to see whether a block name came: a
            // string, number or percentage there overwrote the value it had decoded.
            return nodes.contains { node in
                guard tree.kind(node) == .property, tree.colon(node) == nil else { return false }
                let values = tree.values(node)
                guard values.count >= 2 else { return false }
                let first = tokens.kind(values[0])
                let second = tokens.kind(values[1])
                if first == .string, second == .string { return tokens.string(values[0]) != tokens.string(values[1]) }
                if first == .number, second == .number || second == .percentage { return tokens.number(values[0]) != tokens.number(values[1]) }
                return false
            }
        case .numberTooLarge:
            return (0..<tokens.count).contains { [.number, .percentage].contains(tokens.kind(TokenIndex($0))) && !tokens.number(TokenIndex($0)).isFinite }
        case .blockName:
            // A name that is not one identifier, or a tab id that had no suggestion.
            return nodes.contains { tree.kind($0) == .block && !tree.nameTokens($0).isEmpty && !tree.hasPlainName($0) }
                || old.diagnostics.contains { $0.id == .invalidIdentifier && $0.fixIts.isEmpty && $0.message.hasPrefix("tab id") }
        case .dottedName:
            return (0..<tokens.count).contains { tokens.problem(TokenIndex($0)) == .dottedName }
        case .paletteReferences:
            // An unknown color inside a palette (it may name a later entry, or suggest one), or one naming a
            // palette entry (whose definition failed).
            let palettes = nodes.filter { tree.kind($0) == .block && tokens.text(tree.token($0)) == "palette" }
            let names = palettes.flatMap { tree.entries(of: $0).filter { tree.kind($0) == .property }.map { tokens.text(tree.key($0)) } }
            return old.diagnostics.contains { diagnostic in
                guard diagnostic.id == .unknownColor else { return false }
                return palettes.contains { tree.range($0).start <= diagnostic.range.start && diagnostic.range.start < tree.range($0).end }
                    || names.contains { diagnostic.message.hasPrefix("unknown color '\($0)'") }
            }
        case .colorVariants:
            return old.diagnostics.contains { $0.message.contains("after a color, found '|'") || $0.message.contains("after a color, found '@'") }
        case .indentationRecovery:
            var parser = Parser(source: old.source, usesIndentation: false)
            while parser.nextTopLevelEntry() != nil {}
            return parser.reportedUnterminatedAtEnd != tokens.hasUnclosedBrace
        }
    }

    // MARK: Normalising

    /// Whether `new` is `old` with quoted source text shortened: each '…' of `new` that `old` lacks stands for
    /// a longer run of `old`.
    static func matchesShortened(_ new: String, _ old: String) -> Bool {
        if new == old { return true }
        guard let ellipsis = new.firstIndex(of: "…") else { return false }
        let prefix = new[..<ellipsis]
        let suffix = new[new.index(after: ellipsis)...]
        guard old.hasPrefix(prefix) else { return false }
        var rest = old.dropFirst(prefix.count)
        while !rest.isEmpty {
            rest = rest.dropFirst()
            if matchesShortened(String(suffix), String(rest)) { return true }
        }
        return false
    }

    /// Whether two diagnostics are the same but for quoted text shortened in `new`'s messages.
    static func sameButShortened(_ new: Diagnostic, _ old: Diagnostic) -> Bool {
        new.id == old.id && new.range == old.range && new.severity == old.severity && new.notes == old.notes
            && matchesShortened(new.message, old.message) && new.fixIts.count == old.fixIts.count
            && zip(new.fixIts, old.fixIts).allSatisfy { $0.edits == $1.edits && matchesShortened($0.message, $1.message) }
    }

    /// Whether the diagnostic lists are the same but for quoted text shortened in `new`'s messages.
    static func sameButShortened(_ new: [Diagnostic], _ old: [Diagnostic]) -> Bool {
        new.count == old.count && zip(new, old).allSatisfy(sameButShortened)
    }

    static func withoutFixIts(_ diagnostic: Diagnostic) -> Diagnostic {
        var result = diagnostic
        result.fixIts = []
        return result
    }

    static func conflict(_ lhs: SourceRange, _ rhs: SourceRange) -> Bool {
        if lhs.length == 0 || rhs.length == 0 { return lhs.start <= rhs.end && rhs.start <= lhs.end }
        return lhs.start < rhs.end && rhs.start < lhs.end
    }

    /// The first lines that differ, for a failure message.
    static func describe(_ old: [Diagnostic], _ new: [Diagnostic], source: SourceFile, specsEqual: Bool) -> String {
        func line(_ diagnostic: Diagnostic) -> String {
            "\(diagnostic.id) \(source.location(of: diagnostic.range.start))+\(diagnostic.range.length) \(diagnostic.message) fixits:\(diagnostic.fixIts.count)"
        }
        let oldLines = old.map(line)
        let newLines = new.map(line)
        let removed = oldLines.filter { !newLines.contains($0) }.prefix(3).map { "  - " + $0 }
        let added = newLines.filter { !oldLines.contains($0) }.prefix(3).map { "  + " + $0 }
        return "specs equal: \(specsEqual)\n" + (removed + added).joined(separator: "\n")
    }
}
