/// Strict UTF-8 decoding of one scalar at a byte offset (RFC 3629: no overlongs, no surrogates, ≤ U+10FFFF).
package enum UTF8Decoding {
    /// The scalar starting at `index` and its length in bytes, or `nil` if the bytes there are not valid UTF-8.
    package static func decode<Bytes: RandomAccessCollection>(_ bytes: Bytes, at index: Int) -> (scalar: Unicode.Scalar, length: Int)?
    where Bytes.Element == UInt8, Bytes.Index == Int {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length: Int
        var value: UInt32
        var lowerBound: UInt8 = 0x80
        var upperBound: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0: length = 3; value = UInt32(lead & 0x0F); lowerBound = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xED: length = 3; value = UInt32(lead & 0x0F); upperBound = 0x9F
        case 0xF0: length = 4; value = UInt32(lead & 0x07); lowerBound = 0x90
        case 0xF1...0xF3: length = 4; value = UInt32(lead & 0x07)
        case 0xF4: length = 4; value = UInt32(lead & 0x07); upperBound = 0x8F
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            let low = offset == 1 ? lowerBound : 0x80
            let high = offset == 1 ? upperBound : 0xBF
            guard byte >= low, byte <= high else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
