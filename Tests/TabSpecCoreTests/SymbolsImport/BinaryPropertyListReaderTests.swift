import Testing

@testable import TabSpecCore
@testable import TabSpecSymbolsImport

extension SymbolsTests {
    /// `BinaryPropertyListReader`: round trips through the test writer, hand-assembled objects, and malformed
    /// input that must fail with a typed error (never a crash or a hang).
    @Suite struct BinaryPropertyListReaderTests {
        /// Shorthand for the writer's object assembly.
        private func assemble(_ objects: [[UInt8]], root: UInt64 = 0) -> [UInt8] {
            BinaryPropertyListWriter.assemble(objects, root: root)
        }

        /// The error reading `bytes` throws, or `nil` when it reads.
        private func error(reading bytes: [UInt8]) -> BinaryPropertyListError? {
            do {
                _ = try BinaryPropertyListReader.read(bytes)
                return nil
            } catch {
                return error
            }
        }

        /// A plist shaped like CoreGlyphs' `name_availability.plist`.
        static let availabilitySample: PropertyListValue = .dictionary([
            "symbols": .dictionary([
                "house": .string("2019"), "house.fill": .string("2019"), "figure.walk.motion": .string("2022"),
                "0.circle.hi": .string("2023.2"),
            ]),
            "year_to_release": .dictionary([
                "2019": .dictionary(["iOS": .string("13.0"), "macOS": .string("10.15")]),
                "2022": .dictionary(["iOS": .string("16.0"), "macOS": .string("13.0")]),
                "2023.2": .dictionary(["iOS": .string("17.2"), "macOS": .string("14.2")]),
            ]),
        ])

        @Test func roundTripsEveryValueType() throws {
            let value: PropertyListValue = .dictionary([
                "bools": .array([.bool(true), .bool(false)]),
                "integers": .array([
                    .integer(0), .integer(255), .integer(256), .integer(65_535), .integer(65_536),
                    .integer(4_294_967_295), .integer(4_294_967_296), .integer(.max), .integer(-1), .integer(.min),
                ]),
                "reals": .array([.real(0.5), .real(-1e300), .real(0)]),
                "date": .date(725_000_000.25),
                "data": .data([0, 1, 2, 0xFF]),
                "long data": .data(Array(repeating: 7, count: 300)),
                "strings": .array([
                    .string(""), .string("house.fill"), .string(String(repeating: "abc", count: 100)),
                    .string("héllo"), .string("👋🏽 wave"), .string("日本語"),
                ]),
                "uids": .array([.uid(0), .uid(255), .uid(65_536)]),
                "empty array": .array([]),
                "empty dictionary": .dictionary([:]),
                "nested": .dictionary(["a": .dictionary(["b": .array([.array([.string("deep")])])])]),
                "ünïcode key": .bool(true),
            ])
            let bytes = BinaryPropertyListWriter.write(value)
            #expect(try BinaryPropertyListReader.read(bytes) == value)
        }

        @Test(arguments: [1, 2, 4, 8])
        func readsEveryReferenceAndOffsetSize(size: Int) throws {
            let value = Self.availabilitySample
            let bytes = BinaryPropertyListWriter.write(value, referenceSize: size, offsetSize: size)
            #expect(try BinaryPropertyListReader.read(bytes) == value)
        }

        @Test func readsManyObjectsWithTwoByteReferences() throws {
            let symbols = Dictionary(uniqueKeysWithValues: (0..<1_000).map { ("symbol.\($0)", PropertyListValue.string("2019")) })
            let value: PropertyListValue = .dictionary(["symbols": .dictionary(symbols)])
            let bytes = BinaryPropertyListWriter.write(value)
            #expect(bytes[bytes.count - 25] == 2)
            #expect(try BinaryPropertyListReader.read(bytes) == value)
        }

