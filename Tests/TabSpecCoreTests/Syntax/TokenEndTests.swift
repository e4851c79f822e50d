import Foundation
import Testing
@testable import TabSpecCore

/// A token's end is read again from its bytes (``Tokenizer/end(of:at:in:)``) or recorded for an irregular
/// token; either way the tokens must tile the file: between two tokens there are only blanks and line breaks.
@Suite("Token ends")
struct TokenEndTests {
    /// Checks that every gap between consecutive tokens holds only spaces, tabs, `\r` and `\n`, that no token is
    /// empty but the end of the file, and that the last token ends where the file does.
    static func checkTiling(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let buffer = Tokenizer.tokenize(SourceFile(path: "t", bytes: bytes))
        var previousEnd = buffer.source.contentStart
        for index in 0..<buffer.count {
            let token = TokenIndex(index)
            let range = buffer.range(token)
            let gap = bytes[previousEnd..<range.start]
            #expect(gap.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D },
                    "token \(index) (\(buffer.kind(token))) at \(range.start) after \(previousEnd)", sourceLocation: sourceLocation)
            #expect(range.length > 0 || buffer.kind(token) == .endOfFile, "token \(index) is empty", sourceLocation: sourceLocation)
            previousEnd = range.end
        }
        #expect(previousEnd == bytes.count, sourceLocation: sourceLocation)
    }

    @Test func tokensOfEveryKindTileTheFile() {
        let text = """
        tabbar Main { // a comment\r
            tintColor: #FF8800 @ 50% | systemBlue @ 0.5, height: -12.25 /* block */ title: "ホーム" "a\\"b"
            x: 12px 1. #GG figure.walk “quoted” = ： \u{1} "open
            /*/ still a comment */ y: 7%
        }
        /* never closed
        """
        TokenEndTests.checkTiling(Array(text.utf8))
    }

    @Test func everyByteAloneAndAfterEachTokenStart() {
        let starts: [[UInt8]] = [[], Array("a".utf8), Array("1".utf8), Array("-".utf8), Array("#".utf8), Array("\"".utf8),
                                 Array("/".utf8), Array("/*".utf8), Array("1.".utf8), Array("1%".utf8)]
        for prefix in starts {
            for byte in UInt8.min...UInt8.max {
                TokenEndTests.checkTiling(prefix + [byte, byte, 0x61])
            }
        }
    }

    @Test func mutatedBundledSpecsTileTheFile() {
        var random = SplitMix64(seed: 11)
        let insertable = Array("\"\\#/*-.%{}:\n\u{201C}".utf8)
        for path in Fixtures.bundledSpecs {
            let original = Fixtures.bytes(path)
            TokenEndTests.checkTiling(original)
            for _ in 0..<60 {
                var bytes = original
                for _ in 0..<(1 + Int(random.next() % 6)) where !bytes.isEmpty {
                    let position = Int(random.next() % UInt64(bytes.count))
                    switch random.next() % 3 {
                    case 0: bytes[position] = UInt8(truncatingIfNeeded: random.next())
                    case 1: bytes.remove(at: position)
                    default: bytes.insert(insertable[Int(random.next() % UInt64(insertable.count))], at: position)
                    }
                }
                TokenEndTests.checkTiling(bytes)
            }
        }
    }
}
