import RxRelay
import RxSwift
import RxTest

extension TimedEvent {
    var event: Event<Value> {
        switch kind {
        case .next(let n): return .next(.int(n))
        case .error(let e): return .error(e)
        case .completed: return .completed
        }
    }

    var recorded: Recorded<Event<Value>> {
        Recorded(time: tick, value: event)
    }
}

extension ChainRun {
    /// Builds the pool's source `index`. Subjects and relays get their feed scheduled here. A
    /// test observable without `.asObservable()` stays a `TestableObservable`, so the operator
    /// applied to it receives the RxTest type itself.
    func makeSource(_ index: Int) -> Built {
        switch chain.sources[index] {
        case .hot(let events, let asObservable):
            let hot = scheduler.createHotObservable(events.map(\.recorded))
            testableSources[index] = hot
            return asObservable ? .observable(hot.asObservable()) : .testable(hot)
        case .cold(let events, let asObservable):
            let cold = scheduler.createColdObservable(events.map(\.recorded))
            testableSources[index] = cold
            return asObservable ? .observable(cold.asObservable()) : .testable(cold)
        default:
            return .observable(makePlainSource(index))
        }
    }

    private func makePlainSource(_ index: Int) -> Observable<Value> {
        let name = "S\(index)"
        switch chain.sources[index] {
        case .hot, .cold:
            preconditionFailure("test observables are made by makeSource")
        case .just(let n, let onTestScheduler):
            return onTestScheduler ? Observable.just(.int(n), scheduler: scheduler) : Observable.just(.int(n))
        case .of(let items, let onTestScheduler):
            let values = items.map(Value.int)
            return onTestScheduler ? Observable.from(values, scheduler: scheduler) : Observable.from(values)
        case .from(let items):
            return Observable.from(items.map(Value.int))
        case .empty:
            return Observable.empty()
        case .never:
            return Observable.never()
        case .error(let error):
            return Observable.error(error)
        case .range(let start, let count):
            return Observable<Int>.range(start: start, count: count).map(Value.int)
        case .create(let elements, let terminal):
            return Observable.create { observer in
                self.record("\(name).create")
                for element in elements {
                    observer.onNext(.int(element))
                }
                if let terminal {
                    observer.on(TimedEvent(tick: 0, kind: terminal).event)
                }
                return Disposables.create { self.record("\(name).create.dispose") }
            }
        case .timer(let due, let period):
            return Observable<Int>
                .timer(.seconds(due), period: period.map { .seconds($0) }, scheduler: scheduler)
                .map(Value.int)
        case .interval(let period):
            return Observable<Int>.interval(.seconds(period), scheduler: scheduler).map(Value.int)
        case .subject(let kind, let events):
            let subject = makeSubject(kind)
            for event in events {
                scheduler.scheduleAt(event.tick) { subject.observer.on(event.event) }
            }
            return subject.observable
        case .relay(let kind, let events):
            let relay = makeRelay(kind)
            for event in events {
                if case .next(let n) = event.kind {
                    scheduler.scheduleAt(event.tick) { relay.accept(.int(n)) }
                }
            }
            return relay.observable
        case .unit(let source):
            return makeUnitSource(source)
        }
    }
}

/// A relay of any kind: its `accept` and its observable.
private struct AnyRelay {
    let accept: (Value) -> Void
    let observable: Observable<Value>
}

private func makeRelay(_ kind: RelayKind) -> AnyRelay {
    switch kind {
    case .publish:
        let relay = PublishRelay<Value>()
        return AnyRelay(accept: relay.accept, observable: relay.asObservable())
    case .behavior(let initial):
        let relay = BehaviorRelay<Value>(value: .int(initial))
        return AnyRelay(accept: relay.accept, observable: relay.asObservable())
    case .replay(let size):
        let relay = ReplayRelay<Value>.create(bufferSize: size)
        return AnyRelay(accept: relay.accept, observable: relay.asObservable())
    }
}
