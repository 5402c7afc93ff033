import Foundation
import RxSwift
import Synchronization
import XCTest

/// What `recordConcurrently` saw.
struct ConcurrentRecording<Output> {
    var elements: [Output] = []
    var error: Swift.Error?
    var completed = false
    /// Deliveries that overlapped another one, and events after the terminal event.
    var violations: [String] = []
}

/// Subscribes to `operatorUnderTest` applied to a source that emits `elements`, then completes,
/// from a thread of its own, pausing briefly now and then so that the operator's timers (on
/// `scheduler`, another thread) interleave with the source. Waits for the terminal event (failing
/// the test after `timeout`) and returns what the subscriber received, with any break of the
/// grammar (overlapping deliveries, events after the end).
func recordConcurrently<Output>(
    _ elements: Range<Int>,
    timeout: TimeInterval = 30,
    file: StaticString = #filePath,
    line: UInt = #line,
    _ operatorUnderTest: (Observable<Int>) -> Observable<Output>
) -> ConcurrentRecording<Output> {
    let source = Observable<Int>.create { observer in
        let thread = Thread {
            for element in elements {
                observer.onNext(element)
                if element % 16 == 0 {
                    usleep(20)
                }
            }
            observer.onCompleted()
        }
        thread.start()
        return Disposables.create()
    }
    let recording = Locked(ConcurrentRecording<Output>())
    let delivering = Atomic<Bool>(false)
    let ended = DispatchSemaphore(value: 0)
    let subscription = operatorUnderTest(source).subscribe { event in
        if delivering.exchange(true, ordering: .acquiringAndReleasing) {
            recording.withLock { $0.violations.append("overlapping delivery of \(event)") }
        }
        recording.withLock { recording in
            if recording.completed || recording.error != nil {
                recording.violations.append("\(event) after the end")
            }
            switch event {
            case .next(let element): recording.elements.append(element)
            case .error(let error): recording.error = error
            case .completed: recording.completed = true
            }
        }
        delivering.store(false, ordering: .releasing)
        if event.isStopEvent {
            ended.signal()
        }
    }
    if ended.wait(timeout: .now() + timeout) == .timedOut {
        XCTFail("the sequence did not end within \(timeout) s", file: file, line: line)
    }
    subscription.dispose()
    return recording.current
}
