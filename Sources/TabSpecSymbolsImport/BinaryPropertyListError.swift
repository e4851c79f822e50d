/// Why bytes are not a readable binary property list (`bplist00`). Offsets are byte offsets in the file.
package enum BinaryPropertyListError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes do not start with `bplist`.
    case notBinaryPropertyList
    /// The header names a format other than `bplist00` (e.g. `bplist15`).
    case unsupportedVersion(String)
    /// The 32-byte trailer is missing or inconsistent (sizes, object count, root, offset table position).
    case invalidTrailer(String)
    /// The offset table gives object `object` an offset outside the object area.
    case offsetOutOfRange(object: Int)
    /// A reference names object `reference`, but the file has only `count` objects.
    case referenceOutOfRange(reference: UInt64, count: Int)
    /// The object at `offset` runs past the end of the object area.
    case truncatedObject(offset: Int)
    /// The object at `offset` has a type marker this reader does not support (`null`, `fill`, unknown).
    case unsupportedObject(marker: UInt8, offset: Int)
    /// The object at `offset` has an invalid length header.
    case invalidLength(offset: Int)
    /// The string at `offset` is not valid ASCII or UTF-16.
    case invalidString(offset: Int)
    /// The integer at `offset` does not fit in 64 bits.
    case integerOutOfRange(offset: Int)
    /// A dictionary at `offset` has a key that is not a string.
    case nonStringKey(offset: Int)
    /// A dictionary at `offset` has the key `key` twice.
    case duplicateKey(String, offset: Int)
    /// Object `object` contains itself.
    case cycle(object: Int)
    /// Containers are nested deeper than `limit`.
    case tooDeep(limit: Int)
    /// Shared references expand the file so much that reading it takes more than `limit` steps.
    case tooLarge(limit: Int)

    /// A lowercase message without trailing period, e.g. `not a binary property list (no 'bplist00' header)`.
    package var description: String {
        switch self {
        case .notBinaryPropertyList:
            "not a binary property list (no 'bplist00' header)"
        case .unsupportedVersion(let header):
            "unsupported binary property list format '\(header)' (expected 'bplist00')"
        case .invalidTrailer(let reason):
            "malformed binary property list trailer: \(reason)"
        case .offsetOutOfRange(let object):
            "malformed binary property list: object \(object) has an offset outside the object area"
        case .referenceOutOfRange(let reference, let count):
            "malformed binary property list: reference to object \(reference), but there are only \(count) objects"
        case .truncatedObject(let offset):
            "malformed binary property list: object at byte \(offset) is truncated"
        case .unsupportedObject(let marker, let offset):
            "unsupported binary property list object type 0x\(String(marker, radix: 16)) at byte \(offset)"
        case .invalidLength(let offset):
            "malformed binary property list: invalid length of the object at byte \(offset)"
        case .invalidString(let offset):
            "malformed binary property list: invalid string at byte \(offset)"
        case .integerOutOfRange(let offset):
            "binary property list integer at byte \(offset) does not fit in 64 bits"
        case .nonStringKey(let offset):
            "malformed binary property list: dictionary at byte \(offset) has a key that is not a string"
        case .duplicateKey(let key, let offset):
            "malformed binary property list: dictionary at byte \(offset) has the key '\(key)' twice"
        case .cycle(let object):
            "malformed binary property list: object \(object) contains itself"
        case .tooDeep(let limit):
            "binary property list nests containers deeper than \(limit) levels"
        case .tooLarge(let limit):
            "binary property list expands too much through shared references (more than \(limit) steps)"
        }
    }
}
