import Foundation
import Testing
@testable import TabSpecCore

@Suite("Device catalog output")
struct DeviceCatalogEmitterTests {
    @Test func jsonListsEveryDeviceInCatalogOrder() throws {
        let text = DeviceCatalogEmitter.render(format: .json)
        let devices = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(devices.count == 35)
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
        #expect(lines.count == 1 + 35 + 5)
        #expect(lines[0].hasPrefix("slug               name                                 idiom       size  scale  safe area portrait"))
        #expect(lines.contains("iphone-16          iPhone 16                            phone    393×852    @3x  59,0,34,0           0,59,21,59           compact/regular        compact/compact"))
        #expect(lines.contains("ipad-pro-13-m4     iPad Pro 13-inch (M4)                pad    1032×1376    @2x  24,0,20,0           24,0,20,0            regular/regular        regular/regular"))
        #expect(lines[37] == "35 devices; safe areas are top,leading,bottom,trailing in points, size classes horizontal/vertical.")
        #expect(!lines.contains { $0.hasSuffix(" ") })
    }

    /// The iPhone Duo's rows: the one-sided inset, `not modelled` for the orientation only one source measured,
    /// and a note line per display after the count.
    @Test func tableShowsTheIPhoneDuo() {
        let lines = DeviceCatalogEmitter.render(format: .table).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains("iphone-duo         iPhone Duo (closed)                  phone    466×678    @3x  0,0,34,84           not modelled         compact/regular        -"))
        #expect(lines.contains("iphone-duo-open    iPhone Duo (open)                    phone    669×951    @3x  not modelled        0,0,34,84            -                      regular/regular"))
        let cover: String = "note: iphone-duo: not modelled in landscape (only one source measured its safe area there); "
            + "in portrait and landscape a system tab bar is a vertical bar at the trailing edge, which is not modelled"
        let inner: String = "note: iphone-duo-open: not modelled in portrait (only one source measured its safe area there); "
            + "in landscape a system tab bar is a vertical bar at the trailing edge, which is not modelled"
        #expect(lines.suffix(3).map(String.init) == [cover, inner, ""])
    }

    /// JSON grows only where the Duo needs it: `systemTabBar`, `modelled` and `note` in its orientation objects.
    @Test func jsonMarksTheIPhoneDuosOrientations() throws {
        let text = DeviceCatalogEmitter.render(format: .json)
        #expect(text.contains("""
            "portrait": {
              "width": 466,
              "height": 678,
              "safeArea": {"top": 0, "leading": 0, "bottom": 34, "trailing": 84},
              "horizontalSizeClass": "compact",
              "verticalSizeClass": "regular",
              "systemTabBar": "vertical"
            },
            "landscape": {
              "width": 678,
              "height": 466,
              "safeArea": {"top": 0, "leading": 0, "bottom": 34, "trailing": 84},
              "horizontalSizeClass": "compact",
              "verticalSizeClass": "compact",
              "systemTabBar": "vertical",
              "modelled": false,
              "note": "only one source measured its safe area there"
            },
        """))
        let devices = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        let open = try #require(devices.first { $0["slug"] as? String == "iphone-duo-open" })
        #expect(open["name"] as? String == "iPhone Duo (open)")
        let portrait = try #require(open["portrait"] as? [String: Any])
        #expect(portrait["modelled"] as? Bool == false && portrait["systemTabBar"] == nil)
        let landscape = try #require(open["landscape"] as? [String: Any])
        #expect(landscape["safeArea"] as? [String: Double] == ["top": 0, "leading": 0, "bottom": 34, "trailing": 84])
        #expect(landscape["systemTabBar"] as? String == "vertical" && landscape["modelled"] == nil)
        // Every other device's objects have exactly the five members they always had.
        for device in devices where !(device["slug"] as? String ?? "").hasPrefix("iphone-duo") {
            for orientation in ["portrait", "landscape"] {
                let object = try #require(device[orientation] as? [String: Any])
                #expect(Set(object.keys) == ["width", "height", "safeArea", "horizontalSizeClass", "verticalSizeClass"])
            }
            #expect(Set(device.keys) == ["slug", "name", "idiom", "width", "height", "scale", "portrait", "landscape", "source"])
        }
    }
}
