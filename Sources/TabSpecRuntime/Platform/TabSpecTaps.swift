#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// What a tap, a ⌘-number shortcut or a swipe does in the SwiftUI adapters (``TabBarPlan`` decides, as for
/// UIKit): another tab becomes the app's selection, an action tab calls `onAction` and a tap on the selected tab
/// `onReselect`, neither changing the selection.
///
/// A main-actor class, so the selection binding a `TabView` gets can call it from a `Sendable` closure.
@MainActor
final class TabSpecTaps<T: TabBarTab> {
    /// The tabs shown and the configuration.
    let plan: TabBarPlan<T>
    /// The app's selection.
    let selection: Binding<T>
    /// The app's action handler.
    let onAction: ((T) -> Void)?
    /// The app's re-tap handler.
    let onReselect: ((T) -> Void)?

    /// Creates the handler.
    init(plan: TabBarPlan<T>, selection: Binding<T>, onAction: ((T) -> Void)?, onReselect: ((T) -> Void)?) {
        self.plan = plan
        self.selection = selection
        self.onAction = onAction
        self.onReselect = onReselect
    }

    /// The selection as shown: the app's, unless it is an action or a tab not shown (then the plan's).
    var shownSelection: T {
        plan.selection(keeping: selection.wrappedValue)
    }

    /// A tap on `tab`: selects it (with the configuration's selection animation when `animated`), calls
    /// `onAction`, or calls `onReselect`.
    func tap(_ tab: T, animated: Bool) {
        switch plan.outcome(ofTapping: tab, selection: shownSelection) {
        case .select(let tab):
            select(tab, animated: animated)
        case .action(let tab):
            onAction?(tab)
        case .reselect(let tab, _):
            onReselect?(tab)
        }
    }

    /// Selects `tab` (a shortcut, a swipe) unless it is an action or not shown.
    func select(_ tab: T, animated: Bool) {
        guard !tab.isAction, plan.shows(tab) else { return }
        if animated {
            withAnimation(plan.configuration.swiftUISelectionAnimation) { selection.wrappedValue = tab }
        } else {
            selection.wrappedValue = tab
        }
    }

    /// The binding a native `TabView` gets: it reads the shown selection and turns each write — `TabView` sets
    /// the binding when the user taps a tab, also the selected one — into ``tap(_:animated:)``, so an action tab
    /// never becomes the selection and a re-tap reaches `onReselect`.
    var tabViewSelection: Binding<T> {
        selectionBinding { taps, tapped in taps.tap(tapped, animated: false) }
    }

    /// The binding the pages of a custom bar get (the user pages them with a swipe, never taps them): it reads
    /// the shown selection and turns each write into ``select(_:animated:)``.
    var pageSelection: Binding<T> {
        selectionBinding { taps, paged in taps.select(paged, animated: false) }
    }

    /// A binding reading the shown selection and handing each write to `write` on the main actor (SwiftUI writes
    /// bindings there; the closures are `Sendable`, as `Binding(get:set:)` asks).
    private func selectionBinding(_ write: @escaping @MainActor @Sendable (TabSpecTaps<T>, T) -> Void) -> Binding<T> {
        let plan = self.plan
        let selection = self.selection
        return Binding(
            get: { plan.selection(keeping: selection.wrappedValue) },
            set: { [self] value in MainActor.assumeIsolated { write(self, value) } }
        )
    }
}

/// Hidden buttons carrying the ⌘-number shortcuts (`keyboardShortcut(_:modifiers:)`): pressing one selects its
/// tab; each button's title is the tab's title, which the iPad's shortcut overlay shows.
struct TabSpecKeyboardShortcuts<T: TabBarTab>: View {
    /// The shortcuts.
    let shortcuts: [TabKeyboardShortcut<T>]
    /// Selects a tab.
    let select: @MainActor (T) -> Void

    /// The buttons, invisible and hidden from VoiceOver.
    var body: some View {
        ZStack {
            ForEach(shortcuts, id: \.number) { shortcut in
                Button(action: { select(shortcut.tab) }) {
                    Text(verbatim: shortcut.discoverabilityTitle)
                }
                .keyboardShortcut(KeyEquivalent(shortcut.input.first ?? "0"), modifiers: .command)
            }
        }
        .opacity(0)
        .frame(width: 0, height: 0)
        .accessibilityHidden(true)
    }
}

/// A tab's icon as a SwiftUI image.
extension TabBarTab {
    /// The spec's icon for the state: the asset image (`selectedImage` when `selected`, else `image`) rendered as
    /// `rendering` says, else the SF Symbol (`selectedSymbol` when `selected`), else `nil`.
    func specSwiftUIImage(selected: Bool, rendering: TabBarConfiguration.ImageRendering) -> Image? {
        if let name = selected ? selectedImageName : imageName {
            return Image.tabSpecAsset(named: name, in: Self.imageLookupBundle, rendering: rendering)
        }
        return (selected ? selectedSymbolName : symbolName).map { Image(systemName: $0) }
    }
}

extension TabBarDrawing.Item {
    /// The item's icon as the spec gives it: the asset image for the state, else the SF Symbol for the state.
    var swiftUIImage: Image? {
        if let name = imageName {
            return Image.tabSpecAsset(named: name, in: Tab.imageLookupBundle, rendering: imageRendering)
        }
        return symbolName.map { Image(systemName: $0) }
    }
}

extension Image {
    /// The asset `name` of `bundle` (`nil`: the main bundle; `Image(_:bundle:)`) as a tab icon: `.template`
    /// (tinted) or `.original` (its own colors).
    static func tabSpecAsset(named name: String, in bundle: Bundle?, rendering: TabBarConfiguration.ImageRendering) -> Image {
        Image(name, bundle: bundle).renderingMode(rendering == .original ? .original : .template)
    }
}

extension View {
    /// This view with the identifier UI tests find it by and the VoiceOver hint, each only when there is one.
    @ViewBuilder func tabSpecAccessibility(identifier: String?, hint: String?) -> some View {
        switch (identifier, hint) {
        case let (identifier?, hint?):
            accessibilityIdentifier(identifier).accessibilityHint(Text(verbatim: hint))
        case let (identifier?, nil):
            accessibilityIdentifier(identifier)
        case let (nil, hint?):
            accessibilityHint(Text(verbatim: hint))
        case (nil, nil):
            self
        }
    }
}
#endif
