import TabSpecCore

/// The output stages after analysis, run on every input without language errors.
enum FuzzStages {
    static func run(_ document: SpecDocument) {
        guard !document.hasErrors else { return }
        _ = SwiftEmitter.emit(document, fileName: "Fuzz.tabspec", accessLevel: .public)
        for slug in ["iphone-se-3", "ipad-pro-11"] {
            for orientation in Orientation.allCases {
                guard var environment = TabBarEnvironment.device(slug, orientation: orientation) else { continue }
                for direction in LayoutDirection.allCases {
                    environment.layoutDirection = direction
                    let report = FramesReport(file: "fuzz.tabspec", tabBars: document.tabBars, environment: environment, snap: true)
                    for format in FramesEmitter.Format.allCases {
                        _ = FramesEmitter.render(report, format: format)
                    }
                    _ = SVGRenderer(appearances: [.light, .dark]).render(report)
                }
            }
        }
    }
}
