/// Constants that describe how an accessibility element behaves.
/// /documentation/UIKit/UIAccessibilityTraits
///
/// Apple declares each trait as a constant without documenting its value; the fake's raw values are its own
/// distinct bits.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The accessibility element has no traits.
    /// /documentation/UIKit/UIAccessibilityTraits/none
    nonisolated public static let none = UIAccessibilityTraits([])
    /// The accessibility element behaves like a button.
    /// /documentation/UIKit/UIAccessibilityTraits/button
    nonisolated public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The accessibility element behaves like a link.
    /// /documentation/UIKit/UIAccessibilityTraits/link
    nonisolated public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The accessibility element behaves like an image.
    /// /documentation/UIKit/UIAccessibilityTraits/image
    nonisolated public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The accessibility element is currently in a selected state.
    /// /documentation/UIKit/UIAccessibilityTraits/selected
    nonisolated public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The accessibility element behaves like static text that can't change.
    /// /documentation/UIKit/UIAccessibilityTraits/staticText
    nonisolated public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The accessibility element isn't enabled and doesn't respond to user interaction.
    /// /documentation/UIKit/UIAccessibilityTraits/notEnabled
    nonisolated public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The accessibility element behaves like a tab bar.
    /// /documentation/UIKit/UIAccessibilityTraits/tabBar
    @available(iOS 10.0, *)
    nonisolated public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
}

/// The UIAccessibility informal protocol: properties UIKit adds to every object.
/// /documentation/UIKit/uiaccessibility-protocol
///
/// Fake: the values are stored per object in a side table (corelibs' `NSObject` has no room for them); an
/// object's entries die with it. Defaults are UIKit's for a custom view: not an element, no label, no value,
/// no traits.
extension NSObject {
    /// A Boolean value that indicates whether the element is an accessibility element that an assistive app
    /// can access.
    /// /documentation/ObjectiveC/NSObject-swift.class/isAccessibilityElement
    @available(iOS 3.0, *)
    @MainActor
    public var isAccessibilityElement: Bool {
        get { fakeAccessibility?.isElement ?? false }
        set { fakeAccessibilityEntry.isElement = newValue }
    }

    /// A localized string that succinctly identifies the accessibility element.
    /// /documentation/ObjectiveC/NSObject-swift.class/accessibilityLabel
    @available(iOS 3.0, *)
    @MainActor
    public var accessibilityLabel: String? {
        get { fakeAccessibility?.label }
        set { fakeAccessibilityEntry.label = newValue }
    }

    /// A localized string that represents the current value of the accessibility element.
    /// /documentation/ObjectiveC/NSObject-swift.class/accessibilityValue
    @available(iOS 3.0, *)
    @MainActor
    public var accessibilityValue: String? {
        get { fakeAccessibility?.value }
        set { fakeAccessibilityEntry.value = newValue }
    }

    /// A string that briefly describes the result of performing an action on the accessibility element.
    /// /documentation/ObjectiveC/NSObject-swift.class/accessibilityHint
    ///
    /// The declaration and availability are UIAccessibilityElement's page's
    /// (/documentation/UIKit/UIAccessibilityElement/accessibilityHint, iOS 3.0), which the informal protocol's
    /// property shares.
    @available(iOS 3.0, *)
    @MainActor
    public var accessibilityHint: String? {
        get { fakeAccessibility?.hint }
        set { fakeAccessibilityEntry.hint = newValue }
    }

    /// The combination of accessibility traits that best characterize the accessibility element.
    /// /documentation/ObjectiveC/NSObject-swift.class/accessibilityTraits
    @available(iOS 3.0, *)
    @MainActor
    public var accessibilityTraits: UIAccessibilityTraits {
        get { fakeAccessibility?.traits ?? .none }
        set { fakeAccessibilityEntry.traits = newValue }
    }

    /// The identifier of a `UIAccessibilityIdentification` conformer (kept in the same side table).
    @MainActor
    var fakeAccessibilityIdentifier: String? {
        get { fakeAccessibility?.identifier }
        set { fakeAccessibilityEntry.identifier = newValue }
    }

    /// This object's stored values, if any were set.
    @MainActor
    private var fakeAccessibility: FakeAccessibilityEntry? {
        guard let entry = fakeAccessibilityTable[ObjectIdentifier(self)], entry.object === self else { return nil }
        return entry
    }

    /// This object's stored values, created on first use.
    @MainActor
    private var fakeAccessibilityEntry: FakeAccessibilityEntry {
        if let entry = fakeAccessibility { return entry }
        let entry = FakeAccessibilityEntry(object: self)
        fakeAccessibilityTable[ObjectIdentifier(self)] = entry
        return entry
    }
}

/// The accessibility values of one object.
@MainActor
private final class FakeAccessibilityEntry {
    /// The object; a dead reference marks a stale entry whose identifier may have been reused.
    weak var object: NSObject?
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var traits: UIAccessibilityTraits?

    init(object: NSObject) {
        self.object = object
    }
}

/// Every object's accessibility values.
@MainActor
private var fakeAccessibilityTable: [ObjectIdentifier: FakeAccessibilityEntry] = [:]

/// Methods that associate a unique identifier with elements in your user interface.
/// /documentation/UIKit/UIAccessibilityIdentification
///
/// Conformers declared here: `UIView` and `UIBarItem` (so `UITabBarItem`, which the page lists) and `UITab`
/// (listed as conforming by the SDK's header translations — objc2-ui-kit, .NET for iOS — the page's list was
/// read only in part). Fake: the identifier is kept in the accessibility side table.
@MainActor
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    /// A string that identifies the element.
    /// /documentation/UIKit/UIAccessibilityIdentification/accessibilityIdentifier
    @available(iOS 5.0, *)
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {
    /// /documentation/UIKit/UIAccessibilityIdentification/accessibilityIdentifier
    public var accessibilityIdentifier: String? {
        get { fakeAccessibilityIdentifier }
        set { fakeAccessibilityIdentifier = newValue }
    }
}

extension UIBarItem: UIAccessibilityIdentification {
    /// /documentation/UIKit/UIAccessibilityIdentification/accessibilityIdentifier
    public var accessibilityIdentifier: String? {
        get { fakeAccessibilityIdentifier }
        set { fakeAccessibilityIdentifier = newValue }
    }
}

@available(iOS 18.0, *)
extension UITab: UIAccessibilityIdentification {
    /// /documentation/UIKit/UIAccessibilityIdentification/accessibilityIdentifier
    public var accessibilityIdentifier: String? {
        get { fakeAccessibilityIdentifier }
        set { fakeAccessibilityIdentifier = newValue }
    }
}
