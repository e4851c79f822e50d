/// Reads Apple's binary property list format, `bplist00` (as CoreFoundation's `CFBinaryPList.c` writes it).
///
/// Layout: the header `bplist00`; the objects; an offset table giving each object's byte offset
/// (`offsetSize` bytes each, big-endian); a 32-byte trailer — 5 unused bytes, sort version, `offsetSize`,
/// `referenceSize`, then big-endian 64-bit object count, root object number and offset-table offset.
/// Objects start with a marker byte, high nibble the type, low nibble a size or a length (`0xF`: an integer
/// object with the length follows):
///
///     0000 1000 / 1001          false / true
///     0001 nnnn                 integer of 2^n bytes (1, 2, 4: unsigned; 8: signed; 16: 128-bit)
///     0010 nnnn                 real of 2^n bytes (4 or 8)
///     0011 0011                 date (8-byte real, seconds since 2001)
///     0100 llll                 data, l bytes
///     0101 llll                 ASCII string, l bytes
///     0110 llll                 UTF-16BE string, l code units
///     1000 nnnn                 UID of n+1 bytes
///     1010 llll                 array of l object references (`referenceSize` bytes each)
///     1100 llll                 set of l object references
///     1101 llll                 dictionary: l key references, then l value references
///
/// Never crashes and always terminates on arbitrary bytes: every offset, length and reference is checked
/// against the file before use (with overflow-checked arithmetic), containers may not contain themselves,
/// nesting is limited to `maximumDepth`, strings and data are decoded once per object, and the work done
/// (one step per value produced, plus one per byte of every dictionary key hashed) is limited to
/// `16 × file size + 1 MiB` steps. Shared references make a file expand; an honest file produces at most one
/// value per reference and hashes each key once per dictionary, far below the limit.
struct BinaryPropertyListReader {
    /// The deepest container nesting accepted (CoreGlyphs' files nest 3 levels).
    static let maximumDepth = 64

    /// The file.
    private let bytes: [UInt8]
    /// Bytes per offset-table entry (1–8).
    private let offsetSize: Int
    /// Bytes per object reference (1–8).
    private let referenceSize: Int
    /// The number of objects.
    private let objectCount: Int
    /// The root object's number.
    private let rootObject: Int
    /// Where the offset table starts; objects end here.
    private let offsetTableStart: Int
    /// The most work steps `read` may take.
    private let workBudget: Int
    /// Work steps taken so far.
    private var work = 0
    /// Containers currently being read, by object number (cycle detection).
    private var inProgress: [Bool]
    /// Values of the non-container objects read so far, by object number: a string referenced many times is
    /// decoded once and shared.
    private var scalarCache: [Int: PropertyListValue] = [:]

    /// The value of the binary property list `bytes`.
    static func read(_ bytes: [UInt8]) throws(BinaryPropertyListError) -> PropertyListValue {
        var reader = try BinaryPropertyListReader(bytes)
        return try reader.value(ofObject: reader.rootObject, depth: 0)
    }

