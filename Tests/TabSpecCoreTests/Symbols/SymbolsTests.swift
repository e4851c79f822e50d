import Testing

/// The parent of every SF Symbols table suite, so that `swift test --filter Symbols` runs them all.
@Suite enum SymbolsTests {}
