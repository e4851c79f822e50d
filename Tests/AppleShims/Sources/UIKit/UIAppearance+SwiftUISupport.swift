// UIKit declarations the SwiftUI adapters use that the UIKit adapters do not (kept apart from the files the
// UIKit adapters extend).

/// A collection of methods that gives you access to the appearance proxy for a class.
/// /documentation/UIKit/UIAppearance
///
/// Deviation: only `appearance()` is declared (the adapters use no other requirement).
@MainActor
public protocol UIAppearance: NSObjectProtocol {
    /// Returns the appearance proxy for the receiver.
    /// /documentation/UIKit/UIAppearance/appearance()
    static func appearance() -> Self
}

/// The fake proxies, by class.
@MainActor private var fakeAppearanceProxies: [ObjectIdentifier: UIView] = [:]

extension UIView: UIAppearance {
    /// Returns the appearance proxy for the receiver.
    /// /documentation/UIKit/UIAppearance/appearance()
    ///
    /// Fake: there is no Objective-C runtime to record invocations and replay them on new views, so the proxy
    /// is an ordinary instance a check installs with ``fakeInstallAppearanceProxy(_:)`` and then inspects.
    /// Calling this for a class without one stops the program.
    public static func appearance() -> Self {
        guard let proxy = fakeAppearanceProxies[ObjectIdentifier(self)] as? Self else {
            preconditionFailure("the UIKit shim has no appearance proxy for \(self); install one with fakeInstallAppearanceProxy(_:)")
        }
        return proxy
    }

    /// Makes `proxy` what `appearance()` returns for its class.
    @_spi(Fake) public static func fakeInstallAppearanceProxy(_ proxy: UIView) {
        fakeAppearanceProxies[ObjectIdentifier(type(of: proxy))] = proxy
    }
}
