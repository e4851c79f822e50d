import Testing
@testable import TabSpecCore

/// `SpecProperties`: a dictionary's behaviour (lookup, assignment, removal, order-independent equality) over
/// a small array in recorded order.
@Suite("Spec properties")
struct SpecPropertiesTests {
    static let a = SpecProperty(keyRange: SourceRange(start: 0, end: 1), valueRange: SourceRange(start: 3, end: 4))
    static let b = SpecProperty(keyRange: SourceRange(start: 5, end: 6), valueRange: SourceRange(start: 8, end: 12))

    @Test func looksUpAssignsAndRemovesLikeADictionary() {
        var properties: SpecProperties = ["title": Self.a, "symbol": Self.b]
        #expect(properties["title"] == Self.a)
        #expect(properties["symbol"] == Self.b)
        #expect(properties["tit"] == nil)
        #expect(properties.keys == ["title", "symbol"])
        #expect(properties.values == [Self.a, Self.b])
        properties["title"] = Self.b
        #expect(properties["title"] == Self.b)
        #expect(properties.count == 2)
        properties["symbol"] = nil
        #expect(properties.keys == ["title"])
        properties["accessibilityLabel"] = Self.a
        #expect(properties.map(\.key) == ["title", "accessibilityLabel"])
        #expect(properties.map(\.value) == [Self.b, Self.a])
        properties["missing"] = nil
        #expect(properties.count == 2)
        #expect(!properties.isEmpty)
        #expect(SpecProperties().isEmpty)
    }

    @Test func equalityAndHashingIgnoreTheOrder() {
        let forward: SpecProperties = ["title": Self.a, "symbol": Self.b]
        let backward: SpecProperties = ["symbol": Self.b, "title": Self.a]
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        #expect(Set([forward, backward]).count == 1)
        #expect(forward != ["title": Self.a])
        #expect(forward != ["title": Self.b, "symbol": Self.b])
        #expect(forward != ["title": Self.a, "selectedSymbol": Self.b])
    }

    @Test func aDictionaryIsRecordedInKeyOrder() {
        let properties = SpecProperties(["title": Self.a, "symbol": Self.b, "accessibilityLabel": Self.a])
        #expect(properties.keys == ["accessibilityLabel", "symbol", "title"])
        let tab = TabSpec(id: "home", idRange: SourceRange(at: 0), range: SourceRange(at: 0), properties: ["title": Self.a])
        #expect(tab.range(of: "title") == Self.a.valueRange)
        #expect(tab.range(of: "symbol") == SourceRange(at: 0))
    }

    @Test func tabBarKeysAreRecordedInSourceOrderNestedBlocksLastTabKeysInTheLanguagesOrder() throws {
        let document = SpecDocument(path: "p.tabspec", text: """
            tabbar Main {
                kind: custom
                indicator { shape: circle, size: 6 }
                tintColor: red
                tab home { title: "Home", symbol: "house" }
            }
            """)
        #expect(document.diagnostics.isEmpty)
        let tabBar = try #require(document.tabBars.first)
        #expect(tabBar.properties.keys == ["kind", "tintColor", "indicator", "indicator.shape", "indicator.size"])
        #expect(tabBar.tabs.first?.properties.keys == ["symbol", "title"])
        #expect(document.source.text(in: try #require(tabBar.properties["indicator.size"]).valueRange) == "6")
    }
}
