/// The syntax tree of one `.tabspec` file (a spec or a configuration file): its ``TokenBuffer`` and its
/// nodes, in flat arrays indexed by integers.
///
/// As Zig's `std.zig.Ast`: ``nodes`` are small structs (a kind, flags, a main token and two 32-bit operands),
/// ``extra`` holds the lists that do not fit in two operands (a property's values, a block's braces and name),
/// node 0 is the root, so 0 doubles as "none". As Carbon's parse tree, the tree stays structurally valid on
/// invalid input: a node the parser could not complete is marked (``Flags``), never missing.
///
/// Nodes are in preorder (source order): a block is followed by its entries, and its first operand is the
/// index just past its last descendant, so a walk can descend or skip a whole block. The parser knows only
/// the grammar (language.md): the tree says nothing about tab bars, and the check stage gives it meaning.
/// The tree is built once and read by every consumer: the check stage, the formatter (comments are tokens),
/// the baseline's fingerprints and the configuration reader.
struct SyntaxTree: Sendable {
    let tokens: TokenBuffer
    private(set) var nodes: [Node]
    private(set) var extra: [UInt32] = []
    /// The parser's diagnostics, each with the token it is about, in the order they were found, bounded.
    var diagnostics = BoundedDiagnostics()

    /// The parser's kept diagnostics (``diagnostics``), each with its token.
    var problems: [TokenDiagnostic] { diagnostics.problems }

    var source: SourceFile { tokens.source }

    /// One node.
    struct Node: Sendable, Hashable {
        var kind: Kind
        var flags: Flags
        /// The main token: a block's keyword, a property's key, the first token of unexpected text.
        var token: TokenIndex
        /// A block's (and the root's) subtree end; a property's first index into ``extra``.
        var first: UInt32
        /// A block's index into ``extra``; a property's value count.
        var second: UInt32

        /// The index just past this node (at `index`) and its descendants.
        func subtreeEnd(at index: NodeIndex) -> NodeIndex {
            switch kind {
            case .root, .block: NodeIndex(Int(first))
            case .property, .unexpected: NodeIndex(index.index + 1)
            }
        }
    }

    /// What a node is.
    enum Kind: UInt8, Sendable {
        /// The file (node 0): its entries follow.
        case root
        /// `block = identifier [ name ] "{" { separator } { entry { separator } } "}"`
        case block
        /// `property = identifier ":" value { value }`
        case property
        /// Tokens at the top level that start no entry (`42`, `"x"`, `:`); the check stage reports them, as
        /// it knows which blocks a file of its kind may hold.
        case unexpected
    }

    /// What the parser could not complete, and how a node's optional parts are written.
    struct Flags: OptionSet, Sendable, Hashable {
        let rawValue: UInt8

        /// A property whose key is followed by its `:` (or by the `=` that stands for it).
        static let hasColon = Flags(rawValue: 1 << 0)
        /// A block without its `}` (already reported).
        static let unterminated = Flags(rawValue: 1 << 1)
        /// A block written `name: { … }` (the `:` is reported, the block is kept).
        static let colonBeforeBrace = Flags(rawValue: 1 << 2)
    }

    /// A node's position in ``nodes``.
    struct NodeIndex: FlatIndex {
        let rawValue: UInt32
    }

    /// The file's node.
    static let root = NodeIndex(0)

    /// A tree of only the root, to be filled by the parser.
    init(tokens: TokenBuffer) {
        self.tokens = tokens
        nodes = [Node(kind: .root, flags: [], token: TokenIndex(0), first: 1, second: 0)]
        // Measured on the benchmark corpus: 3.4 tokens per node and 1.7 extra entries per node.
        nodes.reserveCapacity(tokens.count * 10 / 33 + 16)
        extra.reserveCapacity(tokens.count / 2 + 16)
    }

    // MARK: Building (the parser)

    /// Appends a node and returns its index.
    mutating func append(_ node: Node) -> NodeIndex {
        nodes.append(node)
        return NodeIndex(nodes.count - 1)
    }

    /// Appends to ``extra`` and returns the index of the first value appended.
    @discardableResult
    mutating func appendExtra(_ values: [UInt32]) -> UInt32 {
        let start = UInt32(extra.count)
        extra.append(contentsOf: values)
        return start
    }

    /// Appends one value to ``extra``.
    mutating func appendExtra(_ value: UInt32) {
        extra.append(value)
    }

    /// The number of entries in ``extra``.
    var extraCount: Int { extra.count }

    /// Replaces a node (a block, once its entries are parsed).
    mutating func update(_ index: NodeIndex, _ update: (inout Node) -> Void) {
        update(&nodes[index.index])
    }

    /// Sets an entry of ``extra``.
    mutating func setExtra(_ index: Int, _ value: UInt32) {
        extra[index] = value
    }

    /// Records a parser diagnostic about `token`.
    mutating func report(_ diagnostic: Diagnostic, about token: TokenIndex) {
        diagnostics.append(diagnostic, about: token)
    }

    /// Closes the root and gives back unused room (the tree lives as long as the analysed file).
    mutating func finish() {
        nodes[0].first = UInt32(nodes.count)
        nodes = nodes.exactlySized()
        extra = extra.exactlySized()
    }
}
