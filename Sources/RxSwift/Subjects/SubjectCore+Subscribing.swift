// Subscribing to a subject: a new observer of a subject that replays nothing is live at once;
// the others are replayed to first (SubjectCore+Replay.swift).

/// What happened to a subscriber of a subject that replays nothing while live. Declared outside
/// the generic class so that it is not generic itself.
private enum PlainSubscribeOutcome {
    case disposed
    case stopped
    case live
}

extension SubjectCore {
    /// The entry of a new observer, whose live elements go to `target` (see
    /// `SubjectEntry.elementTarget`).
    @inline(__always)
    static func entry(for observer: ObserverNode<Element>, elementsTo target: ObserverNode<Element>, isLive: Bool, backlog: SubjectBacklog<Element>? = nil) -> SubjectEntry {
        SubjectEntry(observer: observer, elementTarget: UnretainedObserver(target), isLive: isLive, backlog: backlog)
    }

    /// Subscribes `observer` and gives it its subscription as upstream. Its live elements go to
    /// `target`, when it only forwards them there and keeps `target` alive (`share`'s
    /// `RefCountedSink` and its downstream: a call less per element and subscriber), otherwise
    /// to `observer` itself; terminal events, replays and backlogs always go to `observer`.
    final func subscribe(_ observer: ObserverNode<Element>, subject: AnyObject, elementsTo target: ObserverNode<Element>? = nil) {
        guard replaysOnSubscribe else {
            // The common case (PublishSubject, and AsyncSubject before completion) touches only
            // non-generic state.
            var key: Bag<SubjectEntry>.Key = 0
            let outcome = lock.withLock { state -> PlainSubscribeOutcome in
                if state.isDisposed { return .disposed }
                if state.isStopped { return .stopped }
                key = state.insertObserver(Self.entry(for: observer, elementsTo: target ?? observer, isLive: true))
                return .live
            }
            switch outcome {
            case .live:
                observer.setUpstream(self, key: key)
            case .disposed:
                observer.receive(error: RxError.disposed(object: subject))
            case .stopped:
                subscribeReplaying(observer, subject: subject, elementsTo: target ?? observer)
            }
            return
        }
        subscribeReplaying(observer, subject: subject, elementsTo: target ?? observer)
    }
}
