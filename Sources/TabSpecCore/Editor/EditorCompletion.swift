import TabSpecRuntime

/// One completion the editor offers (LSP's `CompletionItem`): what it shows, what it inserts and how it sorts.
package struct EditorCompletion: Sendable, Hashable {
    /// What the completion is, for its icon (LSP's `CompletionItemKind`).
    package enum Kind: Sendable, Hashable {
        /// A key (`tintColor`).
        case property
        /// A block keyword (`indicator`).
        case module
        /// A keyword value (`custom`, `true`).
        case value
        /// A color name.
        case color
        /// A tab id.
        case reference
        /// An SF Symbol name, a device slug or a rule id.
        case text
    }

    /// The name shown.
    package var label: String
    /// What it is.
    package var kind: Kind
    /// A short detail (an SF Symbol's iOS version, a key's block).
    package var detail: String?
    /// Reference text (markdown when the client takes it).
    package var documentation: String?
    /// The text inserted (a snippet when ``isSnippet``).
    package var insertText: String
    /// Whether ``insertText`` is an LSP snippet.
    package var isSnippet: Bool
    /// The range the insertion replaces (the word written so far).
    package var range: EditorRange
    /// Orders completions: earlier first.
    package var sortText: String
    /// A renamed SF Symbol name (inserting the current name).
    package var isDeprecated: Bool
}

/// How many SF Symbol names one completion answer holds at most (the list is then incomplete).
let symbolCompletionLimit = 100

extension EditorAnalysis {
    /// `textDocument/completion` at `position`: keys not yet written in the enclosing block, the values of the
    /// key being written, colors, tab ids, device slugs, rule ids and SF Symbol names (see docs/Editors.md).
    /// `snippets`: the client takes snippets; `markdown`: documentation as markdown. `isIncomplete` when the
    /// SF Symbol names were cut at ``symbolCompletionLimit``.
    package func completions(at position: EditorPosition, in encoding: PositionEncoding, snippets: Bool,
                             markdown: Bool) -> (items: [EditorCompletion], isIncomplete: Bool) {
        let tree = tree
        let offset = text.offset(of: position, in: encoding)
        let context = EditorContext(at: offset, in: tree)
        let range = text.range(of: SourceRange(start: context.prefixStart, end: offset), in: encoding)
        var builder = CompletionBuilder(range: range, prefix: context.prefix, snippets: snippets, markdown: markdown)
        switch (kind, context.place) {
        case (.spec, .key):
            specKeys(context, tree: tree, into: &builder)
        case (.configuration, .key):
            configurationKeys(context, tree: tree, into: &builder)
        case let (.spec, .value(key, inString)):
            specValues(of: key, context, inString: inString, tree: tree, into: &builder)
        case let (.configuration, .value(key, inString)):
            configurationValues(of: key, context, inString: inString, into: &builder)
        }
        return (builder.items, builder.isIncomplete)
    }

    /// The keys and blocks of a spec's enclosing block not yet written.
    private func specKeys(_ context: EditorContext, tree: SyntaxTree, into builder: inout CompletionBuilder) {
        let written = context.writtenNames(in: tree)
        guard let last = context.path.last else {
            for block in SpecBlock.topLevel { builder.block(block.rawValue, documentation: KeyReference(block: block, in: nil)) }
            return
        }
        guard let block = SpecBlock(rawValue: last) else { return }
        if block == .compile {
            for key in CompileBlock.keys where !written.contains(key) {
                builder.key(key, reference: ConfigurationSchema.reference(ofKey: key, in: CompileBlock.keyword))
            }
            for name in CompileBlock.blocks where !written.contains(name) {
                builder.block(name, documentation: SpecBlock(rawValue: name).map { KeyReference(block: $0, in: CompileBlock.keyword) })
            }
            return
        }
        let parent = context.path.dropLast().last.flatMap(SpecBlock.init(rawValue:))
        for key in block.keys(inside: parent) where !written.contains(key.name) { builder.key(key.name, reference: KeyReference(key)) }
        for nested in block.blocks where nested == .tab || nested == .theme || !written.contains(nested.rawValue) {
            builder.block(nested.rawValue, named: nested == .tab || nested == .theme, documentation: KeyReference(block: nested, in: block.rawValue))
        }
    }

    /// The blocks and keys of a configuration file's enclosing block not yet written.
    private func configurationKeys(_ context: EditorContext, tree: SyntaxTree, into builder: inout CompletionBuilder) {
        let written = context.writtenNames(in: tree)
        switch context.path.count {
        case 0:
            for block in ConfigurationSchema.blocks where !written.contains(block) {
                builder.block(block, documentation: ConfigurationSchema.reference(ofBlock: block))
            }
        case 1:
            let block = context.path[0]
            for key in ConfigurationSchema.keys(of: block) where !written.contains(key) {
                builder.key(key, reference: ConfigurationSchema.reference(ofKey: key, in: block))
            }
            if block == CompileBlock.keyword {
                for name in CompileBlock.blocks where !written.contains(name) {
                    builder.block(name, documentation: SpecBlock(rawValue: name).map { KeyReference(block: $0, in: CompileBlock.keyword) })
                }
            }
        default:
            if context.path.last == SpecBlock.localization.rawValue {
                for key in SpecBlock.localization.keys where !written.contains(key.name) { builder.key(key.name, reference: KeyReference(key)) }
            }
        }
    }

