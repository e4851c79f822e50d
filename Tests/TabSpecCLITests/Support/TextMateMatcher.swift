import Foundation

/// A tiny TextMate tokenizer for grammars made of top-level `match` rules and `begin`/`end` rules whose
/// `patterns` are `match` rules (what `Editors/vscode/syntaxes/tabspec.tmLanguage.json` uses), run with
/// NSRegularExpression over a whole document.
///
/// It follows TextMate's choice of rule: at each position the match that starts first wins, and among
/// matches starting at the same place the rule listed first; inside a `begin`/`end` rule the `end` wins a tie.
struct TextMateMatcher {
    /// One rule of the grammar.
    enum Rule {
        /// A `match` rule: its regular expression, its `name` and the names of its `captures`.
        case match(NSRegularExpression, name: String?, captures: [Int: String])
        /// A `begin`/`end` rule: both expressions, its `name`, the captures' names and its inner rules.
        case span(begin: NSRegularExpression, end: NSRegularExpression, name: String?,
                  beginCaptures: [Int: String], endCaptures: [Int: String], inner: [Rule])
    }

    /// A scoped piece of the document: where it is (1-based line, 1-based UTF-16 column), its text and its
    /// scopes from the outermost in.
    struct Token: Equatable, CustomStringConvertible {
        /// The 1-based line.
        var line: Int
        /// The 1-based column in UTF-16 code units.
        var column: Int
        /// The token's text.
        var text: String
        /// The scope names, outermost first.
        var scopes: [String]
        /// `line:column 'text' scopes`, for failure messages.
        var description: String { "\(line):\(column) '\(text)' \(scopes.joined(separator: " "))" }
    }

    /// The grammar's failure to load: which rule and why.
    struct GrammarError: Error, CustomStringConvertible {
        /// What is wrong.
        var description: String
    }

    /// The top-level rules, in the grammar's order.
    var rules: [Rule]

    /// Reads a grammar's top-level `patterns`; anything but `match` rules and `begin`/`end` rules with
    /// inner `match` rules (an `include`, a `repository`, a `while`) is refused.
    init(grammar: [String: Any]) throws {
        guard let patterns = grammar["patterns"] as? [[String: Any]] else {
            throw GrammarError(description: "the grammar has no 'patterns' array")
        }
        rules = try patterns.enumerated().map { try Self.rule($1, path: "patterns[\($0)]", nested: false) }
    }

    /// One rule from its JSON object.
    private static func rule(_ object: [String: Any], path: String, nested: Bool) throws -> Rule {
        let allowed: Set<String> = ["comment", "name", "match", "captures", "begin", "end", "beginCaptures", "endCaptures", "patterns"]
        if let extra = object.keys.filter({ !allowed.contains($0) }).sorted().first {
            throw GrammarError(description: "\(path) has '\(extra)', which the matcher does not support")
        }
        let name = object["name"] as? String
        if let match = object["match"] as? String {
            guard object["begin"] == nil, object["end"] == nil, object["patterns"] == nil else {
                throw GrammarError(description: "\(path) mixes 'match' with 'begin'/'end'/'patterns'")
            }
            return .match(try regex(match, path: path), name: name, captures: try captures(object["captures"], path: path))
        }
        guard !nested, let begin = object["begin"] as? String, let end = object["end"] as? String else {
            throw GrammarError(description: "\(path) is neither a 'match' rule nor a top-level 'begin'/'end' rule")
        }
        let inner = (object["patterns"] as? [[String: Any]]) ?? []
        return .span(begin: try regex(begin, path: path), end: try regex(end, path: path), name: name,
                     beginCaptures: try captures(object["beginCaptures"], path: path),
                     endCaptures: try captures(object["endCaptures"], path: path),
                     inner: try inner.enumerated().map { try rule($1, path: "\(path).patterns[\($0)]", nested: true) })
    }

