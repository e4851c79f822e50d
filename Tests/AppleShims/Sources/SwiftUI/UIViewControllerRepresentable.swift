import UIKit

/// A view that represents a UIKit view controller.
/// /documentation/SwiftUI/UIViewControllerRepresentable
///
/// `@MainActor @preconcurrency protocol UIViewControllerRepresentable : View where Self.Body == Never`, iOS 13.0.
/// Declared with the members the runtime uses (`UIViewControllerType`, `makeUIViewController(context:)`,
/// `updateUIViewController(_:context:)`, `Context`) and the coordinator the protocol requires (`Coordinator`,
/// `makeCoordinator()`, defaulted to `Void` as in SwiftUI).
///
/// Fake: SwiftUI makes the view controller once and updates it whenever the view changes, as its child of the
/// hosting controller ("The system calls this method only once, when it creates your view controller for the
/// first time. For all subsequent updates, the system calls the updateUIViewController(_:context:) method").
/// A check does the same with ``fakeHost(in:)`` and ``fakeUpdate(_:)`` (SPI).
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    /// The type of view controller to present.
    /// /documentation/SwiftUI/UIViewControllerRepresentable/UIViewControllerType
    associatedtype UIViewControllerType: UIViewController
    /// A type to coordinate with the view controller.
    /// /documentation/SwiftUI/UIViewControllerRepresentable/Coordinator
    associatedtype Coordinator = Void
    /// Creates the view controller object and configures its initial state.
    /// /documentation/SwiftUI/UIViewControllerRepresentable/makeUIViewController(context:)
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    /// Updates the state of the specified view controller with new information from SwiftUI.
    /// /documentation/SwiftUI/UIViewControllerRepresentable/updateUIViewController(_:context:)
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
    /// Creates the custom instance that you use to communicate changes from your view controller to other parts
    /// of your SwiftUI interface.
    /// /documentation/SwiftUI/UIViewControllerRepresentable/makeCoordinator()
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
    /// The context passed to the methods above.
    /// /documentation/SwiftUI/UIViewControllerRepresentable/Context
    typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable where Self.Coordinator == Void {
    /// /documentation/SwiftUI/UIViewControllerRepresentable/makeCoordinator()
    public func makeCoordinator() -> Self.Coordinator { () }
}

extension UIViewControllerRepresentable {
    /// A representable's body is never evaluated (`Body == Never`).
    public var body: Never { _primitiveBody(Self.self) }

    /// Fake: what SwiftUI does when the representable first appears inside `parent` (the hosting controller of
    /// the page): makes the view controller, adds it as `parent`'s child (`addChild(_:)`, then
    /// `didMove(toParent:)`) and updates it once. Returns the view controller.
    @_spi(Fake) @discardableResult
    public func fakeHost(in parent: UIViewController) -> UIViewController {
        let context = Context(coordinator: makeCoordinator())
        let controller = makeUIViewController(context: context)
        parent.addChild(controller)
        controller.didMove(toParent: parent)
        updateUIViewController(controller, context: context)
        return controller
    }

    /// Fake: what SwiftUI does when the view changes: `updateUIViewController(_:context:)` on the controller it
    /// made before (`controller` must be one ``fakeHost(in:)`` returned for a representable of this type).
    @_spi(Fake)
    public func fakeUpdate(_ controller: UIViewController) {
        guard let controller = controller as? UIViewControllerType else {
            preconditionFailure("\(type(of: controller)) is not \(UIViewControllerType.self)")
        }
        updateUIViewController(controller, context: Context(coordinator: makeCoordinator()))
    }
}

/// Contextual information about the state of the system that you use to create and update your UIKit view
/// controller.
/// /documentation/SwiftUI/UIViewControllerRepresentableContext
///
/// Declared with `coordinator` only (the runtime reads none of its members; the environment and transaction are
/// left out).
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable> where Representable: UIViewControllerRepresentable {
    /// The view's associated coordinator.
    /// /documentation/SwiftUI/UIViewControllerRepresentableContext/coordinator
    public let coordinator: Representable.Coordinator

    /// Created by the fake host (SwiftUI's own has no public initializer).
    init(coordinator: Representable.Coordinator) {
        self.coordinator = coordinator
    }
}
