@testable import RxSwift
import RxTestSupport

/// Subject sources for the combining tests, each tracing its release; the subscriber traces its
/// terminal event.
struct CombiningSources {
    let trace = Trace()
    let subjects: [PublishSubject<Int>]

    init(count: Int) {
        subjects = (0..<count).map { _ in PublishSubject<Int>() }
    }

    /// Source `index`, tracing `release <index>`.
    subscript(index: Int) -> Observable<Int> {
        subjects[index].tracingRelease("release \(index)", in: trace)
    }

    var all: [Observable<Int>] {
        subjects.indices.map { self[$0] }
    }

    /// Subscribes to `sequence`, recording its elements and tracing its terminal event.
    func subscribe<Element>(_ sequence: Observable<Element>, recording elements: Locked<[Element]>? = nil) -> Disposable {
        sequence.subscribe(
            onNext: { elements?.append($0) },
            onError: { [trace] in trace("error(\($0))") },
            onCompleted: { [trace] in trace("completed") }
        )
    }
}
