#if canImport(UIKit) && !os(watchOS)
/// The iOS release the adapters run on, as far as they tell releases apart.
extension IOSVersion {
    /// The newest of the releases whose APIs the adapters choose between (16, 17, 18, 26 and 27) that the running
    /// system has reached: 18 on iOS 18.0 to 25.x, 26 on iOS 26.x, 27 on iOS 27 and later.
    ///
    /// On Linux, where the Apple-API typecheck runs the adapters against shims, every `#available(iOS …)` check
    /// is true, so this is 27 and only the newest paths run there (the others are only compiled).
    public static var adapterRelease: IOSVersion {
        if #available(iOS 27.0, *) { return IOSVersion(major: 27) }
        if #available(iOS 26.0, *) { return IOSVersion(major: 26) }
        if #available(iOS 18.0, *) { return IOSVersion(major: 18) }
        if #available(iOS 17.0, *) { return IOSVersion(major: 17) }
        return IOSVersion(major: 16)
    }
}
#endif
