/// `tabspec rules` and docs/Rules.md: every lint rule's id, default severity, summary and rationale (and, in
/// Markdown and JSON, its examples), rendered from the rules' own descriptions.
package enum RuleDocumentation {
    /// A plain-text table for terminals: id, default severity, then the summary and the rationale wrapped
    /// under each other; a blank line between rules.
    package static func table(_ rules: [RuleDescription] = Linter.rules) -> String {
        let idWidth = (rules.map(\.id.rawValue.count).max() ?? 2) + 2
        let severityWidth = 9
        let textWidth = 100 - idWidth - severityWidth
        let indent = String(repeating: " ", count: idWidth + severityWidth)
        var output = pad("ID", idWidth) + pad("DEFAULT", severityWidth) + "SUMMARY / RATIONALE\n"
        for (index, rule) in rules.enumerated() {
            if index > 0 { output += "\n" }
            let lines = wrap(rule.summary, width: textWidth) + wrap(rule.rationale, width: textWidth)
            output += pad(rule.id.rawValue, idWidth) + pad(rule.defaultSeverity.rawValue, severityWidth) + (lines.first ?? "") + "\n"
            for line in lines.dropFirst() {
                output += indent + line + "\n"
            }
        }
        return output
    }

    /// A JSON array, one object per rule: `id`, `name`, `defaultSeverity`, `summary`, `rationale`,
    /// `triggeringExamples` and `nonTriggeringExamples` (each `{source, configuration}`; `source` keeps the
    /// `↓` markers, `configuration` is the `.tabspec` lint block it is checked with, or null).
    package static func json(_ rules: [RuleDescription] = Linter.rules) -> String {
        var json = JSONWriter()
        json.array { json in
            for rule in rules {
                json.object { json in
                    json.member("id", rule.id.rawValue)
                    json.member("name", rule.name)
                    json.member("defaultSeverity", rule.defaultSeverity.rawValue)
                    json.member("summary", rule.summary)
                    json.member("rationale", rule.rationale)
                    json.member("triggeringExamples", array: { json in examples(rule.triggering, to: &json) })
                    json.member("nonTriggeringExamples", array: { json in examples(rule.nonTriggering, to: &json) })
                }
            }
        }
        json.output.append("\n")
        return json.output.takeText()
    }

    /// Each example as `{"source", "configuration"}`.
    private static func examples(_ examples: [RuleExample], to json: inout JSONWriter) {
        for example in examples {
            json.object { json in
                json.member("source", example.text)
                json.member("configuration", example.configurationText)
            }
        }
    }

    /// `text` padded with spaces to `width` columns (at least one space after it).
    static func pad(_ text: String, _ width: Int) -> String {
        let count = text.unicodeScalars.count
        return text + String(repeating: " ", count: max(1, width - count))
    }

    /// `text` broken into lines of at most `width` characters at spaces (longer words stay whole).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if line.isEmpty {
                line = String(word)
            } else if line.unicodeScalars.count + 1 + word.unicodeScalars.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