    /// The spec key a property named `key` is inside the innermost block of `context`.
    private func specKey(named key: String, _ context: EditorContext) -> SpecKey? {
        guard let block = context.path.last.flatMap(SpecBlock.init(rawValue:)) else { return nil }
        return block.keys.first { $0.name == key }
    }

    /// The values of a spec key.
    private func specValues(of name: String, _ context: EditorContext, inString: Bool, tree: SyntaxTree,
                            into builder: inout CompletionBuilder) {
        if context.path.last == SpecBlock.palette.rawValue {
            if !inString { colors(tree: tree, into: &builder) }
            return
        }
        if context.path.last == CompileBlock.keyword, name == "accessLevel" {
            builder.values(SwiftAccessLevel.allCases.map(\.rawValue))
            return
        }
        guard let key = specKey(named: name, context) else { return }
        if inString {
            if key == .symbol || key == .selectedSymbol { symbols(into: &builder) }
            return
        }
        switch key.value {
        case let .keyword(keywords): builder.values(keywords.spellings)
        case .bool: builder.values(Spellings.bool.spellings)
        case .color: colors(tree: tree, into: &builder)
        case .font: builder.values(Spellings.fontWeight.spellings)
        case .animation: builder.values(Spellings.animationCurve.spellings)
        case .tabID:
            if let bar = context.blocks.first {
                for entry in tree.entries(of: bar) where tree.kind(entry) == .block && tree.tokens.text(tree.token(entry)) == "tab" {
                    if let id = tree.nameText(entry), !id.isEmpty { builder.add(id, kind: .reference, detail: "tab") }
                }
            }
        case .number, .string, .nonEmptyString, .padding, .block: break
        }
    }

    /// The values of a configuration key: device slugs, orientations, rule ids, `true`/`false`, access levels.
    private func configurationValues(of key: String, _ context: EditorContext, inString: Bool,
                                     into builder: inout CompletionBuilder) {
        if inString {
            if key == "symbols" { symbols(into: &builder) }
            return
        }
        switch key {
        case "devices":
            for device in Device.catalog { builder.add(device.slug, kind: .text, detail: device.name) }
        case "orientations": builder.values(Orientation.allCases.map(\.rawValue))
        case "disable", "error", "warning":
            for rule in Linter.rules { builder.add(rule.id.rawValue, kind: .text, detail: rule.summary) }
        case "build", "designRequiresCompatibility": builder.values(Spellings.bool.spellings)
        case "accessLevel": builder.values(SwiftAccessLevel.allCases.map(\.rawValue))
        case "bundle": builder.values(Spellings.bundle.spellings)
        default: break
        }
    }

    /// UIKit's named colors, then the palette's names.
    private func colors(tree: SyntaxTree, into builder: inout CompletionBuilder) {
        for (name, color) in TabBarColor.named { builder.add(name, kind: .color, detail: EditorAnalysis.describe(color)) }
        for name in paletteNames(in: tree) { builder.add(name, kind: .color, detail: "palette") }
    }

    /// The names a document's palettes define, in source order.
    func paletteNames(in tree: SyntaxTree) -> [String] {
        paletteEntries(in: tree).map { tree.tokens.text(tree.token($0)) }
    }

    /// The properties of every top-level `palette` block, in source order.
    func paletteEntries(in tree: SyntaxTree) -> [SyntaxTree.NodeIndex] {
        tree.entries(of: SyntaxTree.root).filter { tree.kind($0) == .block && tree.tokens.text(tree.token($0)) == SpecBlock.palette.rawValue }
            .flatMap { tree.entries(of: $0).filter { tree.kind($0) == .property } }
    }

