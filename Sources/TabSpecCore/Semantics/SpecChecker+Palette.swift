/// `palette { name: color … }`: named colors usable in every tab bar of the file. An entry may refer to any
/// other, written before or after it; colors that refer to each other in a cycle are one error naming it.
extension SpecChecker {
    /// The file's palette colors, in declaration order.
    struct Palette {
        /// One named color.
        struct Entry {
            var name: String
            /// The token naming it.
            var key: TokenIndex
            var property: SyntaxTree.NodeIndex
            /// Its color once resolved; `nil` while unresolved or when its definition failed.
            var color: TabBarColor?
            /// Whether its definition failed (a bad value or a cycle): references to it are not reported again.
            var failed = false
        }

        /// What a name refers to.
        enum Lookup {
            case color(TabBarColor)
            case failed
        }

        private(set) var entries: [Entry] = []
        private var indexByName: [String: Int] = [:]
        /// Where each name was first defined (duplicates included).
        private var firstDefinitions: [String: SourceRange] = [:]

        /// Where `name` was first defined, if it was.
        func firstDefinition(of name: String) -> SourceRange? { firstDefinitions[name] }

        mutating func define(_ name: String, at range: SourceRange) { firstDefinitions[name] = range }

        mutating func append(_ entry: Entry) {
            indexByName[entry.name] = entries.count
            entries.append(entry)
        }

        mutating func resolve(_ index: Int, to color: TabBarColor?) {
            entries[index].color = color
            if color == nil { entries[index].failed = true }
        }

        mutating func markFailed(_ index: Int) { entries[index].failed = true }

        /// The entry a token names: among a handful, found by comparing bytes; among more, by name.
        func index(of token: TokenIndex, in tokens: TokenBuffer) -> Int? {
            guard entries.count > 16 else { return entries.firstIndex { tokens.textEquals(token, $0.key) } }
            return indexByName[tokens.text(token)]
        }

        /// What a token names: a resolved color, a failed one, or nothing of the palette.
        func lookup(_ token: TokenIndex, in tokens: TokenBuffer) -> Lookup? {
            guard let index = index(of: token, in: tokens) else { return nil }
            let entry = entries[index]
            if entry.failed { return .failed }
            return entry.color.map(Lookup.color)
        }

        /// The names that may be suggested for an unknown one (not those whose definition failed).
        var knownNames: [String] { entries.filter { !$0.failed }.map(\.name) }
    }

    /// Collects a palette block's entries, reporting duplicates, names that shadow built-in colors and blocks
    /// inside; their colors are resolved once every palette is collected (``resolvePalette()``).
    func collectPalette(_ block: SyntaxTree.NodeIndex) {
        reportUnexpectedName(block, keyword: "palette")
        for entry in tree.entries(of: block) {
            switch tree.kind(entry) {
            case .block:
                reportUnknownBlock(entry, context: "in 'palette'", candidates: [])
            case .property:
                let key = tree.key(entry)
                let name = tokens.text(key)
                if let first = palette.firstDefinition(of: name) {
                    report(.duplicateKey(Diagnostic.excerpt(name), in: "palette", at: tokens.range(key), first: first))
                    continue
                }
                palette.define(name, at: tokens.range(key))
                if TabBarColor.named(name) != nil {
                    report(.invalidIdentifier("palette color '\(name)' shadows the built-in color '\(name)'; choose another name",
                                              suggestion: nil, at: tokens.range(key), original: name))
                    continue
                }
                palette.append(Palette.Entry(name: name, key: key, property: entry))
            case .root, .unexpected:
                break
            }
        }
    }

    /// Resolves every palette color, each after the colors it refers to (an iterative depth-first walk, so
    /// however long a chain of references, the stack stays flat), reporting each cycle once.
    func resolvePalette() {
        let count = palette.entries.count
        let references = (0..<count).map(paletteReferences)
        /// 0: not visited, 1: on the walk's path, 2: done.
        var state = [UInt8](repeating: 0, count: count)
        var order: [Int] = []
        order.reserveCapacity(count)
        for root in 0..<count where state[root] == 0 {
            var path: [(entry: Int, next: Int)] = [(root, 0)]
            state[root] = 1
            while let (entry, next) = path.last {
                guard next < references[entry].count else {
                    path.removeLast()
                    state[entry] = 2
                    order.append(entry)
                    continue
                }
                path[path.count - 1].next += 1
                let (target, token) = references[entry][next]
                switch state[target] {
                case 0:
                    state[target] = 1
                    path.append((target, 0))
                case 1:
                    let start = path.firstIndex { $0.entry == target } ?? 0
                    let members = path[start...].map(\.entry)
                    if !members.allSatisfy({ palette.entries[$0].failed }) {
                        report(.paletteCycle(members.map { palette.entries[$0].name }, at: tokens.range(token)))
                    }
                    members.forEach { palette.markFailed($0) }
                default:
                    break
                }
            }
        }
        for entry in order {
            let failed = palette.entries[entry].failed
            let color = color(palette.entries[entry].property, key: palette.entries[entry].name)
            palette.resolve(entry, to: failed ? nil : color)
        }
    }

    /// The palette colors an entry's value names, with the token naming each.
    private func paletteReferences(_ entry: Int) -> [(target: Int, token: TokenIndex)] {
        var result: [(target: Int, token: TokenIndex)] = []
        for value in tree.values(palette.entries[entry].property) where tokens.kind(value) == .identifier {
            guard SpecChecker.builtInColors.lookup(value, in: tokens) == nil, let target = palette.index(of: value, in: tokens) else { continue }
            result.append((target, value))
        }
        return result
    }
}
