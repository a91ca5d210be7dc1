/// `viperize audit`: discovers the controllers under some paths, runs the pipeline on each in
/// parallel (nothing is written), and ranks them.
///
/// Only each controller's figures are kept once its pipeline has run, so memory follows the
/// largest controller, not the size of the app.
public struct AppAuditor: Sendable {
  public var auditor: ControllerAuditor
  public var jobs: Int

  public init(auditor: ControllerAuditor, jobs: Int = OrderedParallelRunner.defaultJobs) {
    self.auditor = auditor
    self.jobs = jobs
  }

  /// Audits every controller of `discovery`.
  /// - Parameters:
  ///   - progress: called after each controller, in discovery order, with (done, total, name).
  ///   - failure: called for each controller that could not be read or parsed, in discovery order.
  public func run(
    _ discovery: ControllerDiscovery, progress: (Int, Int, String) -> Void = { _, _, _ in },
    failure: (AuditFailure) -> Void = { _ in }
  ) -> AppAudit {
    let controllers = discovery.controllers
    let auditor = self.auditor
    var audited: [ControllerAudit] = []
    var failures: [AuditFailure] = []
    OrderedParallelRunner(jobs: jobs).run(count: controllers.count, work: { auditor.audit(controllers[$0]) }) {
      index, outcome in
      switch outcome {
      case .audited(let audit): audited.append(audit)
      case .failed(let problem):
        failures.append(problem)
        failure(problem)
      case .notAController: break
      }
      progress(index + 1, controllers.count, controllers[index].name)
    }
    return AppAudit(
      thresholds: auditor.thresholds, scannedFiles: discovery.scannedFiles, controllers: audited, failures: failures)
  }
}
