import Foundation
import Testing

/// The editor files in `Editors/vscode/`: their JSON parses, `package.json`'s ids and paths point to files that
/// exist, and the TextMate grammar gives the bundled specs the expected scopes.
@Suite struct EditorFilesTests {
    /// The extension's folder.
    static let extensionFolder = TabspecProcess.packageRoot + "/Editors/vscode"

    /// A file of the extension's folder as text.
    static func text(_ relativePath: String) throws -> String {
        try String(contentsOfFile: extensionFolder + "/" + relativePath, encoding: .utf8)
    }

    /// A JSON object file of the extension's folder.
    static func object(_ relativePath: String) throws -> [String: Any] {
        let data = try #require(FileManager.default.contents(atPath: extensionFolder + "/" + relativePath))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(relativePath) is not a JSON object")
    }

    /// A path of `package.json` (`./x/y.json`) relative to the extension's folder, required to exist.
    static func existingFile(_ path: String?) throws -> String {
        let path = try #require(path)
        let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        #expect(!relative.hasPrefix("/") && !relative.contains(".."), "'\(path)' leaves the extension's folder")
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: extensionFolder + "/" + relative, isDirectory: &isDirectory) && !isDirectory.boolValue,
                "'\(path)' names no file")
        return relative
    }

    /// The tokens the grammar gives a text.
    static func tokens(_ text: String) throws -> [TextMateMatcher.Token] {
        try TextMateMatcher(grammar: object("syntaxes/tabspec.tmLanguage.json")).tokens(of: text)
    }

    /// The innermost scope of the token that is exactly `text` at `line:column`, or `nil`.
    static func scope(_ tokens: [TextMateMatcher.Token], _ line: Int, _ column: Int, _ text: String) -> String? {
        tokens.last { $0.line == line && $0.column == column && $0.text == text }?.scopes.last
    }

    /// Records an issue for each `(line, column, text, scope)` whose token is missing or has another innermost
    /// scope.
    static func expectScopes(_ tokens: [TextMateMatcher.Token], _ expected: [(Int, Int, String, String)],
                             sourceLocation: SourceLocation = #_sourceLocation) {
        for (line, column, token, scope) in expected {
            #expect(Self.scope(tokens, line, column, token) == scope, "\(line):\(column) '\(token)'", sourceLocation: sourceLocation)
        }
    }

    @Test func everyJSONFileParses() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.extensionFolder).filter { $0.hasSuffix(".json") }.sorted()
        #expect(files == [".vscode/launch.json", "language-configuration.json", "package.json", "syntaxes/tabspec.tmLanguage.json"])
        for file in files { _ = try Self.object(file) }
    }

    @Test func packageJSONNamesTheLanguageTheGrammarAndTheServer() throws {
        let package = try Self.object("package.json")
        #expect(package["name"] as? String == "tabspec")
        #expect(try Self.existingFile(package["main"] as? String) == "extension.js")
        #expect(package["activationEvents"] as? [String] == ["onLanguage:tabspec"])
        let dependencies = try #require(package["dependencies"] as? [String: String])
        #expect(dependencies.keys.sorted() == ["vscode-languageclient"])
        #expect(dependencies["vscode-languageclient"]?.hasPrefix("^9.") == true)
        let engines = try #require(package["engines"] as? [String: String])
        #expect(engines["vscode"] == "^1.82.0")

        let contributes = try #require(package["contributes"] as? [String: Any])
        let languages = try #require(contributes["languages"] as? [[String: Any]])
        #expect(languages.count == 1)
        let language = try #require(languages.first)
        #expect(language["id"] as? String == "tabspec")
        #expect(language["extensions"] as? [String] == [".tabspec"])
        #expect(language["filenames"] as? [String] == [".tabspec"])
        #expect(try Self.existingFile(language["configuration"] as? String) == "language-configuration.json")

        let grammars = try #require(contributes["grammars"] as? [[String: Any]])
        #expect(grammars.count == 1)
        let grammar = try #require(grammars.first)
        #expect(grammar["language"] as? String == "tabspec")
        #expect(grammar["scopeName"] as? String == "source.tabspec")
        let grammarPath = try Self.existingFile(grammar["path"] as? String)
        #expect(grammarPath == "syntaxes/tabspec.tmLanguage.json")
        #expect(try Self.object(grammarPath)["scopeName"] as? String == "source.tabspec")

        let configuration = try #require(contributes["configuration"] as? [String: Any])
        let properties = try #require(configuration["properties"] as? [String: [String: Any]])
        #expect(properties.keys.sorted() == ["tabspec.path"])
        #expect(properties["tabspec.path"]?["type"] as? String == "string")
        #expect(properties["tabspec.path"]?["default"] as? String == "tabspec")

        // The client reads that setting, starts `<path> lsp` for the language, and registers every command.
        let client = try Self.text("extension.js")
        for needle in ["require(\"vscode-languageclient/node\")", "getConfiguration(\"tabspec\").get(\"path\")",
                       "args: [\"lsp\"]", "language: \"tabspec\"", "affectsConfiguration(\"tabspec.path\")"] {
            #expect(client.contains(needle), "extension.js lacks \(needle)")
        }
        let commands = try #require(contributes["commands"] as? [[String: Any]])
        #expect(commands.compactMap { $0["command"] as? String } == ["tabspec.restartServer"])
        for command in commands.compactMap({ $0["command"] as? String }) {
            #expect(client.contains("registerCommand(\"\(command)\""), "extension.js does not register \(command)")
        }
        // The README says the dependency is not installed and the extension not packaged here.
        let readme = try Self.text("README.md").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(readme.contains("the package cannot be installed or the extension packaged"))
    }

    @Test func theLaunchConfigurationIsTheOneTheREADMEsName() throws {
        // F5 in the extension's folder runs this configuration: a second window with the folder as an extension.
        let launch = try Self.object(".vscode/launch.json")
        let configurations = try #require(launch["configurations"] as? [[String: Any]])
        #expect(configurations.count == 1)
        let run = try #require(configurations.first)
        #expect(run["name"] as? String == "Run Extension")
        #expect(run["type"] as? String == "extensionHost")
        #expect(run["request"] as? String == "launch")
        #expect(run["args"] as? [String] == ["--extensionDevelopmentPath=${workspaceFolder}"])
        // No build step to wait for: the extension is plain JavaScript.
        #expect(run["preLaunchTask"] == nil && run["outFiles"] == nil)
        let readme = try Self.text("README.md").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let guide = try String(contentsOfFile: TabspecProcess.packageRoot + "/docs/Editors.md", encoding: .utf8)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(readme.contains("press F5 (**Run Extension**"))
        #expect(guide.contains("press F5 (**Run Extension**"))
    }

    @Test func theExtensionHasWhatPackagingNeeds() throws {
        let package = try Self.object("package.json")
        // `repository`: the same URL the README's package dependency names, and the extension's folder in it.
        let repository = try #require(package["repository"] as? [String: String])
        #expect(repository.keys.sorted() == ["directory", "type", "url"])
        #expect(repository["type"] == "git")
        #expect(repository["directory"] == "Editors/vscode")
        #expect(TabspecProcess.packageRoot + "/" + (repository["directory"] ?? "") == Self.extensionFolder)
        let readme = try String(contentsOfFile: TabspecProcess.packageRoot + "/README.md", encoding: .utf8)
        let opening = try #require(readme.range(of: ".package(url: \""))
        let dependency = readme[opening.upperBound...].prefix { $0 != "\"" }
        #expect(repository["url"] == String(dependency))
        #expect(dependency.hasPrefix("https://github.com/") && dependency.hasSuffix("/tabspec.git"))
        // The licence: the MIT text `license` names, with its copyright line.
        #expect(package["license"] as? String == "MIT")
        let license = try Self.text("LICENSE")
        #expect(license.hasPrefix("MIT License\n\nCopyright (c) 2026 tabspec contributors\n\nPermission is hereby granted, free of charge,"))
        #expect(license.hasSuffix("OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE\nSOFTWARE.\n"))
        // `.vscodeignore` leaves out the launch configuration and npm's lock file, and nothing the extension runs
        // on: its manifest, client, grammar, language configuration, README, licence and installed dependency.
        let ignored = try Self.text(".vscodeignore").split(separator: "\n").map(String.init)
        #expect(ignored == [".vscode/**", "package-lock.json"])
        func isIgnored(_ path: String) -> Bool {
            ignored.contains { pattern in
                let regex = "^" + NSRegularExpression.escapedPattern(for: pattern)
                    .replacingOccurrences(of: "\\*\\*", with: ".*").replacingOccurrences(of: "\\*", with: "[^/]*") + "$"
                return path.range(of: regex, options: .regularExpression) != nil
            }
        }
        #expect(isIgnored(".vscode/launch.json") && isIgnored("package-lock.json"))
        let contributes = try #require(package["contributes"] as? [String: Any])
        let grammar = try #require((contributes["grammars"] as? [[String: Any]])?.first?["path"] as? String)
        let configuration = try #require((contributes["languages"] as? [[String: Any]])?.first?["configuration"] as? String)
        for path in [try Self.existingFile(package["main"] as? String), try Self.existingFile(grammar), try Self.existingFile(configuration),
                     "package.json", "README.md", "LICENSE", "node_modules/vscode-languageclient/package.json"] {
            #expect(!isIgnored(path), "\(path) would be left out of the package")
        }
    }

    @Test func languageConfigurationHasCommentsBracketsAndPairs() throws {
        let configuration = try Self.object("language-configuration.json")
        let comments = try #require(configuration["comments"] as? [String: Any])
        #expect(comments["lineComment"] as? String == "//")
        #expect(comments["blockComment"] as? [String] == ["/*", "*/"])
        #expect(configuration["brackets"] as? [[String]] == [["{", "}"]])
        let pairs = try #require(configuration["autoClosingPairs"] as? [[String: Any]])
        #expect(pairs.compactMap { $0["open"] as? String } == ["{", "\"", "/*"])
        #expect(pairs.compactMap { $0["close"] as? String } == ["}", "\"", " */"])
        let indentation = try #require(configuration["indentationRules"] as? [String: String])
        let increase = try NSRegularExpression(pattern: try #require(indentation["increaseIndentPattern"]))
        let decrease = try NSRegularExpression(pattern: try #require(indentation["decreaseIndentPattern"]))
        func matches(_ regex: NSRegularExpression, _ line: String) -> Bool {
            regex.firstMatch(in: line, range: NSRange(location: 0, length: (line as NSString).length)) != nil
        }
        #expect(matches(increase, "tabbar Tab {") && matches(increase, "    indicator {"))
        #expect(!matches(increase, "    tab home { symbol: \"house\" }") && !matches(increase, "    kind: custom"))
        #expect(matches(decrease, "    }") && !matches(decrease, "    tab home { symbol: \"house\" }"))
    }

    @Test func grammarIsMadeOfMatchAndBeginEndRulesOnly() throws {
        let grammar = try Self.object("syntaxes/tabspec.tmLanguage.json")
        #expect(grammar["scopeName"] as? String == "source.tabspec")
        #expect(grammar["repository"] == nil)
        let matcher = try TextMateMatcher(grammar: grammar)
        #expect(matcher.rules.count == 15)
        // Every scope name ends in the language's suffix.
        let names = try #require(String(data: JSONSerialization.data(withJSONObject: grammar), encoding: .utf8))
        let regex = try NSRegularExpression(pattern: #""name":"([^"]*)""#)
        let found = regex.matches(in: names, range: NSRange(location: 0, length: (names as NSString).length))
            .map { (names as NSString).substring(with: $0.range(at: 1)) }
        #expect(found.count > 20)
        #expect(found.filter { !$0.hasSuffix(".tabspec") } == ["tabspec"])
    }

    @Test func customTabViewGetsTheExpectedScopes() throws {
        let text = try String(contentsOfFile: TabspecProcess.packageRoot + "/Specs/CustomTabView.tabspec", encoding: .utf8)
        let tokens = try Self.tokens(text)
        let expected: [(Int, Int, String, String)] = [
            (1, 1, "// The SwiftUI tab bar from the Japanese article (\"SwiftUI でカスタムタブバーを作る\"): an HStack of",
             "comment.line.double-slash.tabspec"),
            (3, 1, "tabbar", "keyword.other.block.tabspec"),
            (3, 8, "Tab", "entity.name.type.tabbar.tabspec"),
            (3, 12, "{", "punctuation.section.block.begin.tabspec"),
            (4, 5, "localization", "keyword.other.block.tabspec"),
            (5, 9, "table", "support.type.property-name.tabspec"),
            (5, 14, ":", "punctuation.separator.key-value.tabspec"),
            (5, 16, "\"CustomTabView\"", "string.quoted.double.tabspec"),
            (8, 5, "kind", "support.type.property-name.tabspec"),
            (8, 11, "custom", "constant.language.tabspec"),
            (10, 13, "56", "constant.numeric.tabspec"),
            (11, 14, "16", "constant.numeric.tabspec"),
            (11, 17, "16", "constant.numeric.tabspec"),
            (11, 20, "10", "constant.numeric.tabspec"),
            (11, 32, "// top, horizontal, bottom (CSS shorthand)", "comment.line.double-slash.tabspec"),
            (13, 16, "black", "constant.language.tabspec"),
            (15, 25, "easeInOut", "constant.language.tabspec"),
            (15, 35, "0.2", "constant.numeric.tabspec"),
            (17, 5, "indicator", "keyword.other.block.tabspec"),
            (25, 5, "tab", "keyword.other.block.tabspec"),
            (25, 9, "home", "variable.other.tab.tabspec"),
            (25, 19, "symbol", "support.type.property-name.tabspec"),
            (25, 27, "\"house\"", "string.quoted.double.tabspec"),
            (25, 27, "\"", "punctuation.definition.string.begin.tabspec"),
            (25, 33, "\"", "punctuation.definition.string.end.tabspec"),
            (25, 35, "}", "punctuation.section.block.end.tabspec"),
            (29, 38, ",", "punctuation.separator.comma.tabspec"),
            (29, 40, "accessibilityLabel", "support.type.property-name.tabspec"),
            (29, 60, "\"Settings\"", "string.quoted.double.tabspec"),
            (30, 1, "}", "punctuation.section.block.end.tabspec"),
        ]
        Self.expectScopes(tokens, expected)
        // The string's quotes are inside the string scope.
        #expect(tokens.first { $0.line == 25 && $0.column == 33 }?.scopes == ["string.quoted.double.tabspec", "punctuation.definition.string.end.tabspec"])
    }

    @Test func everyBundledSpecIsScopedWithoutGaps() throws {
        let folder = TabspecProcess.packageRoot + "/Specs"
        let specs = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".tabspec") }.sorted()
        #expect(specs == ["CustomTabView.tabspec", "HidingTabBar.tabspec", "HighlightTabBar.tabspec", "SwipeableTabBar.tabspec"])
        for spec in specs {
            let text = try String(contentsOfFile: folder + "/" + spec, encoding: .utf8)
            let tokens = try Self.tokens(text)
            // Every character but white space lies in a token; no token is the catch-all of an invalid one.
            let lines = text.components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                let units = Array(line.utf16)
                var covered = [Bool](repeating: false, count: units.count)
                for token in tokens where token.line == index + 1 {
                    let start = token.column - 1
                    for offset in start..<min(units.count, start + token.text.utf16.count) { covered[offset] = true }
                }
                let gaps = units.indices.filter { !covered[$0] && units[$0] != 0x20 && units[$0] != 0x09 }
                #expect(gaps.isEmpty, "\(spec):\(index + 1): unscoped columns \(gaps.map { $0 + 1 })")
            }
            #expect(tokens.allSatisfy { !$0.scopes.contains { $0.hasPrefix("invalid.") } }, "\(spec) has invalid tokens")
        }
        let swipeable = try Self.tokens(String(contentsOfFile: folder + "/SwipeableTabBar.tabspec", encoding: .utf8))
        #expect(Self.scope(swipeable, 14, 25, "@") == "keyword.operator.tabspec")
        #expect(Self.scope(swipeable, 14, 27, "0.92") == "constant.numeric.tabspec")
        #expect(Self.scope(swipeable, 15, 18, "true") == "constant.language.tabspec")
    }

    @Test func hyphenatedNamesAreOneTokenWithTheirUsualScope() throws {
        // The language's names are `[A-Za-z_][A-Za-z0-9_-]*`: device slugs, rule ids and language tags keep
        // their hyphens (and digits after them), in every place a name is scoped.
        let text = """
        lint {
            devices: iphone-se-3 iphone-16
            disable: title-truncation
            languages: pt-BR zh-Hans
            max-width: 2
        }
        tabbar Main-Bar {
            tab home-2 { tintColor: system-blue #ff8800 }
            custom-block { }
        }
        """
        let tokens = try Self.tokens(text)
        let expected: [(Int, Int, String, String)] = [
            (2, 14, "iphone-se-3", "constant.language.tabspec"),
            (2, 26, "iphone-16", "constant.language.tabspec"),
            (3, 14, "title-truncation", "constant.language.tabspec"),
            (4, 16, "pt-BR", "constant.language.tabspec"),
            (4, 22, "zh-Hans", "constant.language.tabspec"),
            (5, 5, "max-width", "support.type.property-name.tabspec"),
            (5, 16, "2", "constant.numeric.tabspec"),
            (7, 8, "Main-Bar", "entity.name.type.tabbar.tabspec"),
            (8, 9, "home-2", "variable.other.tab.tabspec"),
            (8, 29, "system-blue", "constant.language.tabspec"),
            (8, 41, "#ff8800", "constant.other.color.rgb-value.hex.tabspec"),
            (9, 5, "custom-block", "keyword.other.block.tabspec"),
        ]
        Self.expectScopes(tokens, expected)
        // No piece of a hyphenated name is a token of its own: not 'iphone', '-', 'se' nor a number '3' or '-3'.
        let names = ["iphone-se-3", "iphone-16", "title-truncation", "pt-BR", "zh-Hans", "max-width", "Main-Bar", "home-2", "system-blue", "custom-block"]
        for token in tokens where token.text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) && token.text.first?.isLetter == true {
            #expect(names.contains(token.text) || ["lint", "devices", "disable", "languages", "tabbar", "tab", "tintColor"].contains(token.text),
                    "a piece of a name: \(token)")
        }
        #expect(!tokens.contains { $0.scopes.last == "constant.numeric.tabspec" && $0.line != 5 }, "a digit of a name scoped as a number")
        // A colour glued to more name characters is not a colour (the lexer reads '#fff-x' as one bad literal).
        #expect(!(try Self.tokens("c: #fff-x")).contains { $0.scopes.last == "constant.other.color.rgb-value.hex.tabspec" })
    }

    @Test func initialNamesATabScopedAsTheTabsId() throws {
        // `initial:` takes a tab id: scoped like the id in `tab ID` (the server's semantic token is `variable` for
        // both), not as a keyword value; a quoted id stays a string.
        let text = """
        tabbar Tab {
            initial: my-home
            kind:custom
            tab my-home { symbol: "house" }
        }
        tabbar Other { initial :"home" }
        """
        let tokens = try Self.tokens(text)
        #expect(Self.scope(tokens, 2, 5, "initial") == "support.type.property-name.tabspec")
        #expect(Self.scope(tokens, 2, 12, ":") == "punctuation.separator.key-value.tabspec")
        #expect(Self.scope(tokens, 2, 14, "my-home") == "variable.other.tab.tabspec")
        #expect(Self.scope(tokens, 3, 10, "custom") == "constant.language.tabspec")
        #expect(Self.scope(tokens, 4, 9, "my-home") == "variable.other.tab.tabspec")
        #expect(Self.scope(tokens, 6, 16, "initial") == "support.type.property-name.tabspec")
        #expect(Self.scope(tokens, 6, 25, "\"home\"") == "string.quoted.double.tabspec")
        // A name that merely ends in 'initial' is an ordinary key.
        let key = try Self.tokens("not-initial: home")
        #expect(Self.scope(key, 1, 1, "not-initial") == "support.type.property-name.tabspec")
        #expect(Self.scope(key, 1, 14, "home") == "constant.language.tabspec")
    }

    @Test func colorsEscapesAndBlockComments() throws {
        let text = """
        /* a block comment
           over "two" lines */ palette {
            brand: #FF8800 @ 50% | #0A84FFCC, dim: brand @ -0.5
            short: #fff
        }
        tab t { title: "say \\"hi\\" \\u{1F600}\\q", symbol: "open
        next: 12
        """
        let tokens = try Self.tokens(text)
        #expect(Self.scope(tokens, 1, 1, "/* a block comment\n   over \"two\" lines */") == "comment.block.tabspec")
        #expect(Self.scope(tokens, 1, 1, "/*") == "punctuation.definition.comment.begin.tabspec")
        #expect(Self.scope(tokens, 2, 21, "*/") == "punctuation.definition.comment.end.tabspec")
        #expect(Self.scope(tokens, 2, 24, "palette") == "keyword.other.block.tabspec")
        #expect(Self.scope(tokens, 3, 12, "#FF8800") == "constant.other.color.rgb-value.hex.tabspec")
        #expect(Self.scope(tokens, 3, 20, "@") == "keyword.operator.tabspec")
        #expect(Self.scope(tokens, 3, 22, "50%") == "constant.numeric.tabspec")
        #expect(Self.scope(tokens, 3, 26, "|") == "keyword.operator.tabspec")
        #expect(Self.scope(tokens, 3, 28, "#0A84FFCC") == "constant.other.color.rgb-value.hex.tabspec")
        #expect(Self.scope(tokens, 3, 39, "dim") == "support.type.property-name.tabspec")
        #expect(Self.scope(tokens, 3, 44, "brand") == "constant.language.tabspec")
        #expect(Self.scope(tokens, 3, 52, "-0.5") == "constant.numeric.tabspec")
        #expect(Self.scope(tokens, 4, 12, "#fff") == "constant.other.color.rgb-value.hex.tabspec")
        #expect(Self.scope(tokens, 6, 5, "t") == "variable.other.tab.tabspec")
        #expect(Self.scope(tokens, 6, 16, "\"say \\\"hi\\\" \\u{1F600}\\q\"") == "string.quoted.double.tabspec")
        #expect(Self.scope(tokens, 6, 21, "\\\"") == "constant.character.escape.tabspec")
        #expect(Self.scope(tokens, 6, 25, "\\\"") == "constant.character.escape.tabspec")
        #expect(Self.scope(tokens, 6, 28, "\\u{1F600}") == "constant.character.escape.tabspec")
        #expect(Self.scope(tokens, 6, 37, "\\q") == "invalid.illegal.escape.tabspec")
        // An unterminated string ends with its line: the next line is read afresh.
        #expect(Self.scope(tokens, 6, 50, "\"open") == "string.quoted.double.tabspec")
        #expect(Self.scope(tokens, 7, 1, "next") == "support.type.property-name.tabspec")
        #expect(Self.scope(tokens, 7, 7, "12") == "constant.numeric.tabspec")
        // Digits inside a name are not a number, and a colour of another length is not a colour.
        let names = try Self.tokens("tintColor: systemGray2 #12345")
        #expect(Self.scope(names, 1, 12, "systemGray2") == "constant.language.tabspec")
        #expect(!names.contains { $0.scopes.last == "constant.other.color.rgb-value.hex.tabspec" })
    }
}
