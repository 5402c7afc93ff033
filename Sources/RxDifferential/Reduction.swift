/// Shrinking support. A chain lists the single-step simplifications it allows, numbered in a
/// fixed order over the chain as generated; `--drop 3,7` rebuilds the generated chain with those
/// steps applied. The comparison script shrinks a differing chain by trying more and more steps
/// while the two libraries still disagree, and never needs to parse a chain.
enum Reduction: Equatable {
    /// Replace an operator node by one of its inputs.
    case hoist(node: Int, child: Int)
    case dropSubscriber(id: Int)
    /// Keep a subscriber until the end instead of disposing of it early.
    case keepSubscriber(id: Int)
    case dropEvent(source: Int, index: Int)
    /// Replace a `connect(at:)` connection by `refCount()`, or drop its disconnection.
    case simplifyConnection(node: Int)
    /// Make a generated throwing closure not throw.
    case dropThrow(node: Int)
    /// Subscribe with a plain observer instead of closures or a subject.
    case plainSubscriber(id: Int)
    /// Use a test observable without `.asObservable()`.
    case bareTestable(source: Int)
}

extension SourceSpec {
    /// How many of the source's events or elements a shrink step may remove.
    var eventCount: Int {
        switch self {
        case .hot(let events, _), .cold(let events, _), .subject(_, let events), .relay(_, let events):
            return events.count
        case .of(let items, _), .from(let items), .create(let items, _):
            return items.count
        case .unit(let source):
            return source.eventCount
        default:
            return 0
        }
    }

    func removingEvent(at index: Int) -> SourceSpec {
        func without<T>(_ items: [T]) -> [T] {
            var copy = items
            copy.remove(at: index)
            return copy
        }
        switch self {
        case .hot(let events, let asObservable): return .hot(events: without(events), asObservable: asObservable)
        case .cold(let events, let asObservable): return .cold(events: without(events), asObservable: asObservable)
        case .subject(let kind, let events): return .subject(kind, events: without(events))
        case .relay(let kind, let events): return .relay(kind, events: without(events))
        case .of(let items, let onTestScheduler): return .of(without(items), onTestScheduler: onTestScheduler)
        case .from(let items): return .from(without(items))
        case .create(let items, let terminal): return .create(elements: without(items), terminal: terminal)
        case .unit(let source): return .unit(source.removingEvent(at: index))
        default: return self
        }
    }
}

extension Op {
    /// The operator with its generated closure no longer throwing.
    var withoutThrow: Op {
        switch self {
        case .map(let add, _): return .map(add: add, throwsOn: nil)
        case .filter(let divisor, _): return .filter(divisor: divisor, throwsOn: nil)
        case .flatMap: return .flatMap(throwsOn: nil)
        default: return self
        }
    }
}

extension Chain {
    /// Every single-step simplification, in the order `--drop` numbers them.
    var reductions: [Reduction] {
        var result: [Reduction] = []
        for node in root.preorder {
            for child in node.children.indices {
                result.append(.hoist(node: node.id, child: child))
            }
            if case .connectable(_, .connect) = node.op {
                result.append(.simplifyConnection(node: node.id))
            }
            if node.op.withoutThrow != node.op {
                result.append(.dropThrow(node: node.id))
            }
        }
        for subscriber in subscribers {
            result.append(.dropSubscriber(id: subscriber.id))
            if subscriber.disposeAt != nil {
                result.append(.keepSubscriber(id: subscriber.id))
            }
            if subscriber.kind != .observer {
                result.append(.plainSubscriber(id: subscriber.id))
            }
        }
        for (index, source) in sources.enumerated() {
            switch source {
            case .hot(_, true), .cold(_, true): result.append(.bareTestable(source: index))
            default: break
            }
        }
        for (index, source) in sources.enumerated() {
            for event in 0..<source.eventCount {
                result.append(.dropEvent(source: index, index: event))
            }
        }
        return result
    }

    /// The chain with the numbered reductions applied. Events are removed from the last to the
    /// first so that the indices of the generated chain stay valid.
    func applying(_ drops: Set<Int>) -> Chain {
        let chosen = reductions.enumerated().filter { drops.contains($0.offset) }.map(\.element)
        var chain = self
        chain.root = Chain.reduce(root, chosen)
        var remaining = subscribers
        for step in chosen {
            switch step {
            case .keepSubscriber(let id):
                if let index = remaining.firstIndex(where: { $0.id == id }) { remaining[index].disposeAt = nil }
            case .plainSubscriber(let id):
                if let index = remaining.firstIndex(where: { $0.id == id }) { remaining[index].kind = .observer }
            case .bareTestable(let source):
                switch chain.sources[source] {
                case .hot(let events, _): chain.sources[source] = .hot(events: events, asObservable: false)
                case .cold(let events, _): chain.sources[source] = .cold(events: events, asObservable: false)
                default: break
                }
            default:
                break
            }
        }
        let dropped = Set(chosen.compactMap { step -> Int? in
            if case .dropSubscriber(let id) = step { return id }
            return nil
        })
        remaining.removeAll { dropped.contains($0.id) }
        // A chain needs a subscriber to show anything: keep the first one if all were dropped.
        chain.subscribers = remaining.isEmpty ? [subscribers[0]] : remaining
        for case .dropEvent(let source, let index) in chosen.reversed() {
            chain.sources[source] = chain.sources[source].removingEvent(at: index)
        }
        return chain
    }

    private static func reduce(_ node: Node, _ steps: [Reduction]) -> Node {
        for case .hoist(let id, let child) in steps where id == node.id {
            return reduce(node.children[child], steps)
        }
        var result = node
        if steps.contains(.dropThrow(node: node.id)) {
            result.op = node.op.withoutThrow
        }
        if steps.contains(.simplifyConnection(node: node.id)), case .connectable(let kind, .connect(let at, let disconnectAt)) = node.op {
            result.op = disconnectAt == nil ? .connectable(kind, .refCount) : .connectable(kind, .connect(at: at, disconnectAt: nil))
        }
        result.children = node.children.map { reduce($0, steps) }
        return result
    }
}