        @Test func readsHandAssembledObjects() throws {
            // A set reads as an array; a 4-byte real; 16-byte integers that fit in 64 bits.
            let set = assemble([[0xC2, 1, 2], [0x10, 5], [0x22, 0x3F, 0xC0, 0x00, 0x00]])
            #expect(try BinaryPropertyListReader.read(set) == .array([.integer(5), .real(1.5)]))
            let positive = assemble([[0x14] + [UInt8](repeating: 0, count: 8) + [0x7F] + [UInt8](repeating: 0xFF, count: 7)])
            #expect(try BinaryPropertyListReader.read(positive) == .integer(.max))
            let negative = assemble([[0x14] + [UInt8](repeating: 0xFF, count: 16)])
            #expect(try BinaryPropertyListReader.read(negative) == .integer(-1))
            // A length given as an integer object even though it would fit in the nibble.
            let string = assemble([[0x5F, 0x10, 0x02, 0x68, 0x69]])
            #expect(try BinaryPropertyListReader.read(string) == .string("hi"))
            // The root need not be object 0.
            let rootLast = assemble([[0x51, 0x78], [0xA1, 0x00]], root: 1)
            #expect(try BinaryPropertyListReader.read(rootLast) == .array([.string("x")]))
        }

        @Test func sharesReferencedStrings() throws {
            // One string object referenced by 1,000 array slots.
            let bytes = assemble([BinaryPropertyListWriter.header(0xA, count: 1_000) + [UInt8](repeating: 1, count: 1_000), [0x51, 0x61]])
            #expect(try BinaryPropertyListReader.read(bytes) == .array(Array(repeating: .string("a"), count: 1_000)))
        }

        @Test func rejectsWrongHeaders() {
            #expect(error(reading: []) == .notBinaryPropertyList)
            #expect(error(reading: Array("bplist".utf8)) == .notBinaryPropertyList)
            #expect(error(reading: Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist/>".utf8)) == .notBinaryPropertyList)
            #expect(error(reading: Array("bplist15".utf8) + [UInt8](repeating: 0, count: 40)) == .unsupportedVersion("bplist15"))
            #expect(error(reading: Array("bplist0".utf8) + [0xFF]) == .unsupportedVersion("bplist0?"))
            #expect(error(reading: Array("bplist00".utf8) + [0x08]) == .invalidTrailer("file too short (9 bytes)"))
        }

        @Test func rejectsTruncatedTrailers() throws {
            let valid = BinaryPropertyListWriter.write(Self.availabilitySample)
            for cut in 1...40 {
                let truncated = Array(valid.dropLast(cut))
                #expect(error(reading: truncated) != nil, "cut \(cut)")
            }
            #expect(error(reading: Array(valid.dropLast(1))) == .invalidTrailer("offset size 0 is not 1…8"))
        }

        @Test func rejectsInconsistentTrailers() {
            let object: [[UInt8]] = [[0x08]]
            #expect(error(reading: BinaryPropertyListWriter.assemble([[0x08], [0x09]], offsetSize: 0)) == .invalidTrailer("offset size 0 is not 1…8"))
            #expect(error(reading: BinaryPropertyListWriter.assemble(object, offsetSize: 9)) == .invalidTrailer("offset size 9 is not 1…8"))
            #expect(error(reading: BinaryPropertyListWriter.assemble(object, referenceSize: 0)) == .invalidTrailer("object reference size 0 is not 1…8"))
            #expect(error(reading: BinaryPropertyListWriter.assemble(object, objectCount: 0)) == .invalidTrailer("no objects"))
            #expect(error(reading: BinaryPropertyListWriter.assemble(object, root: 1)) == .invalidTrailer("root object 1 is not among the 1 objects"))
            #expect(error(reading: BinaryPropertyListWriter.assemble(object, offsetTableStart: 8)) == .invalidTrailer("offset table position 8 is outside the file"))
            #expect(error(reading: BinaryPropertyListWriter.assemble(object, offsetTableStart: .max)) == .invalidTrailer("offset table position 18446744073709551615 is outside the file"))
            #expect(error(reading: BinaryPropertyListWriter.assemble(object, objectCount: 2)) == .invalidTrailer("offset table of 2 entries does not fit before the trailer"))
            #expect(error(reading: BinaryPropertyListWriter.assemble(object, offsetSize: 8, objectCount: UInt64(1) << 62)) == .invalidTrailer("offset table of 4611686018427387904 entries does not fit before the trailer"))
        }

