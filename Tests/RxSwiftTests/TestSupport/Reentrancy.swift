import RxSwift
import RxTest

/// Subscribes to `operatorUnderTest` applied to a source fed by hand, sends `events` into the
/// source, and returns what the subscriber received.
///
/// `onElement` sees each element the subscriber receives, with the source's observer: feeding the
/// source from there delivers the new event reentrantly, nested inside the current delivery, as
/// `create`'s observer allows. The reentrancy report this causes in debug builds is silenced.
func recordReentrantly<Source, Output>(
    _ operatorUnderTest: (Observable<Source>) -> Observable<Output>,
    feeding events: [Event<Source>],
    onElement: @escaping (Output, AnyObserver<Source>) -> Void
) -> [Event<Output>] {
    var source: AnyObserver<Source>?
    let observable = Observable<Source>.create { observer in
        source = observer
        return Disposables.create()
    }
    var received: [Event<Output>] = []
    RxDiagnostics.withReporter({ _ in }) {
        let subscription = operatorUnderTest(observable).subscribe { event in
            received.append(event)
            if case .next(let element) = event, let source {
                onElement(element, source)
            }
        }
        for event in events {
            source?.on(event)
        }
        subscription.dispose()
    }
    // The captured observer holds the chain, whose subscriber holds the closure that captures
    // `source`: let go of it so the chain is released.
    source = nil
    return received
}
