import Testing
@testable import TabSpecCore

/// `SpecProperties`: where each key was written, by ``SpecKey``, in recorded order, with a dictionary's
/// order-independent equality.
@Suite("Spec properties")
struct SpecPropertiesTests {
    static let a = SpecProperty(keyRange: SourceRange(start: 0, end: 5), valueRange: SourceRange(start: 7, end: 10))
    static let b = SpecProperty(keyRange: SourceRange(start: 20, end: 26), valueRange: SourceRange(start: 28, end: 35))

    static func table(_ entries: [(SpecKey, SpecProperty)]) -> SpecProperties {
        var properties = SpecProperties(capacity: entries.count)
        for (key, property) in entries { properties.append(property, for: key) }
        return properties
    }

    @Test func looksUpByKeyInRecordedOrder() {
        let properties = Self.table([(.title, Self.a), (.symbol, Self.b)])
        #expect(properties[.title] == Self.a)
        #expect(properties[.symbol] == Self.b)
        #expect(properties[.selectedSymbol] == nil)
        #expect(properties.keys == [.title, .symbol])
        #expect(properties.map(\.value) == [Self.a, Self.b])
        #expect(properties.count == 2)
        #expect(!properties.isEmpty)
        #expect(SpecProperties().isEmpty)
    }

    @Test func equalityAndHashingIgnoreTheOrder() {
        let forward = Self.table([(.title, Self.a), (.symbol, Self.b)])
        let backward = Self.table([(.symbol, Self.b), (.title, Self.a)])
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        #expect(forward != Self.table([(.title, Self.a)]))
        #expect(forward != Self.table([(.title, Self.b), (.symbol, Self.b)]))
    }

    @Test func keysAreRecordedUnderTheirPaths() {
        #expect(SpecKey.indicatorShape.path == "indicator.shape")
        #expect(SpecKey.indicatorShape.name == "shape")
        #expect(SpecKey.hideOnScrollDuration.path == "hideOnScroll.duration")
        #expect(SpecKey.tintColor.path == "tintColor")
        #expect(SpecKey.indicator.path == "indicator")
        #expect(Set(SpecKey.allCases.map(\.path)).count == SpecKey.allCases.count)
    }

    @Test func theCheckStageRecordsWhereEachKeyWasWritten() throws {
        let document = SpecDocument(path: "t", text: "tabbar T {\n    tintColor: red\n    indicator { shape: circle }\n    tab a { title: \"A\" }\n}\n")
        let spec = try #require(document.tabBars.first)
        #expect(spec.properties.keys == [.tintColor, .indicator, .indicatorShape])
        #expect(document.source.text(in: spec.range(of: .tintColor)) == "red")
        #expect(document.source.text(in: spec.range(of: .height)) == "T")
        #expect(spec.tabs.first?.properties.keys == [.title])
    }
}
