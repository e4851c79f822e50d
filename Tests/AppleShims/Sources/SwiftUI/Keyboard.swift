/// Key equivalents consist of a letter, punctuation, or function key that can be combined with an optional set
/// of modifier keys to specify a keyboard shortcut.
/// /documentation/SwiftUI/KeyEquivalent
@available(iOS 14.0, *)
public struct KeyEquivalent: Hashable, Sendable {
    /// The character value that the key equivalent represents.
    /// /documentation/SwiftUI/KeyEquivalent/character
    public var character: Character

    /// Creates a new key equivalent from the given character value.
    /// /documentation/SwiftUI/KeyEquivalent/init(_:)
    public init(_ character: Character) {
        self.character = character
    }
}

/// A set of key modifiers that you can add to a gesture.
/// /documentation/SwiftUI/EventModifiers
///
/// Only `command` is declared (the raw value is the fake's own bit).
@available(iOS 13.0, *)
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The Command key.
    /// /documentation/SwiftUI/EventModifiers/command
    public static let command = EventModifiers(rawValue: 1 << 4)
}

extension View {
    /// Defines a keyboard shortcut and assigns it to the modified control.
    /// /documentation/SwiftUI/View/keyboardShortcut(_:modifiers:)
    @available(iOS 14.0, *)
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        _modified()
    }
}