    /// A compiled expression (`^` and `$` at line boundaries, as TextMate matches line by line).
    private static func regex(_ pattern: String, path: String) throws -> NSRegularExpression {
        do { return try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) } catch {
            throw GrammarError(description: "\(path): '\(pattern)' does not compile: \(error)")
        }
    }

    /// The names of a `captures` object (`{"1": {"name": …}}`).
    private static func captures(_ value: Any?, path: String) throws -> [Int: String] {
        guard let value else { return [:] }
        guard let object = value as? [String: [String: Any]] else {
            throw GrammarError(description: "\(path) has captures that are not an object of objects")
        }
        var names: [Int: String] = [:]
        for (key, capture) in object {
            guard let index = Int(key), let name = capture["name"] as? String else {
                throw GrammarError(description: "\(path) has a capture '\(key)' without an index and a name")
            }
            names[index] = name
        }
        return names
    }

    /// The document's scoped pieces in document order: each capture and each `match` rule without captures,
    /// each `begin`/`end` rule as a whole (and its captures and inner matches after it).
    func tokens(of text: String) -> [Token] {
        let string = text as NSString
        var pieces: [(range: NSRange, scopes: [String])] = []
        scan(string, from: 0, to: string.length, rules: rules, scopes: [], into: &pieces)
        let lineStarts = Self.lineStarts(of: string)
        return pieces.map { piece in
            let lineIndex = (lineStarts.lastIndex { $0 <= piece.range.location }) ?? 0
            return Token(line: lineIndex + 1, column: piece.range.location - lineStarts[lineIndex] + 1,
                         text: string.substring(with: piece.range), scopes: piece.scopes)
        }
    }

    /// The UTF-16 offsets where lines start (after each `\n`).
    private static func lineStarts(of string: NSString) -> [Int] {
        var starts = [0]
        for offset in 0..<string.length where string.character(at: offset) == 0x0A { starts.append(offset + 1) }
        return starts
    }

    /// The first non-empty match of `regex` in `start..<end`, looking around the bounds as a line would.
    private static func firstMatch(_ regex: NSRegularExpression, in string: NSString, from start: Int, to end: Int,
                                   allowEmpty: Bool) -> NSTextCheckingResult? {
        var position = start
        while position <= end {
            guard let result = regex.firstMatch(in: string as String, options: [.withTransparentBounds, .withoutAnchoringBounds],
                                                range: NSRange(location: position, length: end - position)) else { return nil }
            if result.range.length > 0 || allowEmpty { return result }
            position = result.range.location + 1
        }
        return nil
    }

    /// The rule whose match starts first in `start..<end` (the first listed on a tie) and its match.
    private static func best(_ rules: [Rule], in string: NSString, from start: Int, to end: Int) -> (Rule, NSTextCheckingResult)? {
        var found: (Rule, NSTextCheckingResult)?
        for rule in rules {
            let regex: NSRegularExpression
            switch rule {
            case .match(let expression, _, _): regex = expression
            case .span(let begin, _, _, _, _, _): regex = begin
            }
            guard let result = firstMatch(regex, in: string, from: start, to: end, allowEmpty: false) else { continue }
            if found.map({ result.range.location < $0.1.range.location }) ?? true { found = (rule, result) }
        }
        return found
    }

    /// Appends the pieces of `name`'s captures of `result` (or the whole match when it has none).
    private static func emit(_ result: NSTextCheckingResult, name: String?, captures: [Int: String], scopes: [String],
                             wholeIfNoCaptures: Bool, into pieces: inout [(range: NSRange, scopes: [String])]) {
        let outer = scopes + (name.map { [$0] } ?? [])
        if captures.isEmpty {
            if wholeIfNoCaptures, !outer.isEmpty { pieces.append((result.range, outer)) }
            return
        }
        for index in captures.keys.sorted() where index < result.numberOfRanges {
            let range = result.range(at: index)
            if range.location != NSNotFound, range.length > 0, let captureName = captures[index] {
                pieces.append((range, outer + [captureName]))
            }
        }
    }

    /// Tokenizes `start..<end` with `rules` inside `scopes`.
    private func scan(_ string: NSString, from start: Int, to end: Int, rules: [Rule], scopes: [String],
                      into pieces: inout [(range: NSRange, scopes: [String])]) {
        var position = start
        while position < end, let (rule, result) = Self.best(rules, in: string, from: position, to: end) {
            switch rule {
            case .match(_, let name, let captures):
                Self.emit(result, name: name, captures: captures, scopes: scopes, wholeIfNoCaptures: true, into: &pieces)
                position = result.range.location + result.range.length
            case .span(_, let endRegex, let name, let beginCaptures, let endCaptures, let inner):
                let spanScopes = scopes + (name.map { [$0] } ?? [])
                let spanIndex = pieces.count
                pieces.append((result.range, spanScopes))
                Self.emit(result, name: nil, captures: beginCaptures, scopes: spanScopes, wholeIfNoCaptures: false, into: &pieces)
                var inside = result.range.location + result.range.length
                var spanEnd = end
                while inside <= end {
                    let close = Self.firstMatch(endRegex, in: string, from: inside, to: end, allowEmpty: true)
                    let limit = close.map { $0.range.location } ?? end
                    if let (innerRule, innerResult) = Self.best(inner, in: string, from: inside, to: end),
                       innerResult.range.location < limit, case .match(_, let innerName, let innerCaptures) = innerRule {
                        Self.emit(innerResult, name: innerName, captures: innerCaptures, scopes: spanScopes,
                                  wholeIfNoCaptures: true, into: &pieces)
                        inside = innerResult.range.location + innerResult.range.length
                        continue
                    }
                    if let close {
                        Self.emit(close, name: nil, captures: endCaptures, scopes: spanScopes, wholeIfNoCaptures: false, into: &pieces)
                        spanEnd = close.range.location + close.range.length
                    }
                    break
                }
                pieces[spanIndex].range = NSRange(location: result.range.location, length: spanEnd - result.range.location)
                // A zero-length end (`$`) leaves the position where it was; step past it so the scan goes on.
                position = max(spanEnd, result.range.location + result.range.length)
            }
        }
    }
}
