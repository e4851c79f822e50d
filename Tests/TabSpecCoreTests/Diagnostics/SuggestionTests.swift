import Testing
@testable import TabSpecCore

/// The one did-you-mean formatter: which names are close enough to suggest, and the exact wording.
@Suite struct SuggestionTests {
    @Test(arguments: [
        ([String](), ""),
        (["tintColor"], "; did you mean 'tintColor'?"),
        (["iphone-11", "iphone-16"], "; did you mean 'iphone-11' or 'iphone-16'?"),
        (["a", "b", "c"], "; did you mean 'a', 'b' or 'c'?"),
    ])
    func thePhraseListsTheSuggestions(_ suggestions: [String], _ expected: String) {
        #expect(Suggestion.phrase(suggestions) == expected)
    }

    @Test func withoutASuggestionTheFallbackIsUsed() {
        #expect(Suggestion.phrase([], otherwise: "; expected 'import'") == "; expected 'import'")
        #expect(Suggestion.phrase(for: "imprt", among: ["import"], otherwise: "; expected 'import'") == "; did you mean 'import'?")
        #expect(Suggestion.phrase(for: "update", among: ["import"], otherwise: "; expected 'import'") == "; expected 'import'")
    }

    @Test func onlyCloseNamesAreSuggested() {
        // The threshold is the language's: max(1, count / 3) edits, or equal ignoring case.
        #expect(Suggestion.phrase(for: "tintColour", among: ["tintColor", "barColor", "shadow"]) == "; did you mean 'tintColor'?")
        #expect(Suggestion.phrase(for: "TINTCOLOR", among: ["tintColor"]) == "; did you mean 'tintColor'?")
        #expect(Suggestion.phrase(for: "json", among: ["human", "xcode", "sarif", "junit"]) == "")
        #expect(Suggestion.phrase(for: "lnt", among: ["lint", "compile", "frames"]) == "; did you mean 'lint'?")
        #expect(Suggestion.phrase(for: "x", among: ["lint"]) == "")
        // The name itself is never suggested.
        #expect(Suggestion.names(for: "lint", among: ["lint"]).isEmpty)
    }

    @Test func closestKeepsOnlyTheNearest() {
        let slugs = ["iphone-15", "iphone-11", "iphone-16", "iphone-16-pro", "iphone-se-3"]
        #expect(Suggestion.names(for: "iphone-61", among: slugs) == ["iphone-11", "iphone-16", "iphone-15"])
        #expect(Suggestion.closest(to: "iphone-61", among: slugs) == ["iphone-11", "iphone-16"])
        #expect(Suggestion.closest(to: "iphone-16-pr", among: slugs) == ["iphone-16-pro"])
        #expect(Suggestion.closest(to: "android", among: slugs) == [])
    }

    @Test func aBadOptionValueIsWordedAsASpecsInvalidValue() {
        #expect(Diagnostic.invalidValueMessage("yaml", for: "--format", expected: Diagnostic.quotedList(["table", "json"]))
            == "invalid value 'yaml' for '--format'; expected 'table' or 'json'")
        #expect(Diagnostic.invalidValueMessage("jsno", for: "--format", expected: "'table' or 'json'", suggestions: ["json"])
            == "invalid value 'jsno' for '--format'; expected 'table' or 'json'; did you mean 'json'?")
    }
}

/// Typos of the long keys: a dropped letter, a transposition, letters left off the end; and what stays
/// unsuggested.
@Suite struct KeySuggestionTests {
    @Test(arguments: [
        ("itemPositon", "tabbar", "itemPositioning"),
        ("itemPositoning", "tabbar", "itemPositioning"),
        ("itemPosition", "tabbar", "itemPositioning"),
        ("tintColour", "tabbar", "tintColor"),
        ("unselectedItemTintColr", "tabbar", "unselectedItemTintColor"),
        ("unselectedTintColor", "tabbar", "unselectedItemTintColor"),
        ("selectionAnimaiton", "tabbar", "selectionAnimation"),
        ("backgroundImageHieght", "tabbar", "backgroundImageHeight"),
        ("barTintC", "tabbar", "barTintColor"),
        ("accesibilityLabel", "tab", "accessibilityLabel"),
        ("selectedSymbl", "tab", "selectedSymbol"),
    ])
    func aTypoOfALongKeyIsSuggested(_ written: String, _ block: String, _ expected: String) throws {
        let keys = try #require(SpecBlock(rawValue: block)).keyNames
        #expect(Suggestion.keyNames(for: written, among: keys) == [expected])
    }

    @Test func lettersLeftOffTheEndCountOnlyForALongName() {
        #expect(EditDistance.typoLimit(11) == 3)
        #expect(EditDistance.typoLimit(4) == 1)
        #expect(EditDistance.typoLimit(0) == 1)
        // 4 edits: more than a third of 'itemPositon', within a third of 'itemPositioning', which it begins
        // with one typo ('itemPosition…').
        #expect(EditDistance.distance("itemPositon", "itemPositioning") == 4)
        #expect(Suggestion.names(for: "itemPositon", among: ["itemPositioning"]) == ["itemPositioning"])
        #expect(Suggestion.names(for: "backgroundColr", among: ["backgroundColor", "backgroundImageHeight"]) == ["backgroundColor"])
        #expect(Suggestion.names(for: "background", among: ["backgroundColor", "backgroundImageHeight"]) == [])
        #expect(Suggestion.names(for: "background", among: ["backgroundColor", "tintColor"]) == ["backgroundColor"])
        // Letters left off a name that begins several: no guess.
        #expect(Suggestion.names(for: "system", among: ["systemRed", "systemBlue", "systemTeal"]) == [])
        #expect(Suggestion.names(for: "systemG", among: ["systemRed", "systemGray", "systemGreen"]) == [])
        #expect(Suggestion.names(for: "itemSpac", among: ["itemSpacing", "itemWidth"]) == ["itemSpacing"])
        // 4 edits from 'person.circle' too, but not one edit from any beginning of it.
        #expect(Suggestion.names(for: "person.crop", among: ["person.circle"]) == [])
        // Short names: the rest of the longer name is more than a third of it.
        #expect(Suggestion.names(for: "ki", among: ["kind"]) == [])
        #expect(Suggestion.names(for: "tint", among: ["tintColor"]) == [])
        #expect(Suggestion.names(for: "title", among: ["titleKey"]) == [])
        #expect(Suggestion.names(for: "color", among: ["titleColor", "tintColor"]) == [])
        #expect(Suggestion.names(for: "size", among: ["iconSize", "badge", "side"]) == ["side"])
    }
}