        @Test func rejectsOffsetsAndReferencesOutOfRange() {
            // Object 0's offset points into the offset table.
            var bytes = assemble([[0x08]])
            bytes[9] = 9
            #expect(error(reading: bytes) == .offsetOutOfRange(object: 0))
            bytes[9] = 3
            #expect(error(reading: bytes) == .offsetOutOfRange(object: 0))
            #expect(error(reading: assemble([[0xA1, 0x05]])) == .referenceOutOfRange(reference: 5, count: 1))
            #expect(error(reading: assemble([[0xD1, 0x01, 0x07], [0x51, 0x61]])) == .referenceOutOfRange(reference: 7, count: 2))
        }

        @Test func rejectsTruncatedObjectsAndHugeCounts() {
            #expect(error(reading: assemble([[0x13, 0x00, 0x01]])) == .truncatedObject(offset: 8))
            #expect(error(reading: assemble([[0x55, 0x61]])) == .truncatedObject(offset: 8))
            #expect(error(reading: assemble([[0x63, 0x00, 0x61]])) == .truncatedObject(offset: 8))
            #expect(error(reading: assemble([[0x23, 0x00]])) == .truncatedObject(offset: 8))
            #expect(error(reading: assemble([[0xA3, 0x00]])) == .truncatedObject(offset: 8))
            #expect(error(reading: assemble([[0xD1, 0x00]])) == .truncatedObject(offset: 8))
            #expect(error(reading: assemble([[0x5F]])) == .truncatedObject(offset: 8))
            // Counts of 2^62 and Int64.max elements, and a negative count.
            #expect(error(reading: assemble([[0xAF, 0x13, 0x40, 0, 0, 0, 0, 0, 0, 0]])) == .invalidLength(offset: 8))
            #expect(error(reading: assemble([[0x4F, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]])) == .invalidLength(offset: 8))
            #expect(error(reading: assemble([[0x6F, 0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]])) == .invalidLength(offset: 8))
            #expect(error(reading: assemble([[0xDF, 0x12, 0x00, 0x00, 0x10, 0x00]])) == .invalidLength(offset: 8))
            #expect(error(reading: assemble([[0xDF, 0x10, 0x05, 0x00, 0x00]])) == .truncatedObject(offset: 8))
            // A length that is not an integer object, or a 16-byte one.
            #expect(error(reading: assemble([[0x5F, 0x51, 0x61]])) == .invalidLength(offset: 8))
            #expect(error(reading: assemble([[0x5F, 0x14] + [UInt8](repeating: 0, count: 16)])) == .invalidLength(offset: 8))
        }

        @Test func rejectsCycles() {
            #expect(error(reading: assemble([[0xA1, 0x00]])) == .cycle(object: 0))
            #expect(error(reading: assemble([[0xA1, 0x01], [0xA2, 0x02, 0x00], [0x08]])) == .cycle(object: 0))
            #expect(error(reading: assemble([[0xD1, 0x01, 0x00], [0x51, 0x61]])) == .cycle(object: 0))
            #expect(error(reading: assemble([[0xD1, 0x00, 0x01], [0x51, 0x61]])) == .cycle(object: 0))
        }

        @Test func acceptsSharedContainersThatAreNotCycles() throws {
            // Object 1 (an array) is referenced twice, side by side: a DAG, not a cycle.
            let bytes = assemble([[0xA2, 0x01, 0x01], [0xA1, 0x02], [0x09]])
            #expect(try BinaryPropertyListReader.read(bytes) == .array([.array([.bool(true)]), .array([.bool(true)])]))
        }

        @Test func rejectsDeepNesting() throws {
            func nested(_ depth: Int) -> [UInt8] {
                assemble((0..<depth).map { [0xA1, UInt8($0 + 1)] } + [[0x08]])
            }
            var expected: PropertyListValue = .bool(false)
            for _ in 0..<64 {
                expected = .array([expected])
            }
            #expect(try BinaryPropertyListReader.read(nested(64)) == expected)
            #expect(error(reading: nested(65)) == .tooDeep(limit: 64))
            #expect(error(reading: nested(200)) == .tooDeep(limit: 64))
        }

