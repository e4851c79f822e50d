/// A set of accessibility traits that describe how an element behaves.
/// /documentation/SwiftUI/AccessibilityTraits
@available(iOS 13.0, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
    /// One bit per trait.
    private var bits: UInt64

    /// A trait made of `bits`.
    private init(bits: UInt64) {
        self.bits = bits
    }

    /// /documentation/SwiftUI/AccessibilityTraits/isButton
    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    /// /documentation/SwiftUI/AccessibilityTraits/isHeader
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    /// /documentation/SwiftUI/AccessibilityTraits/isSelected
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    /// /documentation/SwiftUI/AccessibilityTraits/isLink
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    /// /documentation/SwiftUI/AccessibilityTraits/isImage
    public static let isImage = AccessibilityTraits(bits: 1 << 4)
    /// /documentation/SwiftUI/AccessibilityTraits/isStaticText
    public static let isStaticText = AccessibilityTraits(bits: 1 << 5)
    /// /documentation/SwiftUI/AccessibilityTraits/isTabBar
    @available(iOS 17.0, *)
    public static let isTabBar = AccessibilityTraits(bits: 1 << 6)

    public init() { self.bits = 0 }
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits & other.bits)
    }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits ^ other.bits)
    }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        bits &= ~member.bits
        return member
    }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

/// A view modifier that adds accessibility properties to the view.
/// /documentation/SwiftUI/AccessibilityAttachmentModifier
@available(iOS 13.0, *)
public struct AccessibilityAttachmentModifier {
    /// Created by the accessibility modifiers.
    init() {}
}

extension AccessibilityAttachmentModifier: ViewModifier {
    public func body(content: Content) -> Never { _primitiveBody(AccessibilityAttachmentModifier.self) }
}

/// Defines the behavior for the child elements of the new parent element.
/// /documentation/SwiftUI/AccessibilityChildBehavior
@available(iOS 13.0, *)
public struct AccessibilityChildBehavior: Hashable, Sendable {
    /// The behavior, by name.
    let name: String

    /// Any child accessibility elements become hidden.
    /// /documentation/SwiftUI/AccessibilityChildBehavior/ignore
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// Any child accessibility elements become children of the new accessibility element.
    /// /documentation/SwiftUI/AccessibilityChildBehavior/contain
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// Combine any child accessibility element's properties for the new accessibility element.
    /// /documentation/SwiftUI/AccessibilityChildBehavior/combine
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

extension View {
    /// Creates a new accessibility element, or modifies the accessibility element's behavior of its children.
    /// /documentation/SwiftUI/View/accessibilityElement(children:)
    @available(iOS 13.0, *)
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        _modified()
    }

    /// Adds a textual description of the value that the view contains.
    /// /documentation/SwiftUI/View/accessibilityValue(_:)
    ///
    /// The `Text` overload of the page's overload group.
    @available(iOS 14.0, *)
    nonisolated public func accessibilityValue(_ valueDescription: Text)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Specifies whether to hide this view from system accessibility features.
    /// /documentation/SwiftUI/View/accessibilityHidden(_:)
    @available(iOS 14.0, *)
    nonisolated public func accessibilityHidden(_ hidden: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Adds a default large content view to be shown by the large content viewer.
    /// /documentation/SwiftUI/View/accessibilityShowsLargeContentViewer()
    @available(iOS 15.0, *)
    nonisolated public func accessibilityShowsLargeContentViewer() -> some View {
        _modified()
    }

    /// Adds a custom large content view to be shown by the large content viewer.
    /// /documentation/SwiftUI/View/accessibilityShowsLargeContentViewer(_:)
    @available(iOS 15.0, *)
    nonisolated public func accessibilityShowsLargeContentViewer<V>(@ViewBuilder _ largeContentView: () -> V) -> some View
    where V: View {
        _modified()
    }

    /// Uses the string you specify to identify the view.
    /// /documentation/SwiftUI/View/accessibilityIdentifier(_:)
    @available(iOS 14.0, *)
    nonisolated public func accessibilityIdentifier(_ identifier: String)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Communicates to the user what happens after performing the view's action.
    /// /documentation/SwiftUI/View/accessibilityHint(_:)-3rdgs
    ///
    /// The `Text` overload of the page's overload group.
    @available(iOS 14.0, *)
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }
}
