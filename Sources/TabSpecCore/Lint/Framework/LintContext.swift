/// Everything a rule may consult besides the tab bar: the source, the device matrix and symbol data.
struct LintContext: Sendable {
    /// One checked device in one orientation.
    struct CheckedEnvironment: Sendable {
        var device: Device
        var orientation: Orientation
        var environment: TabBarEnvironment

        /// How findings name it: `iPhone SE (3rd generation), landscape`.
        var displayName: String { "\(device.name), \(orientation.rawValue)" }
    }

    let source: SourceFile
    let environments: [CheckedEnvironment]
    let deploymentTarget: IOSVersion?
    let extraSymbols: Set<String>
    let symbols: SymbolTable

    init(source: SourceFile, options: LintOptions, symbols: SymbolTable = .builtIn) {
        self.source = source
        let devices = options.devices.map { slugs in slugs.compactMap(Device.named) } ?? Device.catalog
        var environments: [CheckedEnvironment] = []
        for device in devices {
            for orientation in options.orientations {
                environments.append(CheckedEnvironment(device: device, orientation: orientation,
                                                       environment: TabBarEnvironment(device: device, orientation: orientation)))
            }
        }
        self.environments = environments
        deploymentTarget = options.deploymentTarget
        extraSymbols = Set(options.extraSymbols)
        self.symbols = symbols
    }
}
