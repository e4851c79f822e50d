import TabSpecCore

/// Open documents: their text kept in step with the client's, their analysis, their configuration, and the
/// diagnostics published for them.
extension LanguageServer {
    /// `textDocument/didOpen`: keeps the text, analyses it and publishes its diagnostics; an opened
    /// configuration file applies at once to the open specs it configures.
    mutating func didOpen(_ params: JSONValue?) throws(ResponseError) {
        let item = params?["textDocument"]
        guard let uri = item?["uri"]?.string, let text = item?["text"]?.string else {
            throw .invalidParams("'textDocument' needs a string 'uri' and 'text'")
        }
        let version = item?["version"]?.integer ?? 0
        let path = DocumentURI.path(of: uri)
        let contents = TextDocument(text: text, version: version)
        let (analysis, configurationPath) = analysis(of: contents, uri: uri, path: path)
        let document = OpenDocument(uri: uri, path: path, text: contents, analysis: analysis, configurationPath: configurationPath)
        documents[uri] = document
        publish(document)
        if document.analysis.kind == .configuration { reconfigureSpecs(of: path) }
    }

    /// `textDocument/didChange`: applies `contentChanges` in order, analyses and publishes.
    mutating func didChange(_ params: JSONValue?) throws(ResponseError) {
        guard let uri = params?["textDocument"]?["uri"]?.string, let changes = params?["contentChanges"]?.array else {
            throw .invalidParams("'didChange' needs 'textDocument.uri' and an array 'contentChanges'")
        }
        guard var document = documents[uri] else { throw .invalidParams("the document '\(uri)' is not open") }
        var parsed: [TextDocument.Change] = []
        for (index, change) in changes.enumerated() {
            guard let text = change["text"]?.string else { throw .invalidParams("'contentChanges[\(index)].text' must be a string") }
            let range = try change["range"].map { range throws(ResponseError) in
                try LSPJSON.range(from: range, "contentChanges[\(index)].range")
            }
            parsed.append(TextDocument.Change(range: range, text: text))
        }
        let version = params?["textDocument"]?["version"]?.integer ?? document.text.version + 1
        document.text.apply(parsed, version: version, encoding: client.positionEncoding)
        (document.analysis, document.configurationPath) = analysis(of: document.text, uri: uri, path: document.path)
        documents[uri] = document
        publish(document)
        if document.analysis.kind == .configuration { reconfigureSpecs(of: document.path) }
    }

    /// `textDocument/didClose`: forgets the document and clears its diagnostics; a closed configuration file
    /// is read from disk again for the specs it configures.
    mutating func didClose(_ params: JSONValue?) throws(ResponseError) {
        guard let uri = params?["textDocument"]?["uri"]?.string else { throw .invalidParams("'didClose' needs 'textDocument.uri'") }
        guard let document = documents.removeValue(forKey: uri) else { return }
        send(notification: "textDocument/publishDiagnostics",
             params: .object([JSONMember("uri", .string(uri)), JSONMember("diagnostics", .array([]))]))
        if document.analysis.kind == .configuration { reconfigureSpecs(of: document.path) }
    }

    /// The analysis of a document's text and the absolute path of its configuration file: a configuration file as one, a spec with the lint settings of its
    /// configuration (found as the CLI finds it; an open configuration file's text wins over the disk's).
    private func analysis(of text: TextDocument, uri: String, path: String?) -> (EditorAnalysis, configurationPath: String?) {
        let shownPath = path ?? uri
        if EditorAnalysis.isConfiguration(path: shownPath) { return (EditorAnalysis(configuration: text, path: shownPath), nil) }
        let configuration = path.flatMap(configuration(forSpecAt:))
        return (EditorAnalysis(spec: text, path: shownPath, settings: configuration?.file.lint ?? LintSettings()), configuration?.path)
    }

    /// The configuration file of a spec at `path` and its absolute path, or `nil` when there is none (or it
    /// cannot be read); an open configuration file is the one its analysis checked.
    private func configuration(forSpecAt path: String) -> (path: String, file: ConfigurationFile)? {
        var discovery = ConfigDiscovery(explicitPath: nil)
        guard let found = discovery.configPath(forSpec: path) else { return nil }
        let absolute = ConfigDiscovery.absolute(found)
        if let open = documents.keys.sorted().lazy.compactMap({ self.documents[$0] }).first(where: { $0.path.map(ConfigDiscovery.absolute) == absolute }) {
            return (absolute, open.analysis.configuration ?? ConfigurationFile(source: SourceFile(path: found, bytes: open.text.bytes)))
        }
        guard let bytes = try? FileSystem.read(found) else { return nil }
        return (absolute, ConfigurationFile(source: SourceFile(path: found, bytes: bytes)))
    }

    /// Re-analyses and re-publishes, in URI order, the open specs whose configuration is (or may now be) the
    /// file at `path`.
    private mutating func reconfigureSpecs(of path: String?) {
        guard let path else { return }
        let absolute = ConfigDiscovery.absolute(path)
        let directory = FileSystem.parentDirectory(of: absolute)
        for uri in documents.keys.sorted() {
            guard var document = documents[uri], document.analysis.kind == .spec else { continue }
            let mayApply = document.configurationPath == absolute || document.path.map { $0.hasPrefix(directory + "/") } == true
            guard mayApply else { continue }
            (document.analysis, document.configurationPath) = analysis(of: document.text, uri: uri, path: document.path)
            documents[uri] = document
            publish(document)
        }
    }

    /// Publishes a document's diagnostics with its version.
    private mutating func publish(_ document: OpenDocument) {
        let diagnostics = document.analysis.editorDiagnostics(in: client.positionEncoding)
        send(notification: "textDocument/publishDiagnostics", params: .object([
            JSONMember("uri", .string(document.uri)),
            JSONMember("version", .number(Double(document.text.version))),
            JSONMember("diagnostics", .array(diagnostics.map { LSPJSON.diagnostic($0, uri: document.uri) })),
        ]))
    }
}
