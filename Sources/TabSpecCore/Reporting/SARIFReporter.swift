/// SARIF 2.1.0, as GitHub code scanning and other static-analysis viewers read it: one run whose driver lists
/// every lint rule and language error (id, name, descriptions, help, default level), and one result per
/// diagnostic with its rule, level, message, location (columns in Unicode code points), related locations
/// for notes, fixes for Fix-Its and a line-independent `partialFingerprints` entry (`tabspecFingerprint/v1`,
/// see ``Fingerprinter``).
///
/// Relative paths are URIs relative to `%SRCROOT%` (the directory `tabspec` ran in); absolute paths become
/// `file://` URIs. Output is deterministic JSON.
package struct SARIFReporter: LintReporter, Sendable {
    /// The SARIF schema the output declares.
    package static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The key of the fingerprint in `partialFingerprints`.
    package static let fingerprintKey = "tabspecFingerprint/\(Fingerprinter.version)"

    /// `tool.driver.version` (and `semanticVersion`).
    package var toolVersion: String
    /// `tool.driver.informationUri`, when the tool has a public page.
    package var informationURI: String?
    /// The lint rules to describe, before the language errors.
    package var rules: [RuleDescription]

    /// A reporter naming the tool `tabspec` `toolVersion`, describing `rules` and the language errors.
    package init(toolVersion: String, informationURI: String? = nil, rules: [RuleDescription] = Linter.rules) {
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.rules = rules
    }

    /// The SARIF log of `report` (pretty JSON ending with a newline), its results written as they are made.
    package func write(_ report: LintReport, to sink: (String) -> Void) {
        let descriptions = self.descriptions(for: report)
        var indexes: [DiagnosticID: Int] = [:]
        for (index, description) in descriptions.enumerated() where indexes[description.id] == nil {
            indexes[description.id] = index
        }
        var json = JSONWriter()
        json.beginObject()
        json.member("$schema", SARIFReporter.schemaURI)
        json.member("version", "2.1.0")
        json.key("runs")
        json.beginArray()
        json.beginObject()
        json.member("tool", object: { json in
            json.member("driver", object: { json in
                json.member("name", "tabspec")
                if let informationURI { json.member("informationUri", informationURI) }
                json.member("version", toolVersion)
                json.member("semanticVersion", toolVersion)
                json.member("rules", array: { json in
                    for description in descriptions { SARIFReporter.write(rule: description, to: &json) }
                })
            })
        })
        json.member("columnKind", "unicodeCodePoints")
        json.key("results")
        json.beginArray()
        for file in report.files {
            let fingerprinter = Fingerprinter(file: file)
            for diagnostic in file.diagnostics {
                write(result: diagnostic, in: file.source, ruleIndex: indexes[diagnostic.id] ?? 0,
                      fingerprint: fingerprinter.fingerprint(of: diagnostic), to: &json)
                json.flush(ifAtLeast: ByteBuffer.chunkSize, to: sink)
            }
        }
        json.endArray()
        json.endObject()
        json.endArray()
        json.endObject()
        json.output.append("\n")
        sink(json.output.takeText())
    }

    /// The rules the driver lists: the lint rules, the language errors, then any other id a result carries
    /// (a rule added without metadata still gets an entry), in bytewise order.
    func descriptions(for report: LintReport) -> [RuleDescription] {
        var descriptions = rules
        for language in LanguageErrorDescriptions.all where !descriptions.contains(where: { $0.id == language.id }) {
            descriptions.append(language)
        }
        var extra: [DiagnosticID: Severity] = [:]
        for file in report.files {
            for diagnostic in file.diagnostics where !descriptions.contains(where: { $0.id == diagnostic.id }) {
                extra[diagnostic.id] = extra[diagnostic.id] ?? diagnostic.severity
            }
        }
        for id in extra.keys.sorted(by: { $0.rawValue.utf8.lexicographicallyPrecedes($1.rawValue.utf8) }) {
            descriptions.append(RuleDescription(id: id, name: id.rawValue, defaultSeverity: extra[id] ?? .warning,
                                                summary: "Reported by tabspec as '\(id.rawValue)'.", rationale: ""))
        }
        return descriptions
    }

    /// A `reportingDescriptor` for a rule.
    static func write(rule description: RuleDescription, to json: inout JSONWriter) {
        let full = description.rationale.isEmpty ? description.summary : description.rationale
        var text = description.summary
        var markdown = "**\(description.name)** (`\(description.id.rawValue)`, default: \(description.defaultSeverity.rawValue))\n\n"
            + description.summary
        if !description.rationale.isEmpty {
            text += "\n\n" + description.rationale
            markdown += "\n\n" + description.rationale
        }
        if let example = description.triggering.first?.text {
            markdown += "\n\nTriggers (`↓` marks the finding):\n\n```\n\(example)\n```"
        }
        if let example = description.nonTriggering.first?.text {
            markdown += "\n\nDoes not trigger:\n\n```\n\(example)\n```"
        }
        json.object { json in
            json.member("id", description.id.rawValue)
            json.member("name", description.name)
            json.member("shortDescription", object: { $0.member("text", description.summary) })
            json.member("fullDescription", object: { $0.member("text", full) })
            json.member("help", object: { json in
                json.member("text", text)
                json.member("markdown", markdown)
            })
            json.member("defaultConfiguration", object: { $0.member("level", level(description.defaultSeverity)) })
            json.member("properties", object: { json in
                json.member("tags", array: { $0.string(description.id.isLanguageError ? "language-error" : "lint") })
            })
        }
    }

    /// The SARIF level of a severity.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        }
    }

    /// A `result` for one diagnostic.
    private func write(result diagnostic: Diagnostic, in source: SourceFile, ruleIndex: Int, fingerprint: String,
                       to json: inout JSONWriter) {
        json.object { json in
            json.member("ruleId", diagnostic.id.rawValue)
            json.member("ruleIndex", ruleIndex)
            json.member("level", SARIFReporter.level(diagnostic.severity))
            json.member("message", object: { $0.member("text", diagnostic.message) })
            json.member("locations", array: { json in
                json.object { json in
                    json.key("physicalLocation")
                    SARIFReporter.write(physicalLocation: diagnostic.range, in: source, to: &json)
                }
            })
            json.member("partialFingerprints", object: { $0.member(SARIFReporter.fingerprintKey, fingerprint) })
            if !diagnostic.notes.isEmpty {
                json.member("relatedLocations", array: { json in
                    for (index, note) in diagnostic.notes.enumerated() {
                        json.object { json in
                            json.member("id", index + 1)
                            json.key("physicalLocation")
                            SARIFReporter.write(physicalLocation: note.range ?? diagnostic.range, in: source, to: &json)
                            json.member("message", object: { $0.member("text", note.message) })
                        }
                    }
                })
            }
            if !diagnostic.fixIts.isEmpty {
                json.member("fixes", array: { json in
                    for fixIt in diagnostic.fixIts { SARIFReporter.write(fix: fixIt, in: source, to: &json) }
                })
            }
        }
    }

    /// A `fix` for a Fix-It: its description and its edits as replacements in the file.
    private static func write(fix fixIt: FixIt, in source: SourceFile, to json: inout JSONWriter) {
        json.object { json in
            json.member("description", object: { $0.member("text", fixIt.message) })
            json.member("artifactChanges", array: { json in
                json.object { json in
                    json.key("artifactLocation")
                    write(artifactLocation: source.path, to: &json)
                    json.member("replacements", array: { json in
                        for edit in fixIt.edits {
                            json.object { json in
                                json.key("deletedRegion")
                                write(region: edit.range, in: source, to: &json)
                                json.member("insertedContent", object: { $0.member("text", edit.replacement) })
                            }
                        }
                    })
                }
            })
        }
    }

    /// A `physicalLocation`: the file and the region.
    static func write(physicalLocation range: SourceRange, in source: SourceFile, to json: inout JSONWriter) {
        json.object { json in
            json.key("artifactLocation")
            write(artifactLocation: source.path, to: &json)
            json.key("region")
            write(region: range, in: source, to: &json)
        }
    }

    /// A `region` with 1-based lines and code-point columns; the end column is exclusive.
    static func write(region range: SourceRange, in source: SourceFile, to json: inout JSONWriter) {
        let start = source.location(of: range.start)
        let end = source.location(of: range.end)
        json.object { json in
            json.member("startLine", start.line)
            json.member("startColumn", start.column)
            json.member("endLine", end.line)
            json.member("endColumn", end.column)
        }
    }

    /// An `artifactLocation`: a relative URI against `%SRCROOT%`, or a `file://` URI for an absolute path.
    static func write(artifactLocation path: String, to json: inout JSONWriter) {
        let normalized = ReportPath.normalized(path)
        json.object { json in
            if normalized.hasPrefix("/") {
                json.member("uri", "file://" + percentEncoded(normalized))
            } else {
                json.member("uri", percentEncoded(normalized))
                json.member("uriBaseId", "%SRCROOT%")
            }
        }
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
