import Testing
@testable import TabSpecCore

@Suite("Fingerprints")
struct FingerprintTests {
    @Test func fnv1aMatchesTheReferenceVectors() {
        #expect(FNV1a.hash64([]) == 0xcbf2_9ce4_8422_2325)
        #expect(FNV1a.hash64(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV1a.hash64(Array("foobar".utf8)) == 0x8594_4171_f739_67e8)
        #expect(FNV1a.hex(of: "a") == "af63dc4c8601ec8c")
        #expect(FNV1a.hex(of: "") == "cbf29ce484222325")
    }

    @Test func theCanonicalTextNamesRuleContextTextAndMaskedMessage() {
        let text = ReportSamples.lintedText
        let fingerprinter = Fingerprinter(source: SourceFile(path: "a.tabspec", text: text))
        let diagnostic = Diagnostic(id: DiagnosticID("duplicate-symbol"), severity: .warning, message: "tab 'feed' repeats symbol 2 of 12",
                                    range: ReportSamples.range(of: "\"house\"", occurrence: 1, in: text))
        #expect(fingerprinter.canonicalText(of: diagnostic)
            == "tabspec-fingerprint-v1\0duplicate-symbol\0tabbar Tab/tab feed/symbol\0\"house\"\0tab 'feed' repeats symbol # of #")
        #expect(fingerprinter.fingerprint(of: diagnostic) == FNV1a.hex(of: fingerprinter.canonicalText(of: diagnostic)))
    }

    /// The top-level entry is found by binary search: for every offset of a file with several tab bars, a
    /// palette, stray tokens and a block that is not closed, the context is the one a scan in source order finds.
    @Test(arguments: [
        "palette { a: #FFFFFF }\ntabbar A { tab x { title: \"X\" } }\n} ] )\ntabbar B { tab y { symbol: \"house\" } }\n\ntabbar C {",
        "tabbar A { tab x { } }tabbar B { }\n// comment\ntabbar C { tab z { title: \"Z\" } }",
        "",
    ])
    func contextsAreThoseOfAScanInSourceOrder(_ text: String) {
        let fingerprinter = Fingerprinter(source: SourceFile(path: "a.tabspec", text: text))
        let syntax = fingerprinter.syntax
        func scanned(_ offset: Int) -> String {
            func contains(_ range: SourceRange) -> Bool { offset >= range.start && (offset < range.end || offset == range.start) }
            var path: [String] = []
            var next = syntax.entries(of: SyntaxTree.root).first { contains(syntax.range($0)) }
            while let entry = next {
                next = nil
                let keyword = syntax.tokens.text(syntax.token(entry))
                switch syntax.kind(entry) {
                case .block:
                    path.append(syntax.nameText(entry).map { "\(keyword) \($0)" } ?? keyword)
                    next = syntax.entries(of: entry).first { contains(syntax.range($0)) }
                case .property: path.append(keyword)
                case .root, .unexpected: break
                }
            }
            return path.joined(separator: "/")
        }
        let contexts = (0...text.utf8.count).map { fingerprinter.context(of: $0) }
        #expect(contexts == (0...text.utf8.count).map(scanned))
        #expect(text.isEmpty || contexts.contains("tabbar A/tab x") || contexts.contains("tabbar B"))
    }

    @Test func contextsFollowTheBlocks() {
        let text = "palette {\n    brand: #FF6600\n}\ntabbar Tab {\n    indicator {\n        shape: circle\n    }\n    tab home { title: \"Home\" }\n}\n"
        let fingerprinter = Fingerprinter(source: SourceFile(path: "a.tabspec", text: text))
        #expect(fingerprinter.context(of: ReportSamples.range(of: "#FF6600", in: text).start) == "palette/brand")
        #expect(fingerprinter.context(of: ReportSamples.range(of: "circle", in: text).start) == "tabbar Tab/indicator/shape")
        #expect(fingerprinter.context(of: ReportSamples.range(of: "home", in: text).start) == "tabbar Tab/tab home")
        #expect(fingerprinter.context(of: ReportSamples.range(of: "tabbar", in: text).start) == "tabbar Tab")
        #expect(fingerprinter.context(of: 0) == "palette")
    }

    @Test func textIsTheFirstLineWithSpacesCollapsed() {
        let text = "tabbar Tab {\n    tintColor:   systemBlue\t|  black\n    tab a { title: \"A\" }\n}\n"
        let fingerprinter = Fingerprinter(source: SourceFile(path: "a.tabspec", text: text))
        let key = ReportSamples.range(of: "tintColor", in: text)
        #expect(fingerprinter.normalizedText(of: SourceRange(start: key.start, end: key.start + 40)) == "tintColor: systemBlue | black")
        #expect(fingerprinter.normalizedText(of: SourceRange(at: key.start)) == "tintColor: systemBlue | black")
        #expect(fingerprinter.normalizedText(of: SourceRange(start: 0, end: text.utf8.count)) == "tabbar Tab {")
        #expect(Fingerprinter.maskingDigits("contrast 2.31:1 on iPhone 16, 3 devices") == "contrast #.#:# on iPhone #, # devices")
    }

    @Test func insertingLinesAboveKeepsEveryFingerprint() {
        let before = ReportSamples.lintedReport()
        let shifted = "// a comment\n\npalette {\n    brand: #FF6600\n}\n" + ReportSamples.lintedText
        let after = ReportSamples.lintedReport(text: shifted)
        let old = Fingerprinter(source: before.files[0].source)
        let new = Fingerprinter(source: after.files[0].source)
        #expect(before.files[0].diagnostics.map(old.fingerprint(of:)) == after.files[0].diagnostics.map(new.fingerprint(of:)))
        #expect(before.files[0].source.location(of: before.files[0].diagnostics[0].range.start).line
            != after.files[0].source.location(of: after.files[0].diagnostics[0].range.start).line)
    }

    @Test func differentFindingsOfOneRuleDiffer() {
        let text = "tabbar Tab {\n    tab a { symbol: \"house\" }\n    tab b { symbol: \"house\" }\n    tab c { symbol: \"house\" }\n}\n"
        let fingerprinter = Fingerprinter(source: SourceFile(path: "a.tabspec", text: text))
        let fingerprints = (1...2).map { occurrence in
            fingerprinter.fingerprint(of: Diagnostic(id: DiagnosticID("duplicate-symbol"), severity: .warning, message: "same symbol",
                                                     range: ReportSamples.range(of: "\"house\"", occurrence: occurrence, in: text)))
        }
        #expect(fingerprints[0] != fingerprints[1])
        let otherRule = fingerprinter.fingerprint(of: Diagnostic(id: DiagnosticID("unknown-symbol"), severity: .warning, message: "same symbol",
                                                                 range: ReportSamples.range(of: "\"house\"", occurrence: 1, in: text)))
        #expect(otherRule != fingerprints[0])
    }
}
