@_exported import TabSpecRuntime
