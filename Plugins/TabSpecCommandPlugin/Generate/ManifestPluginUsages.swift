/// Which targets of a package use a build plugin, read from the text of its manifest (`Package.swift`).
///
/// A command plugin cannot ask SwiftPM: the context it gets lists each target's target and product
/// dependencies but leaves out the plugins it uses. So `tabspec-generate` reads the manifest the way a person
/// would: each target declaration (`.target`, `.executableTarget`, `.testTarget`, `.macro`) whose `name:` is a
/// string literal and whose `plugins:` list names the plugin, either as `"TabSpecPlugin"` or as
/// `.plugin(name: "TabSpecPlugin", package: …)`. Comments and the insides of other strings are skipped. A
/// manifest is a Swift program, so this is a reading, not an evaluation: where the plugin is named in a way
/// that names no target (a usage kept in a variable, a target whose name is computed), ``unattributed`` says so.
///
/// This file imports nothing: `TabSpecCLITests` compiles it too, through a symbolic link.
struct ManifestPluginUsages: Equatable {
    /// The targets whose declaration uses the plugin, sorted.
    var targets: [String]
    /// Whether the plugin is also named where no target declaration with a literal name holds it, so that
    /// some target may use it unseen.
    var unattributed: Bool

    /// The targets of `manifest` that use the plugin named `plugin`.
    init(manifest: String, plugin: String) {
        var lexer = Lexer(Array(manifest.unicodeScalars))
        var scan = Scan(plugin: plugin)
        scan.visit(Node.group(lexer.nodes(until: nil)))
        targets = scan.targets.sorted()
        unattributed = scan.unattributed
    }

    init(targets: [String], unattributed: Bool) {
        self.targets = targets
        self.unattributed = unattributed
    }

    /// The calls that declare a target, the only ones that take `plugins:`.
    static let targetDeclarations: Set<String> = ["target", "executableTarget", "testTarget", "macro"]

    /// A token, or a bracketed group of them (`( )`, `[ ]` or `{ }`).
    indirect enum Node: Equatable {
        /// A name (a keyword too; backticks removed).
        case identifier(String)
        /// A string literal: its text, or `nil` when it interpolates (`"\(name)"`), which no reading can know.
        case string(String?)
        /// `,`, `:` or `.` (where they separate arguments and labels).
        case punctuation(Unicode.Scalar)
        /// Anything else: numbers, operators.
        case other
        /// The nodes between an opening bracket and its closing one.
        case group(open: Unicode.Scalar, [Node])

        /// A list of nodes as a group without brackets (the whole manifest).
        static func group(_ nodes: [Node]) -> Node { .group(open: " ", nodes) }
    }

    /// Turns the manifest's text into ``Node``s, skipping whitespace and comments.
    struct Lexer {
        let text: [Unicode.Scalar]
        var index = 0

        init(_ text: [Unicode.Scalar]) {
            self.text = text
        }

        /// The nodes up to the bracket `close` (consumed), or to the end of the text when `close` is `nil` or
        /// missing.
        mutating func nodes(until close: Unicode.Scalar?) -> [Node] {
            var nodes: [Node] = []
            while index < text.count {
                let scalar = text[index]
                if scalar == close {
                    index += 1
                    return nodes
                }
                if let closing = Self.closing[scalar] {
                    index += 1
                    nodes.append(.group(open: scalar, self.nodes(until: closing)))
                } else if let node = next() {
                    nodes.append(node)
                }
            }
            return nodes
        }

        static let closing: [Unicode.Scalar: Unicode.Scalar] = ["(": ")", "[": "]", "{": "}"]

        /// The token at ``index`` (moving past it), or `nil` for whitespace, a comment or a stray bracket.
        mutating func next() -> Node? {
            let scalar = text[index]
            if scalar == "/", peek(1) == "/" {
                while index < text.count, text[index] != "\n" { index += 1 }
                return nil
            }
            if scalar == "/", peek(1) == "*" {
                skipBlockComment()
                return nil
            }
            if scalar == "\"" || (scalar == "#" && rawStringHashes() != nil) {
                return .string(stringLiteral())
            }
            if scalar == "`" {
                index += 1
                let start = index
                while index < text.count, text[index] != "`", text[index] != "\n" { index += 1 }
                let name = String(String.UnicodeScalarView(text[start..<index]))
                if index < text.count, text[index] == "`" { index += 1 }
                return .identifier(name)
            }
            if Self.isIdentifierHead(scalar) {
                let start = index
                while index < text.count, Self.isIdentifierHead(text[index]) || ("0"..."9").contains(text[index]) { index += 1 }
                return .identifier(String(String.UnicodeScalarView(text[start..<index])))
            }
            index += 1
            if scalar == "," || scalar == ":" || scalar == "." { return .punctuation(scalar) }
            if scalar.properties.isWhitespace || scalar == ")" || scalar == "]" || scalar == "}" { return nil }
            return .other
        }

        /// The scalar `offset` places after ``index``, if any.
        func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < text.count ? text[index + offset] : nil
        }

