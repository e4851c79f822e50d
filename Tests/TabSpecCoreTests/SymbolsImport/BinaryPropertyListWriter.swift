@testable import TabSpecCore
@testable import TabSpecSymbolsImport

/// A small `bplist00` writer for building test fixtures, written from the format description in
/// `BinaryPropertyListReader` (like CoreFoundation: root is object 0, equal strings and scalars are written
/// once, containers never shared, dictionary keys sorted).
enum BinaryPropertyListWriter {
    /// A flattened object: encoded scalar bytes, or a container of object numbers.
    private enum Object {
        /// A complete scalar object (marker and payload).
        case scalar([UInt8])
        /// An array (marker nibble 0xA) or set (0xC) of object numbers.
        case array([Int], marker: UInt8)
        /// A dictionary: key and value object numbers.
        case dictionary([(key: Int, value: Int)])
    }

    /// `value` as a binary property list, with minimal (or the given) reference and offset sizes.
    static func write(_ value: PropertyListValue, referenceSize: Int? = nil, offsetSize: Int? = nil) -> [UInt8] {
        var objects: [Object] = []
        var unique: [[UInt8]: Int] = [:]
        func add(_ value: PropertyListValue) -> Int {
            switch value {
            case .array(let elements):
                let index = objects.count
                objects.append(.array([], marker: 0xA))
                let children = elements.map(add)
                objects[index] = .array(children, marker: 0xA)
                return index
            case .dictionary(let dictionary):
                let index = objects.count
                objects.append(.dictionary([]))
                let pairs = dictionary.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
                let keys = pairs.map { add(.string($0.key)) }
                let values = pairs.map { add($0.value) }
                objects[index] = .dictionary(Array(zip(keys, values)).map { (key: $0.0, value: $0.1) })
                return index
            default:
                let bytes = encodeScalar(value)
                if let known = unique[bytes] { return known }
                objects.append(.scalar(bytes))
                unique[bytes] = objects.count - 1
                return objects.count - 1
            }
        }
        _ = add(value)
        let referenceSize = referenceSize ?? minimalSize(for: UInt64(objects.count - 1))
        let encoded = objects.map { object -> [UInt8] in
            switch object {
            case .scalar(let bytes):
                return bytes
            case .array(let children, let marker):
                return header(marker, count: children.count) + children.flatMap { bigEndian(UInt64($0), size: referenceSize) }
            case .dictionary(let pairs):
                return header(0xD, count: pairs.count)
                    + pairs.flatMap { bigEndian(UInt64($0.key), size: referenceSize) }
                    + pairs.flatMap { bigEndian(UInt64($0.value), size: referenceSize) }
            }
        }
        return assemble(encoded, referenceSize: referenceSize, offsetSize: offsetSize)
    }

    /// A binary property list of already encoded objects (`objects[i]` is object `i`), with an offset table
    /// and trailer computed for them; the trailer fields can be overridden to build malformed files.
    static func assemble(
        _ objects: [[UInt8]], root: UInt64 = 0, referenceSize: Int = 1, offsetSize: Int? = nil,
        objectCount: UInt64? = nil, offsetTableStart: UInt64? = nil
    ) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let tableStart = bytes.count
        let offsetSize = offsetSize ?? minimalSize(for: UInt64(tableStart))
        for offset in offsets {
            bytes += bigEndian(UInt64(offset), size: offsetSize)
        }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(truncatingIfNeeded: offsetSize), UInt8(truncatingIfNeeded: referenceSize)]
        bytes += bigEndian(objectCount ?? UInt64(objects.count), size: 8)
        bytes += bigEndian(root, size: 8)
        bytes += bigEndian(offsetTableStart ?? UInt64(tableStart), size: 8)
        return bytes
    }

    /// The encoding of a non-container value.
    static func encodeScalar(_ value: PropertyListValue) -> [UInt8] {
        switch value {
        case .bool(let flag):
            return [flag ? 0x09 : 0x08]
        case .integer(let number):
            return encodeInteger(number)
        case .real(let number):
            return [0x23] + bigEndian(number.bitPattern, size: 8)
        case .date(let seconds):
            return [0x33] + bigEndian(seconds.bitPattern, size: 8)
        case .data(let bytes):
            return header(0x4, count: bytes.count) + bytes
        case .string(let string):
            if string.utf8.allSatisfy({ $0 < 0x80 }) {
                return header(0x5, count: string.utf8.count) + Array(string.utf8)
            }
            let units = Array(string.utf16)
            return header(0x6, count: units.count) + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case .uid(let number):
            let size = minimalSize(for: number)
            return [0x80 | UInt8(size - 1)] + bigEndian(number, size: size)
        case .array, .dictionary:
            return []
        }
    }

    /// An integer object as CoreFoundation writes it: 1, 2 or 4 unsigned bytes when non-negative and small
    /// enough, else 8 signed bytes.
    static func encodeInteger(_ number: Int64) -> [UInt8] {
        switch number {
        case 0...0xFF: return [0x10] + bigEndian(UInt64(number), size: 1)
        case 0x100...0xFFFF: return [0x11] + bigEndian(UInt64(number), size: 2)
        case 0x1_0000...0xFFFF_FFFF: return [0x12] + bigEndian(UInt64(number), size: 4)
        default: return [0x13] + bigEndian(UInt64(bitPattern: number), size: 8)
        }
    }

    /// A marker with a length: in the low nibble below 15, else `0xF` and an integer object.
    static func header(_ type: UInt8, count: Int) -> [UInt8] {
        count < 15 ? [type << 4 | UInt8(count)] : [type << 4 | 0x0F] + encodeInteger(Int64(count))
    }

    /// `value` as `size` big-endian bytes (truncated to its low bytes).
    static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: $0 >= 8 ? 0 : value >> (8 * UInt64($0))) }
    }

    /// The fewest of 1, 2, 4 or 8 bytes that hold `value`.
    static func minimalSize(for value: UInt64) -> Int {
        switch value {
        case 0...0xFF: 1
        case 0x100...0xFFFF: 2
        case 0x1_0000...0xFFFF_FFFF: 4
        default: 8
        }
    }
}
