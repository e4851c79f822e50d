#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Receives a gesture recognizer's action and calls a closure. UIKit's target-action needs an `@objc` method,
/// which the generic ``TabSpecTabBarController`` cannot declare (a generic class has no Objective-C members)
/// and which exists only where the Objective-C runtime does: on Linux the behaviour checks call the closure's
/// work, ``TabSpecTabBarController/handleSwipe(_:)``, directly.
@MainActor
final class GestureTarget: NSObject {
    /// What the recognizer's action does.
    let handler: (UIGestureRecognizer) -> Void

    /// Creates a target calling `handler`.
    init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.handler = handler
        super.init()
    }

    /// Makes this object a target of `recognizer`.
    func attach(to recognizer: UIGestureRecognizer) {
        #if canImport(ObjectiveC)
        recognizer.addTarget(self, action: #selector(recognized(_:)))
        #endif
    }

    #if canImport(ObjectiveC)
    /// The action: calls ``handler``.
    @objc private func recognized(_ recognizer: UIGestureRecognizer) {
        handler(recognizer)
    }
    #endif
}
#endif
