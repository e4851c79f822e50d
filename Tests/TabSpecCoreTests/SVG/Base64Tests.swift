import Testing
@testable import TabSpecCore

@Suite("Base64")
struct Base64Tests {
    /// RFC 4648, section 10's test vectors.
    @Test(arguments: [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
                      ("foobar", "Zm9vYmFy")])
    func encodesTheRFCsVectors(_ text: String, _ encoded: String) {
        #expect(Base64.encoded(Array(text.utf8)) == encoded)
    }

    @Test func everyByteValueUsesTheStandardAlphabet() {
        #expect(Base64.encoded([0xFB, 0xFF, 0xBF]) == "+/+/")
        #expect(Base64.encoded([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) == "iVBORw0KGgo=")
    }
}
