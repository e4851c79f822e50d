/// The lint rules' ids (lint.md); configurable and suppressible, unlike the language errors.
extension DiagnosticID {
    package static let tooManyTabs = DiagnosticID("too-many-tabs")
    package static let itemOverflow = DiagnosticID("item-overflow")
    package static let touchTarget = DiagnosticID("touch-target")
    package static let lowContrast = DiagnosticID("low-contrast")
    package static let indistinctSelection = DiagnosticID("indistinct-selection")
    package static let invalidSymbolName = DiagnosticID("invalid-symbol-name")
    package static let unknownSymbol = DiagnosticID("unknown-symbol")
    package static let renamedSymbol = DiagnosticID("renamed-symbol")
    package static let symbolAvailability = DiagnosticID("symbol-availability")
    package static let titleTruncation = DiagnosticID("title-truncation")
    package static let missingAccessibilityLabel = DiagnosticID("missing-accessibility-label")
    package static let duplicateSymbol = DiagnosticID("duplicate-symbol")
    package static let slowAnimation = DiagnosticID("slow-animation")
    package static let indicatorOverflow = DiagnosticID("indicator-overflow")
    package static let implicitItemWidth = DiagnosticID("implicit-item-width")
    package static let ignoredProperty = DiagnosticID("ignored-property")
    package static let reservedIdentifier = DiagnosticID("reserved-identifier")
    package static let unusedSuppression = DiagnosticID("unused-suppression")
    package static let swiftUITabShadowing = DiagnosticID("swiftui-tab-shadowing")
    package static let iconTitleOverlap = DiagnosticID("icon-title-overlap")
    package static let missingTranslation = DiagnosticID("missing-translation")
    package static let staleCatalog = DiagnosticID("stale-catalog")
    /// v1.2: a system bar's own background while the floating iOS 26 bar is checked.
    package static let glassBackground = DiagnosticID("glass-background")
    /// v1.2: the app keeps the pre-iOS 26 design with a temporary key.
    package static let compatibilityMode = DiagnosticID("compatibility-mode")
    /// v1.3: an `image` or `selectedImage` that the configured asset catalogs do not have.
    package static let unknownImage = DiagnosticID("unknown-image")
    /// v1.3: an action tab made the bar's prominent tab (iOS 27).
    package static let prominentAction = DiagnosticID("prominent-action")
}
