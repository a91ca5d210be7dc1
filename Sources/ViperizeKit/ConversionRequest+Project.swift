/// How a project's `.viperize.yml` shapes the requests of `audit` and batch `convert`.
extension ConversionRequest {
  /// Takes the module prefix, the project signals, the service overrides and the global functions of `project` (nothing
  /// when nil): the one place where `plan`, `convert` and `audit` turn a config into request settings.
  public mutating func apply(_ project: ConfigFile?) {
    guard let project else { return }
    modulePrefix = project.modulePrefix
    extraSignals = project.signals
    serviceOverrides = project.services
    globalFunctions = project.globals
  }
}
