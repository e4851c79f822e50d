/// The 64-bit FNV-1a hash (Fowler–Noll–Vo): small, stable across runs, platforms and Swift versions (unlike
/// `hashValue`), so fingerprints written today still match tomorrow.
enum FNV1a {
    /// The FNV-1a 64 offset basis.
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    /// The FNV-1a 64 prime.
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash of `bytes`.
    static func hash64(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = offsetBasis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* prime
        }
        return hash
    }

    /// The hash of `text`'s UTF-8 bytes as 16 lowercase hex digits.
    static func hex(of text: String) -> String {
        let digits = String(hash64(text.utf8), radix: 16, uppercase: false)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
