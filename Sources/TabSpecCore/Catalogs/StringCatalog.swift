/// A String Catalog (`.xcstrings`): every member of the file, known and unknown, in the order it was read,
/// so ``rendered()`` writes back the same bytes for a catalog in Xcode's layout.
///
/// The top level holds `sourceLanguage`, `strings` (one ``Entry`` per key) and `version`; an entry holds
/// `comment`, `extractionState`, `shouldTranslate`, `localizations` (language → `stringUnit` or
/// `variations` (`plural` / `device` → form → …), `substitutions`) and whatever else Xcode writes there.
/// Members added by ``set(_:in:to:)`` and the update of `tabspec strings` go where Xcode's key order
/// (``XcodeKeyOrder``) puts them; nothing else is reordered.
package struct StringCatalog: Sendable, Hashable {
    /// One key of `strings` and the members of its object, in file order.
    package struct Entry: Sendable, Hashable {
        /// The key.
        package let key: String
        /// The members of the key's object (`comment`, `extractionState`, `localizations`, …).
        package var members: [JSONMember]

        /// An entry with `members`.
        package init(key: String, members: [JSONMember]) {
            self.key = key
            self.members = members
        }
    }

    /// The top-level members in file order; the value of `strings` is left empty here: its entries are
    /// ``entries``, kept apart so that changing one entry does not copy the others.
    private var topLevel: [JSONMember]
    /// The entries of `strings`, in file order.
    package private(set) var entries: [Entry]
    /// Where each key's entry is in ``entries``, by the key's bytes (canonically equivalent keys are distinct
    /// keys in JSON; only looked up: hash order never reaches output).
    private(set) var positions: [[UInt8]: Int]

    /// A new, empty catalog: `sourceLanguage`, no strings, `version` 1.0 (what Xcode writes).
    package init(sourceLanguage: String) {
        self.init(topLevel: [
            JSONMember("sourceLanguage", .string(sourceLanguage)),
            JSONMember("strings", .object([])),
            JSONMember("version", .string("1.0")),
        ], entries: [])
    }

    /// A catalog of already checked members (``init(parsing:path:)`` checks them).
    init(topLevel: [JSONMember], entries: [Entry]) {
        self.topLevel = topLevel.map { $0.key == "strings" ? JSONMember("strings", .object([])) : $0 }
        self.entries = entries
        positions = [:]
        reindex()
    }

    /// Changes ``entries`` with `body`, then looks their keys up anew.
    mutating func modifyEntries(_ body: (inout [Entry]) -> Void) {
        body(&entries)
        reindex()
    }

    /// Rebuilds ``positions`` (the first entry of a key wins, as reading refuses repeated keys anyway).
    private mutating func reindex() {
        positions = [:]
        for (index, entry) in entries.enumerated() where positions[Array(entry.key.utf8)] == nil {
            positions[Array(entry.key.utf8)] = index
        }
    }

    /// The language the keys' source text is written in (`sourceLanguage`).
    package var sourceLanguage: String {
        topLevel.value("sourceLanguage")?.string ?? ""
    }

    /// The catalog format's version (`version`), e.g. `1.0`.
    package var version: String? {
        topLevel.value("version")?.string
    }

    /// The entry of `key`.
    package func entry(forKey key: String) -> Entry? {
        positions[Array(key.utf8)].map { entries[$0] }
    }

    /// Sets member `member` of the entry of `key` to `value` (in place, or where Xcode's order puts it),
    /// adding the entry where Xcode's order puts it when there is none. Returns whether anything changed.
    @discardableResult
    package mutating func set(_ member: String, in key: String, to value: JSONValue) -> Bool {
        if let index = positions[Array(key.utf8)] { return entries[index].members.set(member, to: value) }
        modifyEntries { entries in
            entries = entries.inserting([Entry(key: key, members: [JSONMember(member, value)])]) { $0.key }
        }
        return true
    }

    /// The whole document as a JSON value, members in order.
    package var document: JSONValue {
        .object(topLevel.map { member in member.key == "strings" ? JSONMember("strings", stringsObject) : member })
    }

    /// The value of `strings`: each entry's key and object, in order.
    var stringsObject: JSONValue {
        .object(entries.map { JSONMember($0.key, .object($0.members)) })
    }

    /// The catalog in Xcode's layout (``JSONWriter/Style/xcode``), with no newline at the end, as Xcode
    /// writes it.
    package func rendered() -> [UInt8] {
        var writer = JSONWriter(style: .xcode)
        writer.value(document)
        return writer.output.takeBytes()
    }
}
