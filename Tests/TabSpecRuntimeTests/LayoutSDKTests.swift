import Testing
@testable import TabSpecRuntime

/// The SDK an app is built with decides the design (layout.md v1.3): a `system` bar floats when the SDK is 26 or
/// later, the modelled iOS is 26 or later and compatibility does not apply; `UIDesignRequiresCompatibility`
/// applies only with an SDK before 27 (Apple: "The system ignores this key when you build for iOS 27 or later.");
/// an SDK before 26 keeps the classic bar on every iOS.
@Suite("Layout: the SDK, the iOS version and compatibility")
struct LayoutSDKTests {
    /// `major.0`.
    static func v(_ major: Int) -> IOSVersion { IOSVersion(major: major) }

    /// One row of the table: what the bar is, and its notes.
    struct Row: Sendable, CustomTestStringConvertible {
        var sdk: Int
        var ios: Int
        var compatibility: Bool
        var geometry: TabBarLayout.Geometry
        var notes: [TabBarLayout.Note]

        var testDescription: String { "SDK \(sdk), iOS \(ios)\(compatibility ? ", compatibility" : "")" }
    }

    /// The whole table, for three tabs on an iPhone 17 in portrait.
    static let table: [Row] = {
        let floating: [TabBarLayout.Note] = [.floatingCommunityMeasured]
        let ios27: TabBarLayout.Note = .floatingGeometryOfIOS26(ios: v(27))
        var rows: [Row] = []
        for sdk in [18, 26, 27, 28] {
            for ios in [18, 26, 27] {
                for compatibility in [false, true] {
                    var row = Row(sdk: sdk, ios: ios, compatibility: compatibility, geometry: .classic, notes: [])
                    if ios < 26 {
                        // Before iOS 26 the bar is classic whatever the SDK and the key, and nothing is said.
                    } else if sdk < 26 {
                        row.notes = [.classicBarOnIOS26(.sdk(v(sdk)))]
                    } else if compatibility && sdk < 27 {
                        row.notes = [.classicBarOnIOS26(.compatibility)]
                    } else {
                        row.geometry = .floating
                        row.notes = floating + (ios >= 27 ? [ios27] : [])
                            + (compatibility ? [.compatibilityIgnoredBySDK(sdk: v(sdk))] : []) + [.floatingMinimizes]
                    }
                    rows.append(row)
                }
            }
        }
        return rows
    }()

    @Test(arguments: table)
    func theTableOfLayoutMd(_ row: Row) throws {
        let environment = try #require(TabBarEnvironment.device("iphone-17", iOSVersion: Self.v(row.ios),
                                                                designRequiresCompatibility: row.compatibility, sdk: Self.v(row.sdk)))
        let configuration = TabBarConfiguration(kind: .system, items: tabs(3, titles: true))
        let layout = TabBarLayout(configuration: configuration, environment: environment)
        #expect(layout.geometry == row.geometry)
        #expect(layout.notes == row.notes)
        if row.geometry == .floating {
            // iOS 27's floating geometry is iOS 26's: three short tabs hug in 274 pt, centred on 402 pt.
            #expect(layout.platter == rect(64, 0, 274, 62))
            #expect(layout.bar.minimized == rect(28, 798, 48, 48))
        } else {
            // The classic frames are iOS 18's on the same screen.
            let ios18 = TabBarLayout(configuration: configuration, environment: catalogEnvironment("iphone-17"))
            #expect(layout.items == ios18.items && layout.bar.shown == ios18.bar.shown && layout.platter == nil)
            #expect(layout.bar.minimized == nil && layout.bar.accessory == nil)
        }
    }

    @Test func theTableHasEveryCombination() {
        #expect(Self.table.count == 24)
        #expect(Self.table.filter { $0.geometry == .floating }.count == 10)
    }

    @Test func theNotesSayWhy() {
        #expect(TabBarLayout.Note.compatibilityIgnoredBySDK(sdk: Self.v(27)).message == "the app is built with the iOS 27.0 SDK "
            + "and the system ignores UIDesignRequiresCompatibility when you build for iOS 27 or later, so the tab bar floats")
        #expect(TabBarLayout.Note.floatingGeometryOfIOS26(ios: IOSVersion(major: 27, minor: 1)).message
            == "no measurement of the floating tab bar on iOS 27.1 was found; these are iOS 26's frames")
        #expect(TabBarLayout.Note.classicBarOnIOS26(.sdk(Self.v(18))).message == "the app is built with the iOS 18.0 SDK, "
            + "before the floating tab bar, so iOS 26 and later show the classic tab bar these frames describe")
    }

    @Test func theEnvironmentSaysWhichDesignApplies() {
        var environment = TabBarEnvironment(width: 393, height: 852)
        #expect(environment.sdk == Self.v(27) && TabBarEnvironment.newestSDK == Self.v(27))
        #expect(environment.usesNewDesign && !environment.appliesCompatibility && !environment.ignoresCompatibility)
        environment.designRequiresCompatibility = true
        #expect(environment.usesNewDesign && !environment.appliesCompatibility && environment.ignoresCompatibility)
        environment.sdk = IOSVersion(major: 26, minor: 4)
        #expect(!environment.usesNewDesign && environment.appliesCompatibility && !environment.ignoresCompatibility)
        environment.designRequiresCompatibility = false
        environment.sdk = IOSVersion(major: 18, minor: 5)
        #expect(!environment.usesNewDesign)
        // 27.x counts as 27: iOS 27.1 shows the prominent tab with the 27.0 SDK.
        environment.iOSVersion = IOSVersion(major: 27, minor: 1)
        environment.sdk = Self.v(27)
        #expect(environment.showsProminentTab)
        environment.sdk = IOSVersion(major: 26, minor: 4)
        #expect(!environment.showsProminentTab)
    }

    @Test func withTheIOS27SDKTheKeyIsIgnoredWhereTheModelKeepsTheClassicBarToo() throws {
        // Landscape on iOS 26: classic (not modelled), and the key does not change that, but the note says it is
        // ignored there as well.
        var environment = try #require(TabBarEnvironment.device("iphone-17", orientation: .landscape, iOSVersion: Self.v(26),
                                                                designRequiresCompatibility: true))
        let configuration = TabBarConfiguration(kind: .system, items: tabs(3, titles: true))
        let landscape = TabBarLayout(configuration: configuration, environment: environment)
        #expect(landscape.notes == [.sideBySideNotModelled, .classicBarOnIOS26(.landscape), .compatibilityIgnoredBySDK(sdk: Self.v(27))])
        // With the iOS 26 SDK the key applies, and the compatibility reason comes first.
        environment.sdk = Self.v(26)
        #expect(TabBarLayout(configuration: configuration, environment: environment).notes
            == [.sideBySideNotModelled, .classicBarOnIOS26(.compatibility)])
        // Custom bars are tabspec's own: no SDK changes them, and they get no note.
        var custom = configuration
        custom.kind = .custom
        environment.sdk = Self.v(18)
        #expect(TabBarLayout(configuration: custom, environment: environment).notes == [])
    }
}
