import Testing
import TabSpecRuntime
@testable import TabSpecCore

/// The iPhone Duo through the one environment value and `frames`: right to left keeps its 84 pt column on the
/// physical right (by `--rtl` or by a right-to-left language), an orientation not modelled is refused, and the
/// frames of a system bar carry the vertical-bar note.
@Suite("iPhone Duo environments and frames")
struct IPhoneDuoEnvironmentTests {
    static func cover() throws -> Device { try #require(Device.named("iphone-duo")) }

    @Test func rightToLeftPutsTheColumnOnTheLeadingEdge() throws {
        let settings = EnvironmentSettings()
        let ltr = settings.tabBarEnvironment(on: .device(try Self.cover()))
        #expect(ltr.safeArea == EdgeInsets(top: 0, leading: 0, bottom: 34, trailing: 84))
        let rtl = settings.tabBarEnvironment(on: .device(try Self.cover()), layoutDirection: .rightToLeft)
        #expect(rtl.safeArea == EdgeInsets(top: 0, leading: 84, bottom: 34, trailing: 0))
        #expect(rtl == TabBarEnvironment.device("iphone-duo", layoutDirection: .rightToLeft))
        // An explicit screen keeps `--safe-area` as given, whatever the direction.
        let explicit = Screen.explicit(ExplicitScreen(width: 466, height: 678, safeArea: EdgeInsets(top: 0, leading: 0, bottom: 34, trailing: 84)))
        #expect(settings.tabBarEnvironment(on: explicit, layoutDirection: .rightToLeft).safeArea
            == EdgeInsets(top: 0, leading: 0, bottom: 34, trailing: 84))
    }

    @Test func anOrientationNotModelledIsRefusedWithWhy() throws {
        var settings = EnvironmentSettings()
        settings.screen = .device(try Self.cover())
        settings.orientation = .landscape
        #expect(throws: RenderEnvironment.ResolutionError(message: "device 'iphone-duo' is not modelled in landscape: only one "
            + "source measured its safe area there (it is modelled in portrait); give the screen with '--width', '--height' "
            + "and '--safe-area' instead")) {
            try RenderEnvironment(resolving: settings)
        }
        settings.screen = .device(try #require(Device.named("iphone-duo-open")))
        settings.orientation = nil
        #expect(throws: RenderEnvironment.ResolutionError.self) { try RenderEnvironment(resolving: settings) }
        settings.orientation = .landscape
        let open = try RenderEnvironment(resolving: settings)
        #expect(open.tabBarEnvironment.width == 951 && open.tabBarEnvironment.height == 669)
    }

    static let spec = """
        tabbar Main {
            tab home    { symbol: "house", title: "Home" }
            tab profile { symbol: "person", title: "Profile" }
        }
        tabbar Own {
            kind: custom
            tab home    { symbol: "house", accessibilityLabel: "Home" }
            tab profile { symbol: "person", accessibilityLabel: "Profile" }
        }

        """

    @Test func framesOfASystemBarSayTheVerticalBarIsNotModelled() throws {
        let source = SourceFile(path: "Main.tabspec", text: Self.spec)
        let ios = try #require(IOSVersion("27.1"))
        let environment = try #require(TabBarEnvironment.device("iphone-duo", iOSVersion: ios))
        let json = try Compiler().frames(source, in: environment, format: .json)
        let note = "iOS 27.1 shows a system tab bar on this screen as a vertical bar at the trailing edge; the vertical bar "
            + "is not modelled, so these frames describe a bottom bar the device does not show"
        #expect(json.frames.tabBars.map { $0.layout.notes.first } == [.verticalTabBarNotModelled, nil])
        #expect(json.text.contains("\"notes\": [\n        \"\(note)\","))
        #expect(json.text.contains("\"safeArea\": {\"top\": 0, \"leading\": 0, \"bottom\": 34, \"trailing\": 84}"))
        let table = try Compiler().frames(source, in: environment, format: .table)
        #expect(table.text.contains("\n  note: \(note)\n"))
        // The custom bar: two items sharing 466 − 84 = 382 pt.
        #expect(json.frames.tabBars[1].layout.items.map(\.frame.width) == [191, 191])
    }

    @Test func aRightToLeftLanguageKeepsTheColumnOnThePhysicalRight() throws {
        let source = SourceFile(path: "Main.tabspec", text: LanguageFixtures.spec)
        let localizations = try LanguageFixtures.localizations(LanguageFixtures.catalog)
        let cover = try #require(TabBarEnvironment.device("iphone-duo"))
        let arabic = try Compiler().frames(source, in: cover, format: .json, language: "ar", localizations: localizations)
        #expect(arabic.frames.environment == TabBarEnvironment.device("iphone-duo", layoutDirection: .rightToLeft))
        #expect(arabic.frames.environment.safeArea == EdgeInsets(top: 0, leading: 84, bottom: 34, trailing: 0))
    }
}
