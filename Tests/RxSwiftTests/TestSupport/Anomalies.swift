import RxSwift

/// Runs `body` and returns the contract anomalies the library reported meanwhile, instead of
/// printing them.
func recordingAnomalies(_ body: () -> Void) -> [RxDiagnostics.Anomaly] {
    let anomalies = Locked<[RxDiagnostics.Anomaly]>([])
    RxDiagnostics.withReporter({ anomaly in anomalies.withLock { $0.append(anomaly) } }, body)
    return anomalies.value
}