    /// Validates the header and the trailer.
    private init(_ bytes: [UInt8]) throws(BinaryPropertyListError) {
        let magic = Array("bplist".utf8)
        guard bytes.count >= 8, bytes.starts(with: magic) else { throw .notBinaryPropertyList }
        guard bytes[6] == UInt8(ascii: "0"), bytes[7] == UInt8(ascii: "0") else {
            throw .unsupportedVersion(String(decoding: bytes[0..<8].map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self))
        }
        guard bytes.count >= 8 + 1 + 1 + 32 else { throw .invalidTrailer("file too short (\(bytes.count) bytes)") }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize) else { throw .invalidTrailer("offset size \(offsetSize) is not 1…8") }
        guard (1...8).contains(referenceSize) else {
            throw .invalidTrailer("object reference size \(referenceSize) is not 1…8")
        }
        let objectCount = Self.readUnsigned(bytes, at: trailer + 8, size: 8)
        let rootObject = Self.readUnsigned(bytes, at: trailer + 16, size: 8)
        let tableStart = Self.readUnsigned(bytes, at: trailer + 24, size: 8)
        guard objectCount >= 1 else { throw .invalidTrailer("no objects") }
        guard rootObject < objectCount else {
            throw .invalidTrailer("root object \(rootObject) is not among the \(objectCount) objects")
        }
        guard tableStart >= 9, tableStart < UInt64(trailer) else {
            throw .invalidTrailer("offset table position \(tableStart) is outside the file")
        }
        let (tableSize, overflow) = objectCount.multipliedReportingOverflow(by: UInt64(offsetSize))
        guard !overflow, tableSize <= UInt64(trailer) - tableStart else {
            throw .invalidTrailer("offset table of \(objectCount) entries does not fit before the trailer")
        }
        self.bytes = bytes
        self.offsetSize = offsetSize
        self.referenceSize = referenceSize
        self.objectCount = Int(objectCount)
        self.rootObject = Int(rootObject)
        self.offsetTableStart = Int(tableStart)
        self.workBudget = 16 * bytes.count + (1 << 20)
        self.inProgress = [Bool](repeating: false, count: Int(objectCount))
    }

    /// The value of object `object` (a valid object number), nested `depth` containers deep.
    private mutating func value(ofObject object: Int, depth: Int) throws(BinaryPropertyListError) -> PropertyListValue {
        guard depth <= Self.maximumDepth else { throw .tooDeep(limit: Self.maximumDepth) }
        try charge(1)
        if let cached = scalarCache[object] {
            return cached
        }
        let offset = try self.offset(ofObject: object)
        switch bytes[offset] >> 4 {
        case 0xA, 0xC, 0xD:
            return try container(object, at: offset, depth: depth)
        default:
            let value = try scalar(at: offset)
            scalarCache[object] = value
            return value
        }
    }

    /// The value of the non-container object at `offset`.
    private func scalar(at offset: Int) throws(BinaryPropertyListError) -> PropertyListValue {
        let marker = bytes[offset]
        let low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0:
            switch low {
            case 0x8: return .bool(false)
            case 0x9: return .bool(true)
            default: throw .unsupportedObject(marker: marker, offset: offset)
            }
        case 0x1:
            guard low <= 4 else { throw .unsupportedObject(marker: marker, offset: offset) }
            return .integer(try integer(at: offset, size: 1 << low))
        case 0x2:
            guard low == 2 || low == 3 else { throw .unsupportedObject(marker: marker, offset: offset) }
            let size = 1 << low
            let start = try extent(offset: offset, start: offset + 1, count: 1, elementSize: size)
            let bits = Self.readUnsigned(bytes, at: start, size: size)
            return .real(size == 4 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) : Double(bitPattern: bits))
        case 0x3:
            guard low == 3 else { throw .unsupportedObject(marker: marker, offset: offset) }
            let start = try extent(offset: offset, start: offset + 1, count: 1, elementSize: 8)
            return .date(Double(bitPattern: Self.readUnsigned(bytes, at: start, size: 8)))
        case 0x4:
            let (start, count) = try lengthAndStart(offset: offset)
            let dataStart = try extent(offset: offset, start: start, count: count, elementSize: 1)
            return .data(Array(bytes[dataStart..<(dataStart + count)]))
        case 0x5:
            let (start, count) = try lengthAndStart(offset: offset)
            let textStart = try extent(offset: offset, start: start, count: count, elementSize: 1)
            let text = bytes[textStart..<(textStart + count)]
            guard text.allSatisfy({ $0 < 0x80 }) else { throw .invalidString(offset: offset) }
            return .string(String(decoding: text, as: UTF8.self))
        case 0x6:
            let (start, count) = try lengthAndStart(offset: offset)
            let textStart = try extent(offset: offset, start: start, count: count, elementSize: 2)
            return .string(try utf16String(at: textStart, units: count, objectOffset: offset))
        case 0x8:
            let size = low + 1
            guard size <= 8 else { throw .unsupportedObject(marker: marker, offset: offset) }
            let start = try extent(offset: offset, start: offset + 1, count: 1, elementSize: size)
            return .uid(Self.readUnsigned(bytes, at: start, size: size))
        default:
            throw .unsupportedObject(marker: marker, offset: offset)
        }
    }

    /// The value of the array, set or dictionary `object` at `offset`, nested `depth` containers deep.
    private mutating func container(
        _ object: Int, at offset: Int, depth: Int
    ) throws(BinaryPropertyListError) -> PropertyListValue {
        let marker = bytes[offset]
        switch marker >> 4 {
        case 0xA, 0xC:
            let (start, count) = try lengthAndStart(offset: offset)
            let referencesStart = try extent(offset: offset, start: start, count: count, elementSize: referenceSize)
            inProgress[object] = true
            var elements: [PropertyListValue] = []
            elements.reserveCapacity(count)
            for index in 0..<count {
                let element = try reference(at: referencesStart + index * referenceSize)
                guard !inProgress[element] else { throw .cycle(object: element) }
                elements.append(try value(ofObject: element, depth: depth + 1))
            }
            inProgress[object] = false
            return .array(elements)
        case 0xD:
            let (start, count) = try lengthAndStart(offset: offset)
            // Keys and values: 2 × count references; checked as count pairs of 2 × referenceSize bytes.
            let keysStart = try extent(offset: offset, start: start, count: count, elementSize: 2 * referenceSize)
            let valuesStart = keysStart + count * referenceSize
            inProgress[object] = true
            var dictionary: [String: PropertyListValue] = [:]
            dictionary.reserveCapacity(count)
            for index in 0..<count {
                let keyObject = try reference(at: keysStart + index * referenceSize)
                let valueObject = try reference(at: valuesStart + index * referenceSize)
                guard !inProgress[keyObject] else { throw .cycle(object: keyObject) }
                guard case .string(let key) = try value(ofObject: keyObject, depth: depth + 1) else {
                    throw .nonStringKey(offset: offset)
                }
                try charge(key.utf8.count)
                guard !inProgress[valueObject] else { throw .cycle(object: valueObject) }
                let element = try value(ofObject: valueObject, depth: depth + 1)
                guard dictionary.updateValue(element, forKey: key) == nil else {
                    throw .duplicateKey(key, offset: offset)
                }
            }
            inProgress[object] = false
            return .dictionary(dictionary)
        default:
            throw .unsupportedObject(marker: marker, offset: offset)
        }
    }

    /// Counts `steps` of work, failing once the budget is spent.
    private mutating func charge(_ steps: Int) throws(BinaryPropertyListError) {
        work += steps
        guard work <= workBudget else { throw .tooLarge(limit: workBudget) }
    }

    /// The byte offset of object `object`, checked to lie in the object area.
    private func offset(ofObject object: Int) throws(BinaryPropertyListError) -> Int {
        let offset = Self.readUnsigned(bytes, at: offsetTableStart + object * offsetSize, size: offsetSize)
        guard offset >= 8, offset < UInt64(offsetTableStart) else { throw .offsetOutOfRange(object: object) }
        return Int(offset)
    }

    /// The object number stored at `position` (inside a checked extent), checked against the object count.
    private func reference(at position: Int) throws(BinaryPropertyListError) -> Int {
        let reference = Self.readUnsigned(bytes, at: position, size: referenceSize)
        guard reference < UInt64(objectCount) else {
            throw .referenceOutOfRange(reference: reference, count: objectCount)
        }
        return Int(reference)
    }

    /// The length of the data, string or container whose marker is at `offset`, and where its contents
    /// start: the marker's low nibble, or for `0xF` the integer object that follows the marker.
    private func lengthAndStart(offset: Int) throws(BinaryPropertyListError) -> (start: Int, count: Int) {
        let low = Int(bytes[offset] & 0x0F)
        guard low == 0x0F else { return (offset + 1, low) }
        let integerOffset = offset + 1
        guard integerOffset < offsetTableStart else { throw .truncatedObject(offset: offset) }
        let integerMarker = bytes[integerOffset]
        guard integerMarker >> 4 == 0x1, integerMarker & 0x0F <= 3 else { throw .invalidLength(offset: offset) }
        let size = 1 << Int(integerMarker & 0x0F)
        let length = try integer(at: integerOffset, size: size)
        guard length >= 0, length <= Int64(offsetTableStart) else { throw .invalidLength(offset: offset) }
        return (integerOffset + 1 + size, Int(length))
    }

    /// Checks that `count` elements of `elementSize` bytes starting at `start` end inside the object area,
    /// and returns `start`. Overflow-safe for any `count`.
    private func extent(
        offset: Int, start: Int, count: Int, elementSize: Int
    ) throws(BinaryPropertyListError) -> Int {
        guard start <= offsetTableStart, count <= (offsetTableStart - start) / elementSize else {
            throw .truncatedObject(offset: offset)
        }
        return start
    }

    /// The integer object at `offset` whose value has `size` bytes (1, 2, 4 unsigned; 8 signed; 16 a 128-bit
    /// two's-complement value that must fit in 64 bits).
    private func integer(at offset: Int, size: Int) throws(BinaryPropertyListError) -> Int64 {
        let start = try extent(offset: offset, start: offset + 1, count: 1, elementSize: size)
        switch size {
        case 16:
            let high = Self.readUnsigned(bytes, at: start, size: 8)
            let low = Self.readUnsigned(bytes, at: start + 8, size: 8)
            let fitsPositive = high == 0 && low <= UInt64(Int64.max)
            let fitsNegative = high == UInt64.max && low > UInt64(Int64.max)
            guard fitsPositive || fitsNegative else { throw .integerOutOfRange(offset: offset) }
            return Int64(bitPattern: low)
        case 8:
            return Int64(bitPattern: Self.readUnsigned(bytes, at: start, size: 8))
        default:
            return Int64(Self.readUnsigned(bytes, at: start, size: size))
        }
    }

    /// The string of `units` big-endian UTF-16 code units at `start` (inside a checked extent).
    private func utf16String(at start: Int, units: Int, objectOffset: Int) throws(BinaryPropertyListError) -> String {
        var codeUnits: [UInt16] = []
        codeUnits.reserveCapacity(units)
        for index in 0..<units {
            codeUnits.append(UInt16(bytes[start + 2 * index]) << 8 | UInt16(bytes[start + 2 * index + 1]))
        }
        var scalars = String.UnicodeScalarView()
        var iterator = codeUnits.makeIterator()
        var decoder = UTF16()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: break decoding
            case .error: throw .invalidString(offset: objectOffset)
            }
        }
        return String(scalars)
    }

    /// The big-endian unsigned integer of `size` (≤ 8) bytes at `position`; the caller guarantees the bytes
    /// exist.
    private static func readUnsigned(_ bytes: [UInt8], at position: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in position..<(position + size) {
            value = value << 8 | UInt64(bytes[index])
        }
        return value
    }
}
