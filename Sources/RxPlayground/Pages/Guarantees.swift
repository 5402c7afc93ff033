import Foundation
import RxSwift

/// "Implicit Observable guarantees": one observer never receives two events at once.
struct GuaranteesPage: Page {
    let name = "guarantees"
    let title = "Implicit Observable guarantees"

    func run() {
        example("events are delivered one after another, even from several threads") {
            let subject = PublishSubject<Int>()
            let subscription = subject
                .subscribe { (e: Event<Int>) in
                    print("Event processing started")
                    // processing
                    print("Event processing ended")
                }
            let group = DispatchGroup()
            // Feeding a subject from two threads at once breaks the producer's side of the
            // contract; the subject still serializes delivery, and debug builds report it.
            for value in 0..<3 {
                DispatchQueue.global().async(group: group) {
                    subject.onNext(value)
                }
                group.wait()
            }
            subscription.dispose()
        }
    }
}