        static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || (scalar.value > 0x7F && !scalar.properties.isWhitespace)
        }

        /// Moves past a `/* … */` comment, nested ones included.
        mutating func skipBlockComment() {
            var depth = 0
            while index < text.count {
                if text[index] == "/", peek(1) == "*" {
                    depth += 1
                    index += 2
                } else if text[index] == "*", peek(1) == "/" {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    index += 1
                }
            }
        }

        /// How many `#` open a raw string at ``index`` (`#"…"#`), or `nil` when no `"` follows them.
        func rawStringHashes() -> Int? {
            var count = 0
            while let scalar = peek(count), scalar == "#" { count += 1 }
            return peek(count) == "\"" ? count : nil
        }

        /// Moves past the string literal at ``index`` (`"…"`, `"""…"""`, raw with `#`); returns its text, or
        /// `nil` when it interpolates. Escapes other than `\"` and `\\` are kept as written: the names this
        /// reading compares have none.
        mutating func stringLiteral() -> String? {
            let hashes = rawStringHashes() ?? 0
            index += hashes
            let multiline = peek(1) == "\"" && peek(2) == "\""
            index += multiline ? 3 : 1
            var value: [Unicode.Scalar] = []
            var interpolated = false
            while index < text.count {
                let scalar = text[index]
                if scalar == "\\", escapeHashes(from: index + 1) == hashes {
                    let escaped = index + 1 + hashes
                    if escaped < text.count, text[escaped] == "(" {
                        index = escaped + 1
                        _ = nodes(until: ")")
                        interpolated = true
                        continue
                    }
                    if escaped < text.count { value.append(text[escaped]) }
                    index = escaped + 1
                    continue
                }
                if scalar == "\"", !multiline || (peek(1) == "\"" && peek(2) == "\""), closes(at: index + (multiline ? 3 : 1), hashes: hashes) {
                    index += (multiline ? 3 : 1) + hashes
                    break
                }
                if scalar == "\n", !multiline { break }
                value.append(scalar)
                index += 1
            }
            return interpolated ? nil : String(String.UnicodeScalarView(value))
        }

        /// How many `#` follow a backslash, starting at `position`.
        func escapeHashes(from position: Int) -> Int {
            var count = 0
            while position + count < text.count, text[position + count] == "#" { count += 1 }
            return count
        }

        /// Whether `hashes` `#` follow at `position`, closing a raw string.
        func closes(at position: Int, hashes: Int) -> Bool {
            hashes == 0 || (position + hashes <= text.count && text[position..<position + hashes].allSatisfy { $0 == "#" })
        }
    }

    /// The reading of the nodes: which target declarations use the plugin.
    struct Scan {
        let plugin: String
        var targets: Set<String> = []
        var unattributed = false

        init(plugin: String) {
            self.plugin = plugin
        }

        /// Reads `node` and everything in it.
        mutating func visit(_ node: Node) {
            guard case let .group(open, nodes) = node else { return }
            if open == "[" {
                // An array literal naming the plugin outside a target's `plugins:`: a usage kept for later.
                if Self.arguments(nodes).contains(where: { $0.label == nil && $0.value == [.string(plugin)] }) { unattributed = true }
            }
            var position = 0
            while position < nodes.count {
                if case let .identifier(callee) = nodes[position], position + 1 < nodes.count,
                   case let .group(open: "(", arguments) = nodes[position + 1] {
                    call(callee, Self.arguments(arguments))
                    position += 2
                    continue
                }
                visit(nodes[position])
                position += 1
            }
        }

        /// Reads a call: a target declaration, a plugin usage (`.plugin(name:package:)`), a plugin's declaration
        /// (`.plugin(name:capability:…)` or the product `.plugin(name:targets:)`, skipped), or any other call.
        mutating func call(_ callee: String, _ arguments: [(label: String?, value: [Node])]) {
            if ManifestPluginUsages.targetDeclarations.contains(callee) {
                let usesPlugin = arguments.contains { $0.label == "plugins" && uses($0.value) }
                guard usesPlugin else { return }
                let name = arguments.first { $0.label == "name" }?.value
                if let name, name.count == 1, case let .string(literal?) = name[0] {
                    targets.insert(literal)
                } else {
                    unattributed = true
                }
                return
            }
            if callee == "plugin" {
                if arguments.contains(where: { $0.label == "capability" || $0.label == "targets" }) { return }
                if arguments.contains(where: { $0.label == "name" && $0.value == [.string(plugin)] }) { unattributed = true }
                return
            }
            for argument in arguments {
                visit(Node.group(argument.value))
            }
        }

        /// Whether a `plugins:` argument names the plugin: `["TabSpecPlugin"]` or `[.plugin(name: "TabSpecPlugin", …)]`.
        func uses(_ value: [Node]) -> Bool {
            guard value.count == 1, case let .group(open: "[", elements) = value[0] else { return false }
            return Self.arguments(elements).contains { element in
                if element.label == nil, element.value == [.string(plugin)] { return true }
                guard element.value.count >= 2, case .identifier("plugin") = element.value[element.value.count - 2],
                      case let .group(open: "(", arguments) = element.value[element.value.count - 1] else { return false }
                return Self.arguments(arguments).contains { $0.label == "name" && $0.value == [.string(plugin)] }
            }
        }

        /// `nodes` split at their top-level commas, each with its label (`name: …`) if it has one.
        static func arguments(_ nodes: [Node]) -> [(label: String?, value: [Node])] {
            var arguments: [(label: String?, value: [Node])] = []
            var current: [Node] = []
            for node in nodes + [.punctuation(",")] {
                guard node == .punctuation(",") else {
                    current.append(node)
                    continue
                }
                if current.count >= 2, case let .identifier(label) = current[0], current[1] == .punctuation(":") {
                    arguments.append((label, Array(current.dropFirst(2))))
                } else if !current.isEmpty {
                    arguments.append((nil, current))
                }
                current = []
            }
            return arguments
        }
    }
}
