/// The iOS releases a set of safe-area insets belongs to: iOS 26 changed two of them.
///
/// From the header of `devices-2025.tsv` (Xcode 26 simulator probes): on iPhones with Face ID the landscape
/// bottom inset went from 21 to 20 pt, and on iPads (home indicator, no Home button) the top and bottom
/// insets went from 24 and 20 to 32 and 25 pt, in both orientations. Every other inset is unchanged.
public enum SafeAreaEra: String, Sendable, Hashable, CaseIterable {
    /// iOS 11 through 25 (the catalog's `devices.tsv` rows).
    case classic
    /// iOS 26 and later (the `devices-2025.tsv` rows).
    case iOS26

    /// The era of `version`: `iOS26` from 26.0 on.
    public init(_ version: IOSVersion) {
        self = version >= IOSVersion(major: 26) ? .iOS26 : .classic
    }

    /// One inset iOS 26 changed: its edge, the devices it applies to, and its value in each era.
    struct Change: Sendable {
        /// Which inset.
        enum Edge: Sendable { case top, bottom }
        /// The edge that changed.
        var edge: Edge
        /// The devices a change applies to.
        enum Devices: Sendable {
            /// iPhones with a home indicator (a bottom inset in portrait), that is with Face ID.
            case faceIDPhones
            /// iPads.
            case pads

            /// Whether `device` is one of them.
            func contains(_ device: Device) -> Bool {
                switch self {
                case .faceIDPhones: return device.idiom == .phone && device.portraitSafeBottom > 0
                case .pads: return device.idiom == .pad
                }
            }
        }
        /// `nil`: both orientations.
        var orientation: Orientation?
        /// The devices it applies to.
        var devices: Devices
        /// The value before iOS 26.
        var classic: Double
        /// The value from iOS 26 on.
        var iOS26: Double
    }

    /// The iOS 26 changes: Face ID iPhones' landscape bottom 21 → 20; iPads' top 24 → 32 and bottom 20 → 25.
    static let changes: [Change] = [
        Change(edge: .bottom, orientation: .landscape, devices: .faceIDPhones, classic: 21, iOS26: 20),
        Change(edge: .top, orientation: nil, devices: .pads, classic: 24, iOS26: 32),
        Change(edge: .bottom, orientation: nil, devices: .pads, classic: 20, iOS26: 25),
    ]

    /// `insets` of `device` in `orientation`, listed for `era`, as they are in this era: an inset iOS 26
    /// changed moves to this era's value when it has the other era's value; anything else is kept.
    public func converting(_ insets: EdgeInsets, of device: Device, in orientation: Orientation, from era: SafeAreaEra) -> EdgeInsets {
        guard era != self else { return insets }
        var result = insets
        for change in Self.changes where (change.orientation ?? orientation) == orientation && change.devices.contains(device) {
            let (from, to) = self == .iOS26 ? (change.classic, change.iOS26) : (change.iOS26, change.classic)
            switch change.edge {
            case .top: if result.top == from { result.top = to }
            case .bottom: if result.bottom == from { result.bottom = to }
            }
        }
        return result
    }
}
