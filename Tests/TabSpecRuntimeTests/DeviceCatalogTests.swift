import Foundation
import Testing
@testable import TabSpecRuntime

/// The embedded catalog must equal `devices.tsv` row by row, and environments must follow layout.md.
struct DeviceCatalogTests {
    /// `shared/data/NAME` (`devices.tsv`, `devices-2025.tsv`), from `TABSPEC_SHARED_DIR`, next to the package
    /// (`../shared`, the development checkout) or at `/work/shared`; `nil` where none exists (the comparison is
    /// then skipped, and says so).
    static func dataFileURL(_ name: String) -> URL? {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var candidates = [packageRoot.deletingLastPathComponent().path + "/shared", "/work/shared"]
        if let explicit = ProcessInfo.processInfo.environment["TABSPEC_SHARED_DIR"] { candidates.insert(explicit, at: 0) }
        return candidates.map { URL(fileURLWithPath: $0 + "/data/" + name) }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Parses one `h/v` size-class column.
    static func sizeClasses(_ text: Substring) -> Device.SizeClasses? {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let h = SizeClass(rawValue: String(parts[0])), let v = SizeClass(rawValue: String(parts[1]))
        else { return nil }
        return Device.SizeClasses(horizontal: h, vertical: v)
    }

    /// The devices of one catalog file, each row as a ``Device`` of `era`.
    static func devices(inFile name: String, era: SafeAreaEra) throws -> [Device] {
        let url = try #require(Self.dataFileURL(name), "\(name) not found above \(#filePath)")
        let text = try String(contentsOf: url, encoding: .utf8)
        let rows = text.split(separator: "\n", omittingEmptySubsequences: true).filter { !$0.hasPrefix("#") }
        return try rows.enumerated().map { index, row in
            let c = row.split(separator: "\t", omittingEmptySubsequences: false)
            try #require(c.count == 14, "\(name) row \(index + 1) has \(c.count) columns")
            return Device(
                slug: String(c[0]), name: String(c[1]), idiom: try #require(Idiom(rawValue: String(c[2]))),
                width: try #require(Double(c[3])), height: try #require(Double(c[4])), scale: try #require(Double(c[5])),
                portraitSafeTop: try #require(Double(c[6])), portraitSafeBottom: try #require(Double(c[7])),
                landscapeSafeSide: try #require(Double(c[8])), landscapeSafeTop: try #require(Double(c[9])),
                landscapeSafeBottom: try #require(Double(c[10])),
                portraitSizeClasses: try #require(Self.sizeClasses(c[11])),
                landscapeSizeClasses: try #require(Self.sizeClasses(c[12])),
                source: String(c[13]),
                safeAreaEra: era
            )
        }
    }

    static var hasSharedData: Bool { dataFileURL("devices.tsv") != nil && dataFileURL("devices-2025.tsv") != nil }

    /// The iPhone Duo's two displays, which no catalog file lists (layout.md v1.3).
    static let duoSlugs = ["iphone-duo", "iphone-duo-open"]

    @Test(.enabled(if: DeviceCatalogTests.hasSharedData, "needs the shared data folder (../shared)"))
    func embeddedCatalogEqualsBothTSVFilesRowByRow() throws {
        let classic = try Self.devices(inFile: "devices.tsv", era: .classic)
        let recent = try Self.devices(inFile: "devices-2025.tsv", era: .iOS26)
        #expect(classic.count == 23)
        #expect(recent.count == 10)
        // iPhones of each file in file order, then the iPhone Duo's displays, then the iPads of each.
        let phones = classic.filter { $0.idiom == .phone } + recent.filter { $0.idiom == .phone }
        let pads = classic.filter { $0.idiom == .pad } + recent.filter { $0.idiom == .pad }
        #expect(Device.catalog.count == 35)
        #expect(Device.catalog.map(\.slug) == phones.map(\.slug) + Self.duoSlugs + pads.map(\.slug))
        // Every row of the files is unchanged, per-edge insets included (built from the columns: no side insets
        // in portrait, equal ones in landscape, both orientations modelled, the tab bar at the bottom).
        let listed = Device.catalog.filter { !Self.duoSlugs.contains($0.slug) }
        #expect(listed.count == 33)
        for (device, row) in zip(listed, phones + pads) {
            #expect(device == row, "\(row.slug)")
            #expect(device.portraitSafeArea.left == 0 && device.portraitSafeArea.right == 0, "\(row.slug)")
            #expect(device.landscapeSafeArea.left == device.landscapeSafeArea.right, "\(row.slug)")
            #expect(device.unmodelledOrientations.isEmpty && device.verticalTabBarOrientations.isEmpty, "\(row.slug)")
        }
    }

    /// Every row of the two files gives, in both orientations and directions and on iOS 18 and 26, the safe area
    /// its columns give: leading = trailing = the side column in landscape, 0 in portrait (so right to left
    /// changes nothing), and ``TabBarEnvironment/setLayoutDirection(_:)`` keeps it.
    @Test(.enabled(if: DeviceCatalogTests.hasSharedData, "needs the shared data folder (../shared)"))
    func everyListedRowHasEqualSidesInBothDirections() throws {
        let rows = try Self.devices(inFile: "devices.tsv", era: .classic) + Self.devices(inFile: "devices-2025.tsv", era: .iOS26)
        for row in rows {
            let device = try #require(Device.named(row.slug))
            for version in [IOSVersion(major: 18), IOSVersion(major: 26)] {
                for orientation in Orientation.allCases {
                    let ltr = try #require(TabBarEnvironment.device(row.slug, orientation: orientation, iOSVersion: version))
                    let rtl = try #require(TabBarEnvironment.device(row.slug, orientation: orientation, layoutDirection: .rightToLeft,
                                                                    iOSVersion: version))
                    let side = orientation == .portrait ? 0 : row.landscapeSafeSide
                    #expect(ltr.safeArea.leading == side && ltr.safeArea.trailing == side, "\(row.slug)")
                    #expect(rtl.safeArea == ltr.safeArea, "\(row.slug)")
                    var turned = ltr
                    turned.setLayoutDirection(.rightToLeft)
                    #expect(turned == rtl, "\(row.slug)")
                    #expect(ltr.showsVerticalTabBar == false, "\(row.slug)")
                    #expect(device.safeArea(in: orientation, iOSVersion: version) == ltr.safeArea)
                }
            }
        }
    }

    @Test func newDevicesAreInTheCatalog() throws {
        let air = try #require(Device.named("iphone-air"))
        #expect(air.name == "iPhone Air" && air.width == 420 && air.height == 912 && air.scale == 3)
        #expect(air.landscapeSizeClasses == Device.SizeClasses(horizontal: .regular, vertical: .compact))
        #expect(Device.named("iphone-16e")?.safeAreaEra == .iOS26)
        #expect(Device.named("iphone-16")?.safeAreaEra == .classic)
        #expect(Device.catalog.map(\.slug).suffix(2) == ["ipad-air-11-m4", "ipad-air-13-m4"])
    }

    /// `(portrait, landscape)` safe areas of `slug` on `version`, as `[top, leading, bottom, trailing]`.
    static func insets(_ slug: String, _ version: String) throws -> [[Double]] {
        let ios = try #require(IOSVersion(version))
        return try Orientation.allCases.map { orientation in
            let environment = try #require(TabBarEnvironment.device(slug, orientation: orientation, iOSVersion: ios))
            #expect(environment.iOSVersion == ios)
            let insets = environment.safeArea
            return [insets.top, insets.leading, insets.bottom, insets.trailing]
        }
    }

    @Test func iOS26ChangesTheLandscapeBottomOfFaceIDPhonesAndTheInsetsOfIPads() throws {
        // A classic row: iOS 18 (and 25.9) as listed, iOS 26 and later with the two changes.
        for version in ["18.0", "25.9"] {
            #expect(try Self.insets("iphone-16", version) == [[59, 0, 34, 0], [0, 59, 21, 59]])
            #expect(try Self.insets("ipad-pro-11", version) == [[24, 0, 20, 0], [24, 0, 20, 0]])
        }
        for version in ["26.0", "26.5", "27"] {
            #expect(try Self.insets("iphone-16", version) == [[59, 0, 34, 0], [0, 59, 20, 59]])
            #expect(try Self.insets("ipad-pro-11", version) == [[32, 0, 25, 0], [32, 0, 25, 0]])
        }
        // A Home-button iPhone has no home indicator: nothing changes.
        #expect(try Self.insets("iphone-se-3", "26.0") == [[20, 0, 0, 0], [0, 0, 0, 0]])
        #expect(try Self.insets("iphone-se-3", "18.0") == [[20, 0, 0, 0], [0, 0, 0, 0]])
        // An iOS 26 row: as listed from 26 on, the older values below.
        #expect(try Self.insets("iphone-17-pro", "26.5") == [[62, 0, 34, 0], [0, 62, 20, 62]])
        #expect(try Self.insets("iphone-17-pro", "18.0") == [[62, 0, 34, 0], [0, 62, 21, 62]])
        #expect(try Self.insets("iphone-air", "26.0") == [[68, 0, 34, 0], [0, 68, 20, 68]])
        #expect(try Self.insets("ipad-air-13-m4", "26.0") == [[32, 0, 25, 0], [32, 0, 25, 0]])
        #expect(try Self.insets("ipad-air-13-m4", "17.4") == [[24, 0, 20, 0], [24, 0, 20, 0]])
        // The default is iOS 18.
        #expect(TabBarEnvironment.device("ipad-air-11-m4")?.safeArea == EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
        #expect(TabBarEnvironment.device("ipad-air-11-m4")?.iOSVersion == IOSVersion(major: 18))
    }

    @Test func eraOfAVersion() throws {
        #expect(SafeAreaEra(IOSVersion(major: 25, minor: 9, patch: 9)) == .classic)
        #expect(SafeAreaEra(IOSVersion(major: 26)) == .iOS26)
        #expect(SafeAreaEra(IOSVersion(major: 16, minor: 4)) == .classic)
    }

    @Test func slugsAreUniqueAndLookupWorks() {
        let slugs = Device.catalog.map(\.slug)
        #expect(Set(slugs).count == slugs.count)
        #expect(slugs.count == 35)
        for device in Device.catalog { #expect(Device.named(device.slug) == device) }
        #expect(Device.named("iphone-99") == nil)
        #expect(Device.named("iPhone-16") == nil)
        #expect(Device.named(Device.defaultSlug)?.name == "iPhone 16")
    }

    @Test func portraitEnvironment() throws {
        let env = try #require(TabBarEnvironment.device("iphone-16"))
        #expect(env == TabBarEnvironment(
            deviceSlug: "iphone-16", orientation: .portrait, width: 393, height: 852, scale: 3,
            safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
            horizontalSizeClass: .compact, verticalSizeClass: .regular, idiom: .phone, layoutDirection: .leftToRight
        ))
    }

    @Test func landscapeEnvironmentSwapsAndUsesLandscapeColumns() throws {
        let env = try #require(TabBarEnvironment.device("iphone-11", orientation: .landscape, layoutDirection: .rightToLeft))
        #expect(env == TabBarEnvironment(
            deviceSlug: "iphone-11", orientation: .landscape, width: 896, height: 414, scale: 2,
            safeArea: EdgeInsets(top: 0, leading: 48, bottom: 21, trailing: 48),
            horizontalSizeClass: .regular, verticalSizeClass: .compact, idiom: .phone, layoutDirection: .rightToLeft
        ))
        let pad = try #require(TabBarEnvironment.device("ipad-pro-11", orientation: .landscape))
        #expect(pad.width == 1194 && pad.height == 834)
        #expect(pad.safeArea == EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
        #expect(pad.horizontalSizeClass == .regular && pad.verticalSizeClass == .regular && pad.idiom == .pad)
    }

    @Test func unknownSlugGivesNil() {
        #expect(TabBarEnvironment.device("pixel-8") == nil)
    }

    @Test func initFromDeviceMatchesStaticLookup() throws {
        for device in Device.catalog {
            for orientation in Orientation.allCases {
                // An orientation the catalog does not model the device in (the iPhone Duo's) has no lookup.
                #expect((device.models(orientation) ? TabBarEnvironment(device: device, orientation: orientation) : nil)
                    == TabBarEnvironment.device(device.slug, orientation: orientation), "\(device.slug)")
            }
        }
        #expect(Device.catalog.filter { !$0.models(.portrait) }.map(\.slug) == ["iphone-duo-open"])
        #expect(Device.catalog.filter { !$0.models(.landscape) }.map(\.slug) == ["iphone-duo"])
    }
}
