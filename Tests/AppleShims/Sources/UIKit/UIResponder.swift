/// An abstract interface for responding to and handling events.
/// /documentation/UIKit/UIResponder
@MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }
}
