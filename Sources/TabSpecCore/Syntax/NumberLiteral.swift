/// The value of a number literal's bytes (`-?[0-9]+(\.[0-9]+)?`), correctly rounded as `Double(String)`
/// rounds it, without building a string for the common case.
enum NumberLiteral {
    /// Powers of ten that a `Double` holds exactly (10^0 … 10^22).
    private static let exactPowersOfTen: [Double] = {
        var powers: [Double] = [1]
        for _ in 1...22 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()

    /// The literal's value: finite, or ±infinity when it is too large for a `Double` (the check stage reports
    /// that; it never reaches the model).
    ///
    /// Clinger's fast path: when the digits, without the point, make an integer below 2^53 and at most 22
    /// of them follow the point, integer ÷ 10^fraction is one correctly rounded division of two exact values.
    /// Anything longer goes through the standard library's parser.
    static func value(of bytes: UnsafeBufferPointer<UInt8>) -> Double {
        var index = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { index = 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ".") {
                seenPoint = true
                continue
            }
            if mantissa == 0 && byte == UInt8(ascii: "0") && !seenPoint { continue }
            digits += 1
            if seenPoint { fractionDigits += 1 }
            guard digits <= 15 else { return fallback(bytes) }
            mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
        }
        guard fractionDigits <= 22 else { return fallback(bytes) }
        let magnitude = Double(mantissa) / exactPowersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    /// The standard library's correctly rounded parse.
    private static func fallback(_ bytes: UnsafeBufferPointer<UInt8>) -> Double {
        Double(String(decoding: bytes, as: UTF8.self)) ?? .nan
    }
}
