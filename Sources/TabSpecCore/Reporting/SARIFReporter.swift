/// SARIF 2.1.0, as GitHub code scanning and other static-analysis viewers read it: one run whose driver lists
/// every lint rule and language error (id, name, descriptions, help, default level), and one result per
/// diagnostic with its rule, level, message, location (columns in Unicode code points), related locations
/// for notes, fixes for Fix-Its and a line-independent `partialFingerprints` entry (`tabspecFingerprint/v1`,
/// see ``Fingerprinter``).
///
/// Relative paths are URIs relative to `%SRCROOT%` (the directory `tabspec` ran in); absolute paths become
/// `file://` URIs. Output is deterministic JSON.
public struct SARIFReporter: Sendable {
    /// The SARIF schema the output declares.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The key of the fingerprint in `partialFingerprints`.
    public static let fingerprintKey = "tabspecFingerprint/\(Fingerprinter.version)"

    /// `tool.driver.version` (and `semanticVersion`).
    public var toolVersion: String
    /// `tool.driver.informationUri`, when the tool has a public page.
    public var informationURI: String?
    /// The lint rules to describe, before the language errors.
    public var rules: [RuleDescription]

    /// A reporter naming the tool `tabspec` `toolVersion`, describing `rules` and the language errors.
    public init(toolVersion: String, informationURI: String? = nil, rules: [RuleDescription] = Linter.rules) {
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.rules = rules
    }

    /// The SARIF log of `report` (pretty JSON ending with a newline).
    public func render(_ report: LintReport) -> String {
        var descriptions = rules
        for language in LanguageErrorDescriptions.all where !descriptions.contains(where: { $0.id == language.id }) {
            descriptions.append(language)
        }
        // Ids no description covers (a rule added without metadata) still get a rule entry.
        var extra: [DiagnosticID: Severity] = [:]
        for file in report.files {
            for diagnostic in file.diagnostics where !descriptions.contains(where: { $0.id == diagnostic.id }) {
                extra[diagnostic.id] = extra[diagnostic.id] ?? diagnostic.severity
            }
        }
        for id in extra.keys.sorted(by: { $0.rawValue.utf8.lexicographicallyPrecedes($1.rawValue.utf8) }) {
            descriptions.append(RuleDescription(id: id, name: id.rawValue, defaultSeverity: extra[id] ?? .warning,
                                                summary: "Reported by tabspec as '\(id.rawValue)'.", rationale: "",
                                                triggeringExamples: [], nonTriggeringExamples: []))
        }
        var indexes: [DiagnosticID: Int] = [:]
        for (index, description) in descriptions.enumerated() where indexes[description.id] == nil {
            indexes[description.id] = index
        }
        var results: [JSONValue] = []
        for file in report.files {
            let fingerprinter = Fingerprinter(source: file.source)
            for diagnostic in file.diagnostics {
                results.append(result(for: diagnostic, in: file.source, ruleIndex: indexes[diagnostic.id] ?? 0,
                                      fingerprint: fingerprinter.fingerprint(of: diagnostic)))
            }
        }
        var driver: [JSONMember] = [JSONMember("name", .string("tabspec"))]
        if let informationURI { driver.append(JSONMember("informationUri", .string(informationURI))) }
        driver += [
            JSONMember("version", .string(toolVersion)),
            JSONMember("semanticVersion", .string(toolVersion)),
            JSONMember("rules", .array(descriptions.map(SARIFReporter.rule))),
        ]
        let run: JSONValue = .object([
            JSONMember("tool", .object([JSONMember("driver", .object(driver))])),
            JSONMember("columnKind", .string("unicodeCodePoints")),
            JSONMember("results", .array(results)),
        ])
        let log: JSONValue = .object([
            JSONMember("$schema", .string(SARIFReporter.schemaURI)),
            JSONMember("version", .string("2.1.0")),
            JSONMember("runs", .array([run])),
        ])
        return JSONWriter.pretty(log) + "\n"
    }

