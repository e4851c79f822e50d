/// A view that displays an image.
/// /documentation/SwiftUI/Image
///
/// Fake: keeps the symbol, or the resource name and bundle, and the rendering mode, for the checks to read.
@available(iOS 13.0, *)
public struct Image: Equatable, Sendable {
    /// The SF Symbol name (`init(systemName:)`), else `nil`.
    @_spi(Fake) public let fakeSystemName: String?
    /// The resource name (`init(_:bundle:)`), else `nil`.
    @_spi(Fake) public let fakeResourceName: String?
    /// Whether the image has a bundle of its own (`init(_:bundle:)` with a bundle; `nil` is the main bundle).
    @_spi(Fake) public let fakeHasBundle: Bool
    /// The rendering mode set with `renderingMode(_:)`, if any.
    @_spi(Fake) public let fakeRenderingMode: TemplateRenderingMode?

    /// Creates a system symbol image.
    /// /documentation/SwiftUI/Image/init(systemName:)
    public init(systemName: String) {
        self.fakeSystemName = systemName
        self.fakeResourceName = nil
        self.fakeHasBundle = false
        self.fakeRenderingMode = nil
    }

    /// Creates a labeled image that you can use as content for controls.
    /// /documentation/SwiftUI/Image/init(_:bundle:)
    public init(_ name: String, bundle: Bundle? = nil) {
        self.fakeSystemName = nil
        self.fakeResourceName = name
        self.fakeHasBundle = bundle != nil
        self.fakeRenderingMode = nil
    }

    /// The image with `renderingMode`.
    private init(_ image: Image, renderingMode: TemplateRenderingMode?) {
        self.fakeSystemName = image.fakeSystemName
        self.fakeResourceName = image.fakeResourceName
        self.fakeHasBundle = image.fakeHasBundle
        self.fakeRenderingMode = renderingMode
    }

    /// A type that indicates how SwiftUI renders images.
    /// /documentation/SwiftUI/Image/TemplateRenderingMode
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// A mode that renders all non-transparent pixels as the foreground color.
        /// /documentation/SwiftUI/Image/TemplateRenderingMode/template
        case template
        /// A mode that renders pixels of bitmap images as-is.
        /// /documentation/SwiftUI/Image/TemplateRenderingMode/original
        case original
    }

    /// Indicates whether SwiftUI renders an image as-is, or by using a different mode.
    /// /documentation/SwiftUI/Image/renderingMode(_:)
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
        Image(self, renderingMode: renderingMode)
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
