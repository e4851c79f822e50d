/// Reading a String Catalog: JSON (UTF-8, no key twice in an object), then the shape of the fields tabspec
/// reads; any other member, anywhere, is kept as it is. The first problem is the error, at its line and
/// column.
extension StringCatalog {
    /// Reads the catalog `bytes` (the file at `path`, named in the error).
    package init(parsing bytes: [UInt8], path: String) throws(CatalogError) {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw CatalogError("expected UTF-8 text; this file starts with a UTF-16 byte order mark",
                               at: 0, in: SourceFile(path: path, bytes: bytes))
        }
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes, rejectingDuplicateKeys: true)
        } catch {
            throw CatalogError(error.message(in: bytes), at: error.offset, in: SourceFile(path: path, bytes: bytes))
        }
        var checker = CatalogShapeChecker()
        checker.check(root)
        if let problem = checker.problem {
            let offset = JSONParser.offset(of: problem.path, in: bytes) ?? 0
            throw CatalogError(problem.message, at: offset, in: SourceFile(path: path, bytes: bytes))
        }
        let members = root.members ?? []
        let strings = members.value("strings")?.members ?? []
        self.init(topLevel: members, entries: strings.map { Entry(key: $0.key, members: $0.value.members ?? []) })
    }
}

/// Checks the parsed document against the shape of a String Catalog and keeps the first problem.
struct CatalogShapeChecker {
    /// A problem and the path of the value it is about.
    struct Problem {
        /// What is wrong, lowercase.
        var message: String
        /// The value it is about.
        var path: [JSONPathComponent]
    }

    /// The first problem found.
    private(set) var problem: Problem?
    /// The path of the value being checked.
    private var path: [JSONPathComponent] = []

    /// `catalog = { "sourceLanguage": string, "strings": { key: entry }, "version"?: string, … }`
    mutating func check(_ root: JSONValue) {
        guard let members = root.members else { return fail("expected a JSON object with 'sourceLanguage' and 'strings'") }
        guard let language = members.value("sourceLanguage") else { return fail("missing 'sourceLanguage'") }
        within(.key("sourceLanguage")) { checker in
            if language.string?.isEmpty ?? true { checker.fail("'sourceLanguage' must be a non-empty string") }
        }
        if let version = members.value("version"), version.string == nil {
            within(.key("version")) { $0.fail("'version' must be a string") }
        }
        guard let strings = members.value("strings") else { return fail("missing 'strings'") }
        within(.key("strings")) { checker in
            checker.forEachMember(of: strings, orFail: "'strings' must be an object") { checker, entry in
                checker.checkEntry(entry.value, key: entry.key)
            }
        }
    }

    /// `entry = { "comment"?: string, "extractionState"?: string, "shouldTranslate"?: bool,
    /// "localizations"?: { language: localization }, … }`
    private mutating func checkEntry(_ entry: JSONValue, key: String) {
        guard let members = entry.members else { return fail("the entry of '\(key)' must be an object") }
        for name in ["comment", "extractionState"] {
            if let value = members.value(name), value.string == nil {
                within(.key(name)) { $0.fail("'\(name)' of '\(key)' must be a string") }
            }
        }
        if let value = members.value("shouldTranslate"), value != .bool(true), value != .bool(false) {
            within(.key("shouldTranslate")) { $0.fail("'shouldTranslate' of '\(key)' must be true or false") }
        }
        guard let localizations = members.value("localizations") else { return }
        within(.key("localizations")) { checker in
            checker.forEachMember(of: localizations, orFail: "'localizations' of '\(key)' must be an object") { checker, language in
                checker.checkForm(language.value, of: "the '\(language.key)' localization of '\(key)'")
            }
        }
    }

    /// `form = { "stringUnit"?: { "state"?: string, "value": string }, "variations"?: { kind: { name: form } },
    /// "substitutions"?: { name: { "argNum"?: number, "formatSpecifier"?: string, "variations"?: … } }, … }`:
    /// a localization, a variation's form or a substitution (`what` names it in messages).
    private mutating func checkForm(_ form: JSONValue, of what: String) {
        guard let members = form.members else { return fail("\(what) must be an object") }
        if let unit = members.value("stringUnit") {
            within(.key("stringUnit")) { $0.checkStringUnit(unit, of: what) }
        }
        if let variations = members.value("variations") {
            within(.key("variations")) { checker in
                checker.forEachMember(of: variations, orFail: "the variations of \(what) must be an object") { checker, kind in
                    checker.forEachMember(of: kind.value, orFail: "the '\(kind.key)' variations of \(what) must be an object") { checker, variant in
                        checker.checkForm(variant.value, of: "the '\(variant.key)' \(kind.key) form of \(what)")
                    }
                }
            }
        }
        if let substitutions = members.value("substitutions") {
            within(.key("substitutions")) { checker in
                checker.forEachMember(of: substitutions, orFail: "the substitutions of \(what) must be an object") { checker, name in
                    checker.checkForm(name.value, of: "the substitution '\(name.key)' of \(what)")
                }
            }
        }
    }

    /// Checks `body` on each member of the object `value`, at its path, until a problem is found; a value
    /// that is not an object is the problem `message`.
    private mutating func forEachMember(of value: JSONValue, orFail message: String,
                                        _ body: (inout CatalogShapeChecker, JSONMember) -> Void) {
        guard let members = value.members else { return fail(message) }
        for member in members where problem == nil {
            within(.key(member.key)) { body(&$0, member) }
        }
    }

    /// `stringUnit = { "state"?: string, "value": string, … }`
    private mutating func checkStringUnit(_ unit: JSONValue, of what: String) {
        guard let members = unit.members else { return fail("the stringUnit of \(what) must be an object") }
        guard let value = members.value("value") else { return fail("the stringUnit of \(what) has no 'value'") }
        if value.string == nil { within(.key("value")) { $0.fail("the 'value' of the stringUnit of \(what) must be a string") } }
        if let state = members.value("state"), state.string == nil {
            within(.key("state")) { $0.fail("the 'state' of the stringUnit of \(what) must be a string") }
        }
    }

    /// Runs `body` with `component` appended to the path.
    private mutating func within(_ component: JSONPathComponent, _ body: (inout CatalogShapeChecker) -> Void) {
        path.append(component)
        body(&self)
        path.removeLast()
    }

    /// Records `message` at the current path, unless a problem was found before.
    private mutating func fail(_ message: String) {
        if problem == nil { problem = Problem(message: message, path: path) }
    }
}
