import Testing
@testable import TabSpecCore

/// `SmallStringSet` answers exactly as the `Set<String>` it stands for.
@Suite("Small string sets")
struct SmallStringSetTests {
    @Test func membershipMatchesTheSetOfWords() {
        let set = SmallStringSet(SwiftIdentifier.keywords)
        for keyword in SwiftIdentifier.keywords {
            #expect(set.contains(keyword), "\(keyword)")
        }
        let others = ["", "a", "Any1", "an", "anyy", "self_", "Self.", "classes", "for ", "ｉｆ", "é", "switch\u{0301}",
                      "home", "deinitialize", "inout2", "Protocol", "type", "z", "_"]
        for word in others {
            #expect(set.contains(word) == SwiftIdentifier.keywords.contains(word), "\(word)")
            #expect(!set.contains(word), "\(word)")
        }
        #expect(!SmallStringSet([]).contains("a"))
        #expect(SmallStringSet(["é", "a"]).contains("a"))
    }
}
