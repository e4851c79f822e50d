/// A view that displays one or more lines of read-only text.
/// /documentation/SwiftUI/Text
@available(iOS 13.0, *)
public struct Text: Equatable, Sendable {
    /// The string shown.
    let content: String

    /// Creates a text view that displays a stored string without localization.
    /// /documentation/SwiftUI/Text/init(_:)-9d1g4
    public init<S>(_ content: S) where S: StringProtocol {
        self.content = String(content)
    }

    /// Creates a text view that displays a string literal without localization.
    /// /documentation/SwiftUI/Text/init(verbatim:)
    public init(verbatim content: String) {
        self.content = content
    }
}

extension Text: View {
    public var body: Never { _primitiveBody(Text.self) }
}
