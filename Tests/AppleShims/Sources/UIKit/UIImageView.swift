/// An object that displays a single image or a sequence of animated images in your interface.
/// /documentation/UIKit/UIImageView
///
/// Fake: keeps its image; draws nothing.
@MainActor
open class UIImageView: UIView {
    /// Returns an image view initialized with the specified image.
    /// /documentation/UIKit/UIImageView/init(image:)
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    /// Creates an image view with the specified frame rectangle.
    /// /documentation/UIKit/UIView/init(frame:)
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an image view from data in an unarchiver; always `nil` in the fake.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The image displayed in the image view.
    /// /documentation/UIKit/UIImageView/image
    open var image: UIImage?
}
