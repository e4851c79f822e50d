import Foundation
import Testing
@testable import TabSpecCore

@Suite("Frames table and CSV")
struct FramesTextTests {
    @Test func geometryNumbersDropBinaryNoise() {
        #expect(DecimalText.geometry(88.2 + 21.1) == "109.3")
        #expect(88.2 + 21.1 != 109.3)
        #expect(DecimalText.geometry(0.1 + 0.2) == "0.3")
        #expect(DecimalText.geometry(16 + 4 * 72.2) == "304.8")
        #expect(DecimalText.geometry(72.2) == "72.2")
        #expect(DecimalText.geometry(16) == "16")
        #expect(DecimalText.geometry(-0.0) == "0")
        #expect(DecimalText.geometry(-1e-12) == "0")
        #expect(DecimalText.geometry(-2.5) == "-2.5")
        #expect(DecimalText.geometry(1.0 / 3) == "0.333333333")
        #expect(DecimalText.cleaned(12_345_678.123456789) == 12_345_678.123456789)  // too large to clean: unchanged
        #expect(DecimalText.cleaned(.infinity) == .infinity)
        #expect(DecimalText.cleaned(.nan).isNaN)
    }

    @Test func csvHasOneRowPerItem() throws {
        let report = try FramesTestSupport.bundledReport("CustomTabView", environment: FramesTestSupport.environment())
        #expect(FramesEmitter.csv(report) == """
        tabbar,id,index,x,y,width,height
        Tab,home,0,16,16,72.2,30
        Tab,search,1,88.2,16,72.2,30
        Tab,ranking,2,160.4,16,72.2,30
        Tab,book,3,232.6,16,72.2,30
        Tab,setting,4,304.8,16,72.2,30

        """)
    }

    @Test func csvFieldsAreQuotedPerRFC4180() {
        #expect(FramesEmitter.csvField("home") == "home")
        #expect(FramesEmitter.csvField("a,b") == "\"a,b\"")
        #expect(FramesEmitter.csvField("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(FramesEmitter.csvField("two\nlines") == "\"two\nlines\"")
        #expect(FramesEmitter.csvField("") == "")
    }

    @Test func tableMatchesTheGoldenFile() throws {
        let report = try FramesTestSupport.bundledReport("CustomTabView", environment: FramesTestSupport.environment())
        Golden.assertMatches(FramesEmitter.table(report), file: Fixtures.testFile("Golden/Frames/CustomTabView.table.txt"))
    }

    @Test func tableShowsNotesAndExplicitScreens() throws {
        let environment = TabBarEnvironment(width: 320, height: 568, scale: 2, horizontalSizeClass: .regular)
        let table = FramesEmitter.table(try FramesTestSupport.bundledReport("HidingTabBar", environment: environment))
        #expect(table.contains("\n  environment  custom screen, portrait, 320 × 568 pt @2x, phone, regular width, regular height, left to right, iOS 18.0\n"))
        #expect(table.contains("\n  safe area    top 0, leading 0, bottom 0, trailing 0\n"))
        #expect(table.hasSuffix("\n  note: icon and title sit side by side in this environment; their frames are not modelled\n"))
        #expect(!table.contains(" \n"))
    }

    @Test func tableOfAFileWithoutTabBars() {
        let report = FramesReport(file: "empty.tabspec", tabBars: [], environment: TabBarEnvironment(width: 320, height: 568))
        #expect(FramesEmitter.table(report) == "empty.tabspec: no tab bars\n")
        #expect(FramesEmitter.csv(report) == "tabbar,id,index,x,y,width,height\n")
        #expect(FramesEmitter.json(report) == "{\n  \"file\": \"empty.tabspec\",\n  \"tabbars\": []\n}\n")
    }

    @Test func tableSeparatesTabBarsWithABlankLine() throws {
        let report = FramesTestSupport.report("""
        tabbar First {
            tab a { title: "A" }
        }
        tabbar Second {
            tab b { title: "B" }
        }
        """, environment: try FramesTestSupport.environment())
        let table = FramesEmitter.table(report)
        #expect(table.hasPrefix("tabbar First: system, fill\n"))
        #expect(table.contains("\n\ntabbar Second: system, fill\n"))
        #expect(FramesEmitter.csv(report) == "tabbar,id,index,x,y,width,height\nFirst,a,0,2,1,389,48\nSecond,b,0,2,1,389,48\n")
    }
}
