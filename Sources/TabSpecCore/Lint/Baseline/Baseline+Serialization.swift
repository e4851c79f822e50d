/// Reading and writing the baseline file.
extension Baseline {
    /// The baseline file's text: pretty JSON with one finding per line, ending with a newline.
    package func rendered() -> String {
        var json = JSONWriter()
        json.object { json in
            json.member("version", Baseline.formatVersion)
            json.member("findings", array: { json in
                for entry in entries {
                    json.object(.oneLine) { json in
                        json.member("file", entry.file)
                        json.member("rule", entry.rule.rawValue)
                        json.member("fingerprint", entry.fingerprint)
                        json.member("count", entry.count)
                        json.member("message", entry.message)
                    }
                }
            })
        }
        json.output.append("\n")
        return json.output.takeText()
    }

    /// Reads a baseline file: `{"version": 1, "findings": [{"file", "rule", "fingerprint", "count"?,
    /// "message"?}, …]}`. Unknown members are ignored; `count` defaults to 1.
    package init(parsing bytes: [UInt8]) throws(BaselineError) {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw BaselineError("not valid JSON: \(error.description)")
        }
        guard case let .object(members) = root else { throw BaselineError("expected a JSON object with 'version' and 'findings'") }
        guard let version = Baseline.member("version", of: members) else { throw BaselineError("missing 'version'") }
        guard case let .number(number) = version, number == Double(Baseline.formatVersion) else {
            throw BaselineError("unsupported baseline version \(JSONWriter.text(version)); this tabspec reads version \(Baseline.formatVersion)")
        }
        guard case let .array(findings)? = Baseline.member("findings", of: members) else {
            throw BaselineError("missing 'findings' array")
        }
        var entries: [Entry] = []
        for (index, finding) in findings.enumerated() {
            let position = "findings[\(index)]"
            guard case let .object(fields) = finding else { throw BaselineError("\(position) is not an object") }
            func string(_ name: String) throws(BaselineError) -> String {
                guard case let .string(value)? = Baseline.member(name, of: fields), !value.isEmpty else {
                    throw BaselineError("\(position) needs a non-empty string '\(name)'")
                }
                return value
            }
            var count = 1
            if let value = Baseline.member("count", of: fields) {
                guard case let .number(number) = value, number >= 1, number <= 1_000_000, number == number.rounded() else {
                    throw BaselineError("\(position).count must be a whole number from 1")
                }
                count = Int(number)
            }
            var message = ""
            if case let .string(text)? = Baseline.member("message", of: fields) { message = text }
            entries.append(Entry(file: ReportPath.normalized(try string("file")), rule: DiagnosticID(try string("rule")),
                                 fingerprint: try string("fingerprint"), count: count, message: message))
        }
        self.init(entries: entries)
    }

    /// The last member named `name` (JSON leaves duplicates undefined; the last wins as in most readers).
    private static func member(_ name: String, of members: [JSONMember]) -> JSONValue? {
        members.last { $0.key == name }?.value
    }
}
