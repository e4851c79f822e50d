import Testing
@testable import TabSpecCore

@Suite("GitHub reporter")
struct GitHubReporterTests {
    @Test func messageDataEscapesPercentAndLineBreaks() {
        #expect(GitHubReporter.escapeData("50% a\rb\nc:d,e") == "50%25 a%0Db%0Ac:d,e")
        #expect(GitHubReporter.escapeData("%0A") == "%250A")
        #expect(GitHubReporter.escapeData("ホーム") == "ホーム")
    }

    @Test func propertyValuesAlsoEscapeColonAndComma() {
        #expect(GitHubReporter.escapeProperty("C:/specs/a,b%.tabspec\n") == "C%3A/specs/a%2Cb%25.tabspec%0A")
    }

    @Test func annotationsThenTheFullTextList() {
        let report = ReportSamples.lintedReport(path: "./Specs//Odd, name: 1.tabspec")
        let expected = """
            ::error file=Specs/Odd%2C name%3A 1.tabspec,line=2,col=16,endLine=2,endColumn=20,title=low-contrast::tint 'gray' has contrast 2.31:1 against the bar, below 3:1 <light & dark>%0A50%25 of "users" can't see it
            ::warning file=Specs/Odd%2C name%3A 1.tabspec,line=4,col=24,endLine=4,endColumn=31,title=duplicate-symbol::tab 'feed' uses the symbol 'house' of tab 'home'%0Anote: 'home' uses it here (line 3:24)
            ::warning file=Specs/Odd%2C name%3A 1.tabspec,line=5,col=5,endLine=5,endColumn=13,title=future-rule::something only a newer rule knows
            ./Specs//Odd, name: 1.tabspec:2:16: error: tint 'gray' has contrast 2.31:1 against the bar, below 3:1 <light & dark>
            50% of "users" can't see it [low-contrast]
            ./Specs//Odd, name: 1.tabspec:4:24: warning: tab 'feed' uses the symbol 'house' of tab 'home' [duplicate-symbol]
            ./Specs//Odd, name: 1.tabspec:3:24: note: 'home' uses it here
            ./Specs//Odd, name: 1.tabspec:5:5: warning: something only a newer rule knows [future-rule]

            """
        #expect(GitHubReporter().render(report) == expected)
    }

    @Test func everyAnnotationIsOneLine() {
        let output = GitHubReporter().render(ReportSamples.multiError)
        let annotations = output.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(annotations.count == 9)
        #expect(annotations.allSatisfy { $0.hasPrefix("::error file=Tests/TabSpecCoreTests/Fixtures/MultiError.tabspec,line=") })
        #expect(output.hasSuffix(XcodeReporter().render(ReportSamples.multiError)))
        #expect(GitHubReporter().render(LintReport(files: [])) == "")
    }

    @Test func outputMatchesTheGoldenFile() {
        Golden.assertMatches(GitHubReporter().render(ReportSamples.multiError), file: Fixtures.testFile("Golden/MultiError.github.txt"))
    }
}
