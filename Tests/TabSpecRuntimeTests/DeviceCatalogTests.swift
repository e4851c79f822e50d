import Foundation
import Testing
@testable import TabSpecRuntime

/// The embedded catalog must equal `devices.tsv` row by row, and environments must follow layout.md.
struct DeviceCatalogTests {
    /// `shared/data/devices.tsv`, from `TABSPEC_SHARED_DIR`, next to the package (`../shared`, the development
    /// checkout) or at `/work/shared`; `nil` where none exists (the comparison is then skipped, and says so).
    static func catalogFileURL() -> URL? {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var candidates = [packageRoot.deletingLastPathComponent().path + "/shared", "/work/shared"]
        if let explicit = ProcessInfo.processInfo.environment["TABSPEC_SHARED_DIR"] { candidates.insert(explicit, at: 0) }
        return candidates.map { URL(fileURLWithPath: $0 + "/data/devices.tsv") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Parses one `h/v` size-class column.
    static func sizeClasses(_ text: Substring) -> Device.SizeClasses? {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let h = SizeClass(rawValue: String(parts[0])), let v = SizeClass(rawValue: String(parts[1]))
        else { return nil }
        return Device.SizeClasses(horizontal: h, vertical: v)
    }

    @Test(.enabled(if: DeviceCatalogTests.catalogFileURL() != nil, "needs the shared data folder (../shared)")) func embeddedCatalogEqualsTSVRowByRow() throws {
        let url = try #require(Self.catalogFileURL(), "devices.tsv not found above \(#filePath)")
        let text = try String(contentsOf: url, encoding: .utf8)
        let rows = text.split(separator: "\n", omittingEmptySubsequences: true).filter { !$0.hasPrefix("#") }
        #expect(rows.count == 23)
        #expect(Device.catalog.count == rows.count)
        for (index, row) in rows.enumerated() {
            let c = row.split(separator: "\t", omittingEmptySubsequences: false)
            try #require(c.count == 14, "row \(index + 1) has \(c.count) columns")
            let expected = Device(
                slug: String(c[0]), name: String(c[1]), idiom: try #require(Idiom(rawValue: String(c[2]))),
                width: try #require(Double(c[3])), height: try #require(Double(c[4])), scale: try #require(Double(c[5])),
                portraitSafeTop: try #require(Double(c[6])), portraitSafeBottom: try #require(Double(c[7])),
                landscapeSafeSide: try #require(Double(c[8])), landscapeSafeTop: try #require(Double(c[9])),
                landscapeSafeBottom: try #require(Double(c[10])),
                portraitSizeClasses: try #require(Self.sizeClasses(c[11])),
                landscapeSizeClasses: try #require(Self.sizeClasses(c[12])),
                source: String(c[13])
            )
            guard index < Device.catalog.count else { continue }
            #expect(Device.catalog[index] == expected, "row \(index + 1) (\(c[0]))")
        }
    }

    @Test func slugsAreUniqueAndLookupWorks() {
        let slugs = Device.catalog.map(\.slug)
        #expect(Set(slugs).count == slugs.count)
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
                #expect(TabBarEnvironment(device: device, orientation: orientation)
                    == TabBarEnvironment.device(device.slug, orientation: orientation))
            }
        }
    }
}