    /// SF Symbol names for the string written so far: by prefix, then the symbol table's fuzzy matches; renamed
    /// names are deprecated and insert the current name; names newer than the deployment target sort last.
    private func symbols(into builder: inout CompletionBuilder) {
        let table = SymbolTable.builtIn
        let prefix = builder.prefix
        var prefixed: [(name: String, version: IOSVersion)] = []
        let prefixBytes = Array(prefix.utf8)
        for index in 0..<table.count {
            let matches = table.withNameBytes(at: index) { $0.starts(with: prefixBytes) }
            guard matches else { continue }
            if prefixed.count == symbolCompletionLimit {
                builder.isIncomplete = true
                break
            }
            prefixed.append((table.withNameBytes(at: index) { String(decoding: $0, as: UTF8.self) }, table.version(at: index)))
        }
        var seen = Set(prefixed.map(\.name))
        var entries = prefixed.map { entry in
            (name: entry.name, version: Optional(entry.version), current: table.currentName(forRenamed: entry.name).flatMap { $0 == entry.name ? nil : $0 })
        }
        for alias in table.aliases where alias.oldName.hasPrefix(prefix) && !table.contains(alias.oldName) && !seen.contains(alias.oldName) {
            let current = table.currentName(forRenamed: alias.oldName) ?? alias.currentName
            entries.append((alias.oldName, table.introducedVersion(of: current), current))
            seen.insert(alias.oldName)
        }
        if !prefix.isEmpty {
            for name in table.suggestions(for: prefix, maximumCount: 10) where !seen.contains(name) {
                entries.append((name, table.introducedVersion(of: name), nil))
                seen.insert(name)
            }
        }
        let target = settings.deploymentTarget
        for (order, entry) in entries.enumerated() {
            let newer = target.map { target in entry.version.map { $0 > target } ?? false } ?? false
            var detail = entry.version.map { "iOS \($0)" } ?? "iOS ?"
            if newer, let target { detail += " (newer than the deployment target iOS \(target))" }
            if let current = entry.current { detail += " (renamed '\(current)')" }
            let group = newer || entry.current != nil ? 1 : 0
            builder.add(entry.name, kind: .text, detail: detail, insert: entry.current ?? entry.name,
                        sortText: "\(group)-\(String(100_000 + order))", deprecated: entry.current != nil)
        }
    }

    /// A color's light and dark values as text (`#007AFF | #0A84FF`).
    static func describe(_ color: TabBarColor) -> String {
        color.light == color.dark ? hex(color.light) : hex(color.light) + " | " + hex(color.dark)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when the color is not opaque.
    static func hex(_ color: RGBAColor, alwaysAlpha: Bool = false) -> String {
        func channel(_ value: Double) -> String {
            let byte = EditorAnalysis.byte(value)
            let digits = Array("0123456789ABCDEF")
            return String([digits[byte / 16], digits[byte % 16]])
        }
        let alpha = alwaysAlpha || color.alpha < 1 ? channel(color.alpha) : ""
        return "#" + channel(color.red) + channel(color.green) + channel(color.blue) + alpha
    }

    /// A color component clamped to 0...1 as 0...255, rounded to the nearest.
    static func byte(_ component: Double) -> Int {
        Int((min(max(component, 0), 1) * 255).rounded())
    }
}

/// Collects completions in order, filtered by the word written so far (a completion matches when it starts
/// with it, ignoring case; SF Symbol names are filtered by their own search).
struct CompletionBuilder {
    /// The range every completion replaces.
    let range: EditorRange
    /// The word written so far.
    let prefix: String
    /// Whether snippets may be used.
    let snippets: Bool
    /// Whether documentation is markdown.
    let markdown: Bool
    /// The completions collected.
    var items: [EditorCompletion] = []
    /// Whether the list was cut.
    var isIncomplete = false

    /// Whether `label` matches the word written so far.
    private func matches(_ label: String) -> Bool {
        prefix.isEmpty || label.lowercased().hasPrefix(prefix.lowercased())
    }

    /// Adds a completion (ordered as added unless `sortText` is given).
    mutating func add(_ label: String, kind: EditorCompletion.Kind, detail: String? = nil, documentation: String? = nil,
                      insert: String? = nil, snippet: String? = nil, sortText: String? = nil, deprecated: Bool = false) {
        guard kind == .text && sortText != nil || matches(label) else { return }
        let useSnippet = snippets && snippet != nil
        items.append(EditorCompletion(label: label, kind: kind, detail: detail, documentation: documentation,
                                      insertText: useSnippet ? (snippet ?? label) : (insert ?? label), isSnippet: useSnippet,
                                      range: range, sortText: sortText ?? String(100_000 + items.count), isDeprecated: deprecated))
    }

    /// Adds a key: it inserts `key: ` (a snippet placing the cursor after it).
    mutating func key(_ name: String, reference: KeyReference?) {
        add(name, kind: .property, detail: reference?.type, documentation: reference?.text(markdown: markdown),
            insert: name + ": ", snippet: name + ": $0")
    }

    /// Adds a block keyword: a snippet of the whole block (with a name placeholder when `named`), else the
    /// keyword.
    mutating func block(_ name: String, named: Bool = false, documentation: KeyReference?) {
        add(name, kind: .module, detail: "block", documentation: documentation?.text(markdown: markdown),
            snippet: name + (named ? " ${1:name}" : "") + " {\n\t$0\n}")
    }

    /// Adds keyword values.
    mutating func values(_ names: [String]) {
        for name in names { add(name, kind: .value) }
    }
}
