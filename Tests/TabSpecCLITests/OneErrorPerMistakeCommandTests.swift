import Foundation
import Testing

/// The day-one mistakes through the built binary: one error each, as a user reads it in a terminal (the human
/// reporter's excerpt with its fix-it line), in a folder whose name has spaces and non-ASCII letters.
@Suite("One error per mistake through the binary")
struct OneErrorPerMistakeCommandTests {
    @Test func aSingleQuotedTitleIsOneErrorWithAFixIt() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.write("Mes specs/Réglages.tabspec", """
            tabbar Main {
                tab home     { symbol: "house", title: "Home" }
                tab settings { symbol: "gearshape", title: 'Settings' }
            }

            """)
        let result = try TabspecProcess.run(["lint", "--reporter", "human", "Mes specs/Réglages.tabspec"], in: tree.root)
        #expect(result.status == 1)
        #expect(result.stdout == """
            Mes specs/Réglages.tabspec:3:48: error: unexpected single quote (U+0027); strings use double quotes [invalid-character]
              2 │     tab home     { symbol: "house", title: "Home" }
              3 │     tab settings { symbol: "gearshape", title: 'Settings' }
                │                                                ^~~~~~~~~~
                │                                                fix-it: use double quotes: "Settings"

            """)
        #expect(result.stderr == "1 error, 0 warnings in 1 file\n")
    }

    @Test func theOtherMistakesAreOneErrorEach() throws {
        let spec = """
            tabbar Main {
                itemPositon: fill
                tintColor: rgba(255, 0, 0, 0.5)
                height: 49; iconSize: 25
                tab home { symbol: "house", title: "Home" }
            }

            """
        let result = try TabspecProcess.run(["lint", "--reporter", "xcode", "-"], input: spec)
        #expect(result.status == 1)
        #expect(result.stdout == """
            <stdin>:2:5: error: unknown key 'itemPositon' in 'tabbar'; did you mean 'itemPositioning'? [unknown-key]
            <stdin>:3:16: error: invalid color literal 'rgba(255, 0, 0, 0.5)'; colors are written in hex, with '@' before an alpha; did you mean '#FF0000 @ 0.5'? [invalid-color-literal]
            <stdin>:4:15: error: unexpected character ';' (U+003B); separate entries with a newline or ',' [invalid-character]

            """)
        #expect(result.stderr == "3 errors, 0 warnings in 1 file\n")
    }
}
