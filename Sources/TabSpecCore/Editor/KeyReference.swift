/// The reference text of one key, as hover shows it and completion documents it: what it takes, its default
/// and what it does (language.md's and cli.md's tables).
package struct KeyReference: Sendable, Hashable {
    /// The key as written (`shape`).
    package var name: String
    /// The block it belongs to (`indicator`).
    package var block: String
    /// What its value is (`circle, capsule or underline`, `a number greater than 0`).
    package var type: String
    /// Its default, as written in the reference (`none`, `` `systemBlue` ``).
    package var defaultValue: String
    /// One sentence on what it does.
    package var summary: String

    /// The reference of a spec key; its value type is read from ``SpecKey/value`` (one source of truth).
    package init(_ key: SpecKey) {
        name = key.name
        block = key.block.rawValue
        type = KeyReference.type(of: key.value)
        defaultValue = key.referenceDefault
        summary = key.referenceSummary
    }

    /// A reference from its parts.
    init(name: String, block: String, type: String, defaultValue: String, summary: String) {
        self.name = name
        self.block = block
        self.type = type
        self.defaultValue = defaultValue
        self.summary = summary
    }

    /// The text shown: the key and its block, its type, its default and the summary, one per line (markdown
    /// when `markdown`).
    package func text(markdown: Bool) -> String {
        if markdown {
            return "**\(name)** (in `\(block)`)\n\nType: \(type)\n\nDefault: \(defaultValue)\n\n\(summary)"
        }
        return "\(name) (in \(block))\nType: \(type)\nDefault: \(defaultValue)\n\(summary)"
    }

    /// A value kind in words, with its keywords or its range.
    static func type(of value: SpecKey.Value) -> String {
        switch value {
        case let .keyword(keywords): "one of " + keywords.spellings.map { "'\($0)'" }.joined(separator: ", ")
        case let .number(bound): "a number, " + bound.requirement
        case .bool: "'true' or 'false'"
        case .color: "a color: a name, a palette name or '#RRGGBB', with '@ alpha' and '| dark color'"
        case .string: "a string"
        case .nonEmptyString: "a non-empty string"
        case .padding: "1 to 4 numbers, 0 or greater (top, right, bottom, left)"
        case .font: "'[weight] size', weights " + Spellings.fontWeight.spellings.map { "'\($0)'" }.joined(separator: ", ")
        case .animation: "'curve duration', curves " + Spellings.animationCurve.spellings.map { "'\($0)'" }.joined(separator: ", ")
                + ", duration greater than 0 and at most 2 seconds"
        case .tabID: "a tab id of the same tab bar"
        case .block: "a block"
        }
    }
}

extension SpecKey {
    /// The block the key is written in.
    var block: SpecBlock {
        SpecBlock.allCases.first { $0.keys.contains(self) } ?? .tabbar
    }
}