        /// 40 levels of arrays that each reference the next level twice expand to 2^40 values.
        @Test func rejectsExponentialExpansion() {
            let objects = (0..<40).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] } + [[0x51, 0x61]]
            let bytes = assemble(objects)
            #expect(error(reading: bytes) == .tooLarge(limit: 16 * bytes.count + (1 << 20)))
            // A 4 KB key hashed again on every visit of its dictionary is charged per byte.
            let key = [0x5F, 0x11, 0x10, 0x00] + [UInt8](repeating: 0x6B, count: 4_096)
            let dictionaryReuse = assemble([BinaryPropertyListWriter.header(0xA, count: 1_000) + [UInt8](repeating: 1, count: 1_000), [0xD1, 0x02, 0x03], key, [0x08]])
            #expect(error(reading: dictionaryReuse) == .tooLarge(limit: 16 * dictionaryReuse.count + (1 << 20)))
        }

        @Test func rejectsBadStrings() {
            #expect(error(reading: assemble([[0x61, 0xD8, 0x00]])) == .invalidString(offset: 8))
            #expect(error(reading: assemble([[0x62, 0xDC, 0x00, 0x00, 0x61]])) == .invalidString(offset: 8))
            #expect(error(reading: assemble([[0x51, 0xFF]])) == .invalidString(offset: 8))
        }

        @Test func rejectsBadDictionaries() {
            #expect(error(reading: assemble([[0xD1, 0x01, 0x02], [0x10, 0x01], [0x08]])) == .nonStringKey(offset: 8))
            #expect(error(reading: assemble([[0xD2, 0x01, 0x02, 0x03, 0x03], [0x51, 0x61], [0x51, 0x61], [0x08]])) == .duplicateKey("a", offset: 8))
        }

        @Test(arguments: [0x00, 0x0F, 0x01, 0x15, 0x20, 0x24, 0x30, 0x34, 0x70, 0x71, 0x88, 0x90, 0xB0, 0xE0, 0xF0, 0xFF] as [UInt8])
        func rejectsUnsupportedMarkers(marker: UInt8) {
            let bytes = assemble([[marker] + [UInt8](repeating: 0, count: 20)])
            #expect(error(reading: bytes) == .unsupportedObject(marker: marker, offset: 8))
        }

        @Test func rejectsIntegersBeyond64Bits() {
            let bytes = assemble([[0x14, 0, 0, 0, 0, 0, 0, 0, 1] + [UInt8](repeating: 0, count: 8)])
            #expect(error(reading: bytes) == .integerOutOfRange(offset: 8))
            let unsignedMax = assemble([[0x14] + [UInt8](repeating: 0, count: 8) + [UInt8](repeating: 0xFF, count: 8)])
            #expect(error(reading: unsignedMax) == .integerOutOfRange(offset: 8))
        }

        /// Random byte mutations, truncations and insertions of a valid file: each read returns a value or
        /// throws, and always finishes.
        @Test func survivesRandomMutations() {
            let valid = BinaryPropertyListWriter.write(Self.availabilitySample)
            var generator = SplitMix64(seed: 20_240_601)
            var values = 0
            var errors = 0
            for _ in 0..<1_000 {
                var bytes = valid
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    guard !bytes.isEmpty else { break }
                    // Half of the edits hit the offset table and trailer, where the structure lives.
                    let tail = max(0, bytes.count - 48)
                    let position = Bool.random(using: &generator)
                        ? Int.random(in: tail..<bytes.count, using: &generator)
                        : Int.random(in: 0..<bytes.count, using: &generator)
                    switch Int.random(in: 0..<10, using: &generator) {
                    case 0: bytes.removeLast(Int.random(in: 1...min(8, bytes.count), using: &generator))
                    case 1: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: position)
                    case 2: bytes.remove(at: position)
                    case 3: bytes[position] ^= 1 << UInt8.random(in: 0...7, using: &generator)
                    case 4: bytes[position] = [0x00, 0x0F, 0x7F, 0x80, 0xFF].randomElement(using: &generator) ?? 0
                    default: bytes[position] = UInt8.random(in: 0...255, using: &generator)
                    }
                }
                do {
                    _ = try BinaryPropertyListReader.read(bytes)
                    values += 1
                } catch {
                    errors += 1
                }
            }
            #expect(values + errors == 1_000)
            #expect(errors > 500)
        }
    }
}
