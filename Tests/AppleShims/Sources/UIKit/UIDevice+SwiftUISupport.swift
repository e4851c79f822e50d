// UIKit declarations the SwiftUI adapters use that the UIKit adapters do not (kept apart from the files the
// UIKit adapters extend).

/// A representation of the current device.
/// /documentation/UIKit/UIDevice
///
/// Fake: one device, an iPhone (`.phone`); `fakeUserInterfaceIdiom` changes it for a check.
@available(iOS 2.0, *)
@MainActor
open class UIDevice: NSObject {
    /// The one device.
    private static let shared = UIDevice()

    /// The idiom the fake reports.
    @_spi(Fake) public var fakeUserInterfaceIdiom: UIUserInterfaceIdiom = .phone

    /// Created once, as `current`.
    override private init() {
        super.init()
    }

    /// An object that represents the current device.
    /// /documentation/UIKit/UIDevice/current
    open class var current: UIDevice { shared }

    /// The style of interface to use on the current device.
    /// /documentation/UIKit/UIDevice/userInterfaceIdiom
    @available(iOS 3.2, *)
    open var userInterfaceIdiom: UIUserInterfaceIdiom { fakeUserInterfaceIdiom }
}
