import Dispatch
import Foundation
import RxSwift
import Synchronization

/// One blocking wait: subscribes, collects the elements that satisfy `predicate` until the
/// sequence ends, `maxElements` were collected or the timeout passes, and disposes the
/// subscription.
///
/// Off the main thread the caller sleeps on a semaphore. On the main thread it runs the current
/// run loop instead, because on Linux that is what serves the main queue: a sequence delivered
/// through `MainScheduler` would otherwise never end.
final class BlockingCollector<Element>: @unchecked Sendable {
    // @unchecked Sendable: `state` is only touched under its mutex; the other properties are
    // immutable or thread-safe. Events arrive one at a time (the grammar), from any thread.

    private enum Outcome {
        case completed
        case failed(Swift.Error)
    }

    private struct State {
        var elements: [Element] = []
        /// Set once, by whichever comes first: the end of the sequence, the last element wanted,
        /// an error of the predicate, or the timeout.
        var outcome: Outcome?
    }

    private let maxElements: Int
    private let predicate: (Element) throws -> Bool
    private let state = RxMutex(State())
    private let subscription = SingleAssignmentDisposable()
    private let finished = DispatchSemaphore(value: 0)
    private let waitsOnRunLoop = Thread.isMainThread

    init(maxElements: Int, predicate: @escaping (Element) throws -> Bool) {
        self.maxElements = maxElements
        self.predicate = predicate
    }

    /// Subscribes to `source` and blocks until the result is known.
    func run(_ source: Observable<Element>, timeout: TimeInterval?) -> MaterializedSequenceResult<Element> {
        let deadline = timeout.map { Date(timeIntervalSinceNow: $0) }
        subscribe(to: source)
        if !waitForOutcome(until: deadline) {
            finish(.failed(RxError.timeout))
        }
        subscription.dispose()
        return state.withLock { state -> MaterializedSequenceResult<Element> in
            switch state.outcome {
            case .failed(let error)?:
                return .failed(elements: state.elements, error: error)
            case .completed?, nil:
                return .completed(elements: state.elements)
            }
        }
    }

    private func subscribe(to source: Observable<Element>) {
        let subscribe = { [self] in
            subscription.setDisposable(source.subscribe { [self] event in on(event) })
        }
        if CurrentThreadScheduler.isScheduleRequired {
            // Subscribing inside a trampoline makes `subscribe` return before a synchronous
            // source (such as `range` or `repeatElement`) emits, so the subscription can be
            // disposed as soon as the wanted elements arrived: `first()` of an endless
            // synchronous sequence returns.
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                subscribe()
                return Disposables.create()
            }
        } else {
            subscribe()
        }
    }

    private func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let isWanted: Bool
            do {
                isWanted = try predicate(element)
            } catch {
                finish(.failed(error))
                return
            }
            guard isWanted else { return }
            // Unchecked: the element moves to the waiting thread, which reads it under the lock
            // once the outcome is known. The sequence hands it over as every Rx delivery does:
            // the producer does not touch an element again after emitting it.
            let element = UncheckedSendable(element)
            let isLast = state.withLock { state -> Bool in
                guard state.outcome == nil else { return false }
                state.elements.append(element.value)
                guard state.elements.count >= maxElements else { return false }
                state.outcome = .completed
                return true
            }
            if isLast { didFinish() }
        case .error(let error):
            finish(.failed(error))
        case .completed:
            finish(.completed)
        }
    }

    private func finish(_ outcome: Outcome) {
        let isFirst = state.withLock { state -> Bool in
            guard state.outcome == nil else { return false }
            state.outcome = outcome
            return true
        }
        if isFirst { didFinish() }
    }

    /// Wakes the waiting thread and stops the sequence. Called once.
    private func didFinish() {
        subscription.dispose()
        finished.signal()
        if waitsOnRunLoop && !Thread.isMainThread {
            // An empty block on the main queue makes the waiting run loop return.
            DispatchQueue.main.async {}
        }
    }

    private var isFinished: Bool {
        state.withLock { $0.outcome != nil }
    }

    /// Waits for the outcome; false if `deadline` passed first.
    private func waitForOutcome(until deadline: Date?) -> Bool {
        guard waitsOnRunLoop else {
            guard let deadline else {
                finished.wait()
                return true
            }
            return finished.wait(timeout: .now() + max(0, deadline.timeIntervalSinceNow)) == .success
        }
        let limit = deadline ?? .distantFuture
        while !isFinished {
            guard Date() < limit else { return false }
            if !RunLoop.current.run(mode: .default, before: limit) {
                // The run loop had nothing to wait on: pause instead of spinning.
                Thread.sleep(forTimeInterval: 0.001)
            }
        }
        return true
    }
}
