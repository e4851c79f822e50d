/// The part of the bar items are laid out in (layout.md, Content span), in leading-first coordinates:
/// `left` is on the leading side; right-to-left layouts are mirrored afterwards.
struct ContentSpan: Sendable, Hashable {
    /// `safeLeading + padLeading`.
    var left: Double
    /// `W − safeTrailing − padTrailing`.
    var right: Double
    /// `padTop` (custom) or 1 (system).
    var top: Double
    /// `H − padTop − padBottom` (custom) or `H − 1` (system).
    var height: Double

    /// `cw = right − left`.
    var width: Double { right - left }

    /// The span of `configuration` on a bar `barHeight` tall in `environment`.
    init(configuration: TabBarConfiguration, environment: TabBarEnvironment, barHeight: Double) {
        let padding = configuration.resolvedPadding
        left = environment.safeArea.leading + padding.leading
        right = environment.width - environment.safeArea.trailing - padding.trailing
        switch configuration.kind {
        case .custom:
            top = padding.top
            height = barHeight - padding.top - padding.bottom
        case .system:
            top = 1
            height = barHeight - 1
        }
    }
}
