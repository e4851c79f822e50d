import Foundation
import Testing
@testable import TabSpecCore

@Suite("Device catalog output")
struct DeviceCatalogEmitterTests {
    @Test func jsonListsEveryDeviceInCatalogOrder() throws {
        let text = DeviceCatalogEmitter.render(format: .json)
        let devices = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(devices.count == 33)
        #expect(devices.map { $0["slug"] as? String } == Device.catalog.map(\.slug))
        let iPhone16 = try #require(devices.first { $0["slug"] as? String == "iphone-16" })
        #expect(iPhone16["name"] as? String == "iPhone 16")
        #expect(iPhone16["idiom"] as? String == "phone")
        #expect((iPhone16["scale"] as? NSNumber)?.doubleValue == 3)
        let landscape = try #require(iPhone16["landscape"] as? [String: Any])
        #expect((landscape["width"] as? NSNumber)?.doubleValue == 852)
        #expect((landscape["height"] as? NSNumber)?.doubleValue == 393)
        #expect(landscape["safeArea"] as? [String: Double] == ["top": 0, "leading": 59, "bottom": 21, "trailing": 59])
        #expect(landscape["horizontalSizeClass"] as? String == "compact")
        #expect(landscape["verticalSizeClass"] as? String == "compact")
        #expect(text.contains("""
            "portrait": {
              "width": 393,
              "height": 852,
              "safeArea": {"top": 59, "leading": 0, "bottom": 34, "trailing": 0},
              "horizontalSizeClass": "compact",
              "verticalSizeClass": "regular"
            },
        """))
    }

    @Test func tableHasAHeaderAndOneRowPerDevice() {
        let lines = DeviceCatalogEmitter.render(format: .table).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 1 + 33 + 3)
        #expect(lines[0].hasPrefix("slug               name                                 idiom       size  scale  safe area portrait"))
        #expect(lines.contains("iphone-16          iPhone 16                            phone    393×852    @3x  59,0,34,0           0,59,21,59           compact/regular        compact/compact"))
        #expect(lines.contains("ipad-pro-13-m4     iPad Pro 13-inch (M4)                pad    1032×1376    @2x  24,0,20,0           24,0,20,0            regular/regular        regular/regular"))
        #expect(lines[35] == "33 devices; safe areas are top,leading,bottom,trailing in points, size classes horizontal/vertical.")
        #expect(!lines.contains { $0.hasSuffix(" ") })
    }
}
