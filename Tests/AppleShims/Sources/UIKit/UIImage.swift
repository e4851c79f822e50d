/// An object that manages image data in your app.
/// /documentation/UIKit/UIImage
///
/// Fake: remembers the symbol name, or the asset name and bundle, it was created with and its rendering mode;
/// holds no pixels. Every asset name is found unless a check lists it in `fakeMissingAssetNames`.
open class UIImage: NSObject, @unchecked Sendable {
    /// The SF Symbol name, for images created with `init(systemName:)`.
    @_spi(Fake) public let fakeSystemName: String?
    /// The asset name, for images created with `init(named:in:with:)`.
    @_spi(Fake) public let fakeAssetName: String?
    /// The bundle passed to `init(named:in:with:)` (`nil`: the main bundle).
    @_spi(Fake) public let fakeBundle: Bundle?
    /// Asset names `init(named:in:with:)` does not find (it returns `nil` for them).
    @_spi(Fake) @MainActor public static var fakeMissingAssetNames: Set<String> = []

    /// Creates an image object that contains a system symbol image.
    /// /documentation/UIKit/UIImage/init(systemName:)
    @available(iOS 13.0, *)
    public init?(systemName name: String) {
        self.fakeSystemName = name
        self.fakeAssetName = nil
        self.fakeBundle = nil
        self.renderingMode = .automatic
        super.init()
    }

    /// Creates an image by using the named image asset that's compatible with the configuration you specify.
    /// /documentation/UIKit/UIImage/init(named:in:with:)
    ///
    /// Fake: `nil` for the names in `fakeMissingAssetNames`; the configuration is ignored.
    @available(iOS 13.0, *)
    public init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        let missing = MainActor.assumeIsolated { UIImage.fakeMissingAssetNames.contains(name) }
        guard !missing else { return nil }
        self.fakeSystemName = nil
        self.fakeAssetName = name
        self.fakeBundle = bundle
        self.renderingMode = .automatic
        super.init()
    }

    /// Creates an empty image.
    public override init() {
        self.fakeSystemName = nil
        self.fakeAssetName = nil
        self.fakeBundle = nil
        self.renderingMode = .automatic
        super.init()
    }

    /// A copy of `image` with `renderingMode`.
    private init(copying image: UIImage, renderingMode: UIImage.RenderingMode) {
        self.fakeSystemName = image.fakeSystemName
        self.fakeAssetName = image.fakeAssetName
        self.fakeBundle = image.fakeBundle
        self.renderingMode = renderingMode
        super.init()
    }

    /// A setting that determines how the app renders an image.
    /// /documentation/UIKit/UIImage/renderingMode-swift.property
    @available(iOS 7.0, *)
    public let renderingMode: UIImage.RenderingMode

    /// Returns a new version of the image that uses the specified rendering mode.
    /// /documentation/UIKit/UIImage/withRenderingMode(_:)
    @available(iOS 7.0, *)
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        UIImage(copying: self, renderingMode: renderingMode)
    }

    /// Constants that specify the possible rendering modes for an image.
    /// /documentation/UIKit/UIImage/RenderingMode-swift.enum
    ///
    /// The raw values are the SDK's `UIImageRenderingMode` (0, 1, 2), from knowledge of the SDK.
    @available(iOS 7.0, *)
    public enum RenderingMode: Int, Sendable {
        /// Draw the image using the context's default rendering mode.
        /// /documentation/UIKit/UIImage/RenderingMode-swift.enum/automatic
        case automatic = 0
        /// Always draw the original image, without treating it as a template.
        /// /documentation/UIKit/UIImage/RenderingMode-swift.enum/alwaysOriginal
        case alwaysOriginal = 1
        /// Always draw the image as a template image, ignoring its color information.
        /// /documentation/UIKit/UIImage/RenderingMode-swift.enum/alwaysTemplate
        case alwaysTemplate = 2
    }

    /// An object that contains the specific traits and characteristics that define an image variant.
    /// /documentation/UIKit/UIImage/Configuration
    ///
    /// Declared without members (the runtime passes `nil`).
    @available(iOS 13.0, *)
    open class Configuration: NSObject, @unchecked Sendable {}
}
