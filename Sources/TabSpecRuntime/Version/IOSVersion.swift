/// An iOS release number such as `17.2` or `16.4.1`: the version that introduced an SF Symbol, a
/// `deploymentTarget`, or the iOS version a layout models (`--ios`, ``TabBarEnvironment/iOSVersion``).
///
/// Ordered numerically component by component (`17.10 > 17.2`); a missing minor or patch counts as 0, so
/// `17`, `17.0` and `17.0.0` are the same version and all print as `17.0`.
public struct IOSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The major release, e.g. `17` in `17.2.1`.
    public let major: Int
    /// The minor release, e.g. `2` in `17.2.1`.
    public let minor: Int
    /// The patch release, e.g. `1` in `17.2.1`.
    public let patch: Int

    /// The version `major.minor.patch`; negative components are clamped to 0.
    public init(major: Int, minor: Int = 0, patch: Int = 0) {
        self.major = max(0, major)
        self.minor = max(0, minor)
        self.patch = max(0, patch)
    }

    /// Parses `version := number ("." number ("." number)?)?` with `number := [0-9]+` (at most 9 digits), or
    /// returns `nil` for anything else (signs, spaces, empty or extra components).
    public init?(_ text: some StringProtocol) {
        self.init(utf8: text.utf8)
    }

    /// Parses the UTF-8 bytes of a version with the grammar of `init?(_:)`. Inlinable, so a caller in another
    /// module gets it specialized for its byte sequence: unspecialized, the 6,554 versions of the built-in SF
    /// Symbols table cost 55M instructions (a tenth of a second) through generic witnesses, nine tenths of a
    /// `tabspec compile --lint` run (docs/Performance.md).
    @inlinable
    package init?(utf8 bytes: some Sequence<UInt8>) {
        var numbers = (major: 0, minor: 0, patch: 0)
        var component = 0
        var current = 0
        var digits = 0
        /// Stores `current` as the component being parsed.
        func store() {
            switch component {
            case 0: numbers.major = current
            case 1: numbers.minor = current
            default: numbers.patch = current
            }
        }
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                guard digits > 0, component < 2 else { return nil }
                store()
                component += 1
                current = 0
                digits = 0
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                guard digits < 9 else { return nil }
                current = current * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            } else {
                return nil
            }
        }
        guard digits > 0 else { return nil }
        store()
        self.init(major: numbers.major, minor: numbers.minor, patch: numbers.patch)
    }

    /// `major.minor`, plus `.patch` when the patch is not 0: `17.2`, `13.0`, `16.4.1`.
    public var description: String {
        patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
    }

    /// What a valid version looks like, for messages: `an iOS version such as '16.0' or '17.2'` (the
    /// configuration's `deploymentTarget` and the `--ios` option say the same).
    public static let expectedDescription = "an iOS version such as '16.0' or '17.2'"

    /// Numeric order by major, then minor, then patch.
    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}
