/// The front end run one top-level block at a time: the parser hands each block to the schema pass, which
/// turns it into a ``TabBarSpec`` before the next is parsed, so only one block's syntax tree exists at once
/// (a whole file's tree is several times the file's size).
///
/// The result is exactly that of parsing the whole file (``Parser/parse(_:)``) and checking the tree
/// (``SchemaChecker/check(_:source:)``): the same specs, compile settings, comments and diagnostics in the
/// same order.
/// Two cases need the whole file before checking and take a second pass over it:
/// - a `}` missing at the end of the file: the file is parsed again letting indentation end blocks, as
///   ``Parser/parse(_:)`` does, and only that pass counts;
/// - a palette after a tab bar (palette colors are usable everywhere): a first pass checks only the palettes,
///   a second the other blocks.
struct SpecAnalysis {
    /// The checked tab bars, in source order.
    var tabBars: [TabBarSpec] = []
    /// The spec's own `compile { … }` settings.
    var compile = CompileSettings()
    /// Every comment, in source order.
    var comments: [SyntaxComment] = []
    /// The lexer's, the parser's and then the schema pass's diagnostics (unsorted).
    var diagnostics: [Diagnostic] = []

    /// What one pass gives.
    private enum Outcome {
        /// The analysis.
        case done(SpecAnalysis)
        /// A block lacks its `}` at the end of the file: parse it again by indentation.
        case retryByIndentation
        /// A palette follows another top-level block: check the palettes first.
        case retryWithPalettesFirst
    }

    /// Analyses `source`.
    init(source: SourceFile) {
        var usesIndentation = false
        var palettesFirst = false
        while true {
            switch Self.pass(source, usesIndentation: usesIndentation, palettesFirst: palettesFirst) {
            case let .done(analysis):
                self = analysis
                return
            case .retryByIndentation:
                usesIndentation = true
            case .retryWithPalettesFirst:
                palettesFirst = true
            }
        }
    }

    /// An empty analysis, filled by a pass.
    private init() {}

    /// One pass over the file, or why it must be redone. `palettesFirst` parses the file once for its
    /// palettes before the pass that checks the other blocks.
    private static func pass(_ source: SourceFile, usesIndentation: Bool, palettesFirst: Bool) -> Outcome {
        var checker = SchemaChecker(source: source)
        if palettesFirst {
            var parser = Parser(source: source, usesIndentation: usesIndentation)
            while let entry = parser.nextTopLevelEntry() {
                if case let .block(block) = entry, block.keyword.text == "palette" { checker.checkPalette(block) }
            }
        }
        var parser = Parser(source: source, usesIndentation: usesIndentation)
        var analysis = SpecAnalysis()
        var checkedOtherBlock = false
        var latePalette = false
        while let entry = parser.nextTopLevelEntry() {
            // After a late palette the file is still parsed to its end: whether it must be parsed by
            // indentation decides the blocks the next pass sees.
            guard case let .block(block) = entry, !latePalette else { continue }
            if block.keyword.text == "palette" {
                if palettesFirst { continue }
                if checkedOtherBlock {
                    latePalette = true
                    continue
                }
                checker.checkPalette(block)
            } else {
                checkedOtherBlock = true
                if let spec = checker.checkTopLevelBlock(block) { analysis.tabBars.append(spec) }
            }
        }
        if !usesIndentation && parser.reportedUnterminatedAtEnd { return .retryByIndentation }
        if latePalette { return .retryWithPalettesFirst }
        analysis.compile = checker.compile
        analysis.comments = parser.comments
        analysis.diagnostics = parser.allDiagnostics + checker.diagnostics
        return .done(analysis)
    }
}
