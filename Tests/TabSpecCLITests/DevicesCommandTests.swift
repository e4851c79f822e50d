import Foundation
import Testing

@Suite("devices command")
struct DevicesCommandTests {
    @Test func jsonListsTheWholeCatalog() throws {
        let result = try TabspecProcess.run(["devices", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let devices = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(devices.count == 35)
        #expect(devices.first?["slug"] as? String == "iphone-se-3")
        #expect(devices.last?["slug"] as? String == "ipad-air-13-m4")
        let slugs = devices.compactMap { $0["slug"] as? String }
        #expect(Set(slugs).count == 35)
        #expect(slugs.contains("iphone-17-pro") && slugs.contains("ipad-air-11-m4"))
        #expect(slugs.contains("iphone-duo") && slugs.contains("iphone-duo-open"))
        #expect(slugs.contains("iphone-16"))
    }

    @Test func tableIsTheDefault() throws {
        let result = try TabspecProcess.run(["devices"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("slug ") == true)
        #expect(lines.filter { $0.hasPrefix("iphone-") || $0.hasPrefix("ipad-") }.count == 35)
        #expect(lines.contains { $0.hasPrefix("iphone-duo   ") && $0.contains("466×678") && $0.contains("0,0,34,84") })
        #expect(lines.filter { $0.hasPrefix("note: iphone-duo") }.count == 2)
        #expect(lines.contains { $0.hasPrefix("iphone-16   ") && $0.contains("393×852") && $0.contains("59,0,34,0") })
    }

    @Test func usageErrors() throws {
        let extra = try TabspecProcess.run(["devices", "Specs"])
        #expect(extra.status == 64)
        #expect(extra.stderr.hasPrefix("Error: 'devices' takes no inputs, got 'Specs'\n"))
        let format = try TabspecProcess.run(["devices", "--format", "csv"])
        #expect(format.status == 64)
        #expect(format.stderr.hasPrefix("Error: invalid value 'csv' for '--format'; expected 'table' or 'json'\n"))
    }
}
