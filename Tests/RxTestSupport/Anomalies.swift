import RxSwift

/// Collects the anomalies the library reports while `body` runs (instead of printing them).
package func anomalies(during body: () throws -> Void) rethrows -> [RxDiagnostics.Anomaly] {
    final class Reports: @unchecked Sendable {
        // @unchecked Sendable: `list` is only touched under `lock`.
        let lock = RxMutex(())
        var list: [RxDiagnostics.Anomaly] = []
    }
    let reports = Reports()
    try RxDiagnostics.withReporter({ anomaly in reports.lock.withLock { _ in reports.list.append(anomaly) } }, body)
    return reports.lock.withLock { _ in reports.list }
}
