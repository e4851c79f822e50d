import Foundation
import Testing

/// The iPhone Duo through the built binary (layout.md v1.3): `frames`, `render` and `lint` on its displays.
@Suite("iPhone Duo through the binary")
struct IPhoneDuoCommandTests {
    static let spec = """
        tabbar Main {
            tab home    { symbol: "house", title: "Home" }
            tab profile { symbol: "person", title: "Profile" }
        }

        """

    static let note = "iOS 27.1 shows a system tab bar on this screen as a vertical bar at the trailing edge; the vertical "
        + "bar is not modelled, so these frames describe a bottom bar the device does not show"

    @Test func framesOnTheCoverSayTheVerticalBarIsNotModelled() throws {
        let bar = try MoreAndIOSCommandTests.firstTabBar(try MoreAndIOSCommandTests.run(
            ["frames", "-", "--device", "iphone-duo", "--ios", "27.1", "--rtl", "--format", "json"], input: Self.spec))
        #expect((bar["notes"] as? [String])?.first == Self.note)
        let environment = try #require(bar["environment"] as? [String: Any])
        #expect(environment["device"] as? String == "iphone-duo")
        #expect(environment["safeArea"] as? [String: Double] == ["top": 0, "leading": 84, "bottom": 34, "trailing": 0])
        let table = try MoreAndIOSCommandTests.run(["frames", "-", "--device", "iphone-duo-open", "--landscape"], input: Self.spec)
        #expect(table.contains("environment  iPhone Duo (open) [iphone-duo-open], landscape, 951 × 669 pt @3x, phone, regular width, regular height"))
        #expect(table.contains("\n  note: \(Self.note)\n"))
        let svg = try MoreAndIOSCommandTests.run(["render", "-", "--device", "iphone-duo", "-o", "-"], input: Self.spec)
        #expect(svg.contains(">note: iOS 27.1 shows a system tab bar on this screen as a vertical bar"))
    }

    @Test func anOrientationNotModelledIsAUsageError() throws {
        let cover = try TabspecProcess.run(["frames", "-", "--device", "iphone-duo", "--landscape"], input: Self.spec)
        #expect(cover.status == 64)
        #expect(cover.stdout == "")
        #expect(cover.stderr.hasPrefix("Error: device 'iphone-duo' is not modelled in landscape: only one source measured "
            + "its safe area there (it is modelled in portrait); give the screen with '--width', '--height' and "
            + "'--safe-area' instead\n"))
        let inner = try TabspecProcess.run(["render", "-", "--device", "iphone-duo-open", "-o", "-"], input: Self.spec)
        #expect(inner.status == 64)
        #expect(inner.stderr.hasPrefix("Error: device 'iphone-duo-open' is not modelled in portrait: "))
    }

    @Test func lintSkipsTheVerticalSystemBarAndJudgesACustomBar() throws {
        let system = try TabspecProcess.run(["lint", "-", "--devices", "iphone-duo,iphone-duo-open", "--reporter", "xcode"],
                                            input: Self.spec)
        #expect(system.status == 0, "\(system.stderr)")
        #expect(!system.stdout.contains("iPhone Duo"))
        let custom = """
            tabbar Own {
                kind: custom
                height: 40
                tab home    { symbol: "house", accessibilityLabel: "Home" }
                tab profile { symbol: "person", accessibilityLabel: "Profile" }
            }

            """
        let result = try TabspecProcess.run(["lint", "-", "--devices", "iphone-duo,iphone-duo-open", "--reporter", "xcode"], input: custom)
        #expect(result.stdout.contains("warning: items are only 40 pt tall on iPhone Duo (closed), portrait and 1 more; "
            + "touch targets need at least 44 × 44 pt [touch-target]"))
        #expect(result.stdout.contains("note: on all 2 checked devices and orientations"))
    }
}
