import RxSwift

extension SharedSequence {
    /// What a control's driver or signal (`unit`) makes of an error, which only a badly made
    /// source sequence can send, since a control never fails: it stops debug builds, and ends
    /// the sequence in release builds.
    static func replacingControlError(_ error: Swift.Error, unit: String) -> SharedSequence {
        #if DEBUG
        rxFatalError("Somehow \(unit) received error from a source that shouldn't fail: \(error)")
        #else
        return .empty()
        #endif
    }
}
