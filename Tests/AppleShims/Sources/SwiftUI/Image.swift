/// A view that displays an image.
/// /documentation/SwiftUI/Image
@available(iOS 13.0, *)
public struct Image: Equatable, Sendable {
    /// The SF Symbol name.
    let systemName: String

    /// Creates a system symbol image.
    /// /documentation/SwiftUI/Image/init(systemName:)
    public init(systemName: String) {
        self.systemName = systemName
    }

    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    /// /documentation/SwiftUI/Image/ResizingMode
    public enum ResizingMode: Sendable {
        /// /documentation/SwiftUI/Image/ResizingMode/tile
        case tile
        /// /documentation/SwiftUI/Image/ResizingMode/stretch
        case stretch
    }

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    /// /documentation/SwiftUI/Image/resizable(capInsets:resizingMode:)
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        self
    }
}

extension Image: View {
    public var body: Never { _primitiveBody(Image.self) }
}
