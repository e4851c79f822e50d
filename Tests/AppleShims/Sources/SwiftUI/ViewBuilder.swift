/// A custom parameter attribute that constructs views from closures.
/// /documentation/SwiftUI/ViewBuilder
@available(iOS 13.0, *)
@resultBuilder
public struct ViewBuilder {
    /// Builds an empty view from a block containing no statements.
    /// /documentation/SwiftUI/ViewBuilder/buildBlock()
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// Passes a single view written as a child view through unmodified.
    /// /documentation/SwiftUI/ViewBuilder/buildBlock(_:)
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// Builds a tuple view from several child views.
    /// /documentation/SwiftUI/ViewBuilder/buildBlock(_:)
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        TupleView((repeat each content))
    }

    /// Builds an expression within the builder.
    /// /documentation/SwiftUI/ViewBuilder/buildExpression(_:)
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// Produces an optional view for conditional statements in multi-statement closures that's only visible
    /// when the condition evaluates to true.
    /// /documentation/SwiftUI/ViewBuilder/buildIf(_:)
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }

    /// Produces content for a conditional statement in a multi-statement closure when the condition is true.
    /// /documentation/SwiftUI/ViewBuilder/buildEither(first:)
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Produces content for a conditional statement in a multi-statement closure when the condition is false.
    /// /documentation/SwiftUI/ViewBuilder/buildEither(second:)
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Processes view content for a conditional compiler-control statement that performs an availability check.
    /// /documentation/SwiftUI/ViewBuilder/buildLimitedAvailability(_:)
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        AnyView(content)
    }
}
