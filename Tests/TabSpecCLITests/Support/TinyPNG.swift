/// Small, deterministic, valid PNG files (8-bit RGBA, deflate's stored blocks, no compression) for asset
/// catalogs in tests: every byte is fixed by the pixels, so a test can look for the exact file in an output.
enum TinyPNG {
    /// One pixel: red, green, blue, alpha.
    typealias Pixel = (UInt8, UInt8, UInt8, UInt8)

    /// A `width` × `height` PNG whose pixel at (x, y) is `pixel(x, y)`.
    static func make(width: Int, height: Int, pixel: (Int, Int) -> Pixel) -> [UInt8] {
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0) // filter: none
            for x in 0..<width {
                let (r, g, b, a) = pixel(x, y)
                raw += [r, g, b, a]
            }
        }
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0] // 8 bits, RGBA, deflate, no filter method, no interlace
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", header) + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
    }

    /// A square of `side` pixels: a disc of `color` on transparency (a template image's shape).
    static func disc(side: Int, color: Pixel = (0, 0, 0, 255)) -> [UInt8] {
        let center = Double(side - 1) / 2
        return make(width: side, height: side) { x, y in
            let dx = Double(x) - center, dy = Double(y) - center
            return dx * dx + dy * dy <= center * center ? color : (0, 0, 0, 0)
        }
    }

    /// A square of `side` pixels, its left half `left` and right half `right` (an original image's colors).
    static func halves(side: Int, left: Pixel, right: Pixel) -> [UInt8] {
        make(width: side, height: side) { x, _ in x < side / 2 ? left : right }
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    /// `data` as a zlib stream of stored (uncompressed) deflate blocks.
    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var output: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let count = min(65_535, data.count - start)
            let last = start + count == data.count
            output.append(last ? 1 : 0)
            output += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            output += data[start..<(start + count)]
            start += count
        } while start < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return output + bigEndian(b << 16 | a)
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