    /// A `reportingDescriptor` for a rule.
    static func rule(_ description: RuleDescription) -> JSONValue {
        let full = description.rationale.isEmpty ? description.summary : description.rationale
        var text = description.summary
        var markdown = "**\(description.name)** (`\(description.id.rawValue)`, default: \(description.defaultSeverity.rawValue))\n\n"
            + description.summary
        if !description.rationale.isEmpty {
            text += "\n\n" + description.rationale
            markdown += "\n\n" + description.rationale
        }
        if let example = description.triggeringExamples.first {
            markdown += "\n\nTriggers (`↓` marks the finding):\n\n```\n\(example)\n```"
        }
        if let example = description.nonTriggeringExamples.first {
            markdown += "\n\nDoes not trigger:\n\n```\n\(example)\n```"
        }
        let isLanguageError = description.id.isLanguageError
        return .object([
            JSONMember("id", .string(description.id.rawValue)),
            JSONMember("name", .string(description.name)),
            JSONMember("shortDescription", .object([JSONMember("text", .string(description.summary))])),
            JSONMember("fullDescription", .object([JSONMember("text", .string(full))])),
            JSONMember("help", .object([JSONMember("text", .string(text)), JSONMember("markdown", .string(markdown))])),
            JSONMember("defaultConfiguration", .object([JSONMember("level", .string(level(description.defaultSeverity)))])),
            JSONMember("properties", .object([
                JSONMember("tags", .array([.string(isLanguageError ? "language-error" : "lint")])),
            ])),
        ])
    }

    /// The SARIF level of a severity.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        }
    }

    /// A `result` for one diagnostic.
    private func result(for diagnostic: Diagnostic, in source: SourceFile, ruleIndex: Int, fingerprint: String) -> JSONValue {
        var members = [
            JSONMember("ruleId", .string(diagnostic.id.rawValue)),
            JSONMember("ruleIndex", .int(ruleIndex)),
            JSONMember("level", .string(SARIFReporter.level(diagnostic.severity))),
            JSONMember("message", .object([JSONMember("text", .string(diagnostic.message))])),
            JSONMember("locations", .array([.object([
                JSONMember("physicalLocation", SARIFReporter.physicalLocation(diagnostic.range, in: source)),
            ])])),
            JSONMember("partialFingerprints", .object([JSONMember(SARIFReporter.fingerprintKey, .string(fingerprint))])),
        ]
        if !diagnostic.notes.isEmpty {
            members.append(JSONMember("relatedLocations", .array(diagnostic.notes.enumerated().map { index, note in
                .object([
                    JSONMember("id", .int(index + 1)),
                    JSONMember("physicalLocation", SARIFReporter.physicalLocation(note.range ?? diagnostic.range, in: source)),
                    JSONMember("message", .object([JSONMember("text", .string(note.message))])),
                ])
            })))
        }
        if !diagnostic.fixIts.isEmpty {
            members.append(JSONMember("fixes", .array(diagnostic.fixIts.map { fixIt in
                .object([
                    JSONMember("description", .object([JSONMember("text", .string(fixIt.message))])),
                    JSONMember("artifactChanges", .array([.object([
                        JSONMember("artifactLocation", SARIFReporter.artifactLocation(source.path)),
                        JSONMember("replacements", .array(fixIt.edits.map { edit in
                            .object([
                                JSONMember("deletedRegion", SARIFReporter.region(edit.range, in: source)),
                                JSONMember("insertedContent", .object([JSONMember("text", .string(edit.replacement))])),
                            ])
                        })),
                    ])])),
                ])
            })))
        }
        return .object(members)
    }

    /// A `physicalLocation`: the file and the region.
    static func physicalLocation(_ range: SourceRange, in source: SourceFile) -> JSONValue {
        .object([
            JSONMember("artifactLocation", artifactLocation(source.path)),
            JSONMember("region", region(range, in: source)),
        ])
    }

    /// A `region` with 1-based lines and code-point columns; the end column is exclusive.
    static func region(_ range: SourceRange, in source: SourceFile) -> JSONValue {
        let start = source.location(of: range.start)
        let end = source.location(of: range.end)
        return .object([
            JSONMember("startLine", .int(start.line)),
            JSONMember("startColumn", .int(start.column)),
            JSONMember("endLine", .int(end.line)),
            JSONMember("endColumn", .int(end.column)),
        ])
    }

    /// An `artifactLocation`: a relative URI against `%SRCROOT%`, or a `file://` URI for an absolute path.
    static func artifactLocation(_ path: String) -> JSONValue {
        let normalized = ReportPath.normalized(path)
        if normalized.hasPrefix("/") {
            return .object([JSONMember("uri", .string("file://" + percentEncoded(normalized)))])
        }
        return .object([
            JSONMember("uri", .string(percentEncoded(normalized))),
            JSONMember("uriBaseId", .string("%SRCROOT%")),
        ])
    }

    /// A path as a URI path: unreserved characters and `/` as is, every other byte of its UTF-8 as `%XX`.
    static func percentEncoded(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
