/// A badge on a tab: a count, a short text or a dot, shown natively on system bars (`badgeValue`) and drawn on
/// custom bars, the same way by the UIKit and SwiftUI adapters.
public enum TabBadge: Sendable, Hashable {
    /// A number: 1 to 99 as written, "99+" above 99; 0 and negative counts hide the badge.
    case count(Int)
    /// A short text as written (an empty text draws the same empty badge as ``dot``).
    case text(String)
    /// A badge without text: something new, no number.
    case dot

    /// The largest count shown as a number; above it the badge reads "99+".
    public static let maximumShownCount = 99

    /// The text the badge shows, as `UITabBarItem.badgeValue` / `UITab.badgeValue` take it; `nil` hides it.
    ///
    /// - `.count(n)`: `nil` for `n ≤ 0` (nothing to announce), `"n"` for 1…99, `"99+"` above 99.
    /// - `.text(s)`: `s`.
    /// - `.dot`: `""`. UIKit draws a badge without text for an empty `badgeValue` (only `nil` removes the
    ///   badge); the custom bars draw a small dot for it.
    public var text: String? {
        switch self {
        case let .count(count):
            guard count > 0 else { return nil }
            return count > Self.maximumShownCount ? "\(Self.maximumShownCount)+" : "\(count)"
        case let .text(text):
            return text
        case .dot:
            return ""
        }
    }

    /// Whether anything is shown: ``text`` is not `nil`.
    public var isVisible: Bool { text != nil }

    /// Whether the badge is drawn as a dot: ``text`` is empty.
    public var isDot: Bool { text == "" }

    /// What VoiceOver speaks for the badge, as the tab's accessibility value; `nil` when it is hidden.
    ///
    /// `.count(n)` speaks the real count (`speech.count(120)`: "120 new", although the badge shows "99+"),
    /// `.text(s)` speaks `s`, and a dot (or an empty text) speaks `speech.dot` ("new").
    public func accessibilityValue(_ speech: Speech = .english) -> String? {
        guard let text else { return nil }
        switch self {
        case let .count(count): return speech.count(count)
        case .text, .dot: return text.isEmpty ? speech.dot : text
        }
    }
}

extension TabBadge {
    /// How badges are spoken. The runtime has no localization framework: the default is plain English, and an
    /// app passes its own (localized) wording to the adapters.
    public struct Speech: Sendable {
        /// The spoken value of a positive count.
        public var count: @Sendable (Int) -> String
        /// The spoken value of a dot.
        public var dot: String

        /// Creates a wording.
        public init(count: @escaping @Sendable (Int) -> String, dot: String) {
            self.count = count
            self.dot = dot
        }

        /// "3 new" for a count of 3, "new" for a dot.
        public static let english = Speech(count: { "\($0) new" }, dot: "new")
    }
}
