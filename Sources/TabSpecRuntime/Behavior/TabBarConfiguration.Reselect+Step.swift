/// What a re-tap does to the tab's navigation stack, step by step.
extension TabBarConfiguration.Reselect {
    /// One thing a re-tap does after the app's `onReselect` handler.
    public enum Step: String, Sendable, Hashable, CaseIterable {
        /// Nothing more.
        case none
        /// Pop the tab's navigation stack to its root.
        case popToRoot
        /// Scroll the main scroll view of the page on top to its top.
        case scrollToTop
    }

    /// What a re-tap does when the tab's navigation stack is at its root (`isAtRoot`; a page without a
    /// navigation stack is at its root): `popToRootThenScrollToTop` pops when it can and scrolls at the root, as
    /// Apple's apps do; `popToRoot` pops (nothing at the root); `scrollToTop` scrolls the page on top; `none`
    /// does nothing.
    public func step(isAtRoot: Bool) -> Step {
        switch self {
        case .popToRootThenScrollToTop: isAtRoot ? .scrollToTop : .popToRoot
        case .popToRoot: isAtRoot ? .none : .popToRoot
        case .scrollToTop: .scrollToTop
        case .none: .none
        }
    }
}
