/// An object that manages image data in your app.
/// /documentation/UIKit/UIImage
///
/// Fake: remembers the symbol name it was created with; holds no pixels.
open class UIImage: NSObject, @unchecked Sendable {
    /// The SF Symbol name, for images created with `init(systemName:)`.
    @_spi(Fake) public let fakeSystemName: String?

    /// Creates an image object that contains a system symbol image.
    /// /documentation/UIKit/UIImage/init(systemName:)
    @available(iOS 13.0, *)
    public init?(systemName name: String) {
        self.fakeSystemName = name
        super.init()
    }

    /// Creates an empty image.
    public override init() {
        self.fakeSystemName = nil
        super.init()
    }
}
