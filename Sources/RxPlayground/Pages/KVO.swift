import Dispatch
import Foundation
import Observation
import RxCocoa
import RxSwift

/// A view-model as Observation sees it: `@Observable`, and `ReactiveCompatible` for `.rx`.
@Observable
private final class WindowModel: ReactiveCompatible {
    var frame = Frame(width: 100, height: 50)
    var title = "untitled"
}

private struct Frame: CustomStringConvertible {
    var width: Int
    var height: Int
    var description: String { "\(width)x\(height)" }
}

/// A class that reports its deallocation to `rx.deallocated`.
private final class Screen: DeallocationReporting {
    let deallocationReporter = DeallocationReporter()
}

/// "KVO", the Linux way: key paths of `@Observable` classes, and `rx.deallocated`.
struct KVOPage: Page {
    let name = "kvo"
    let title = "KVO (key-path observation)"

    func run() {
        example("rx.observe on the main queue") {
            let model = WindowModel()
            let subscription = model.rx.observe(\.frame)
                .subscribe(onNext: { frame in
                    print("frame \(frame)")
                })

            model.frame.width = 200
            print("(set to 200x50; the new value is read once this main-queue work item ends)")
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))

            model.frame = Frame(width: 300, height: 150)
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
            subscription.dispose()
        }

        example("rx.observe on the queue that owns the model; completes on deallocation") {
            let queue = DispatchQueue(label: "model")
            var model: WindowModel? = WindowModel()
            let subscription = queue.sync {
                model!.rx.observe(\.title, on: queue)
                    .subscribe(onNext: { title in
                        print("title \(title)")
                    }, onCompleted: {
                        print("completed: the model is gone")
                    })
            }
            queue.sync { model!.title = "draft" }
            queue.sync {
                // several changes in one work item arrive as the last value
                model!.title = "draft 2"
                model!.title = "final"
            }
            queue.sync { model = nil }
            queue.sync {}
            subscription.dispose()
        }

        example("take(until: rx.deallocated) ends a subscription with its owner") {
            let ticks = PublishSubject<Int>()
            var screen: Screen? = Screen()
            _ = ticks
                .take(until: screen!.rx.deallocated)
                .subscribe {
                    print($0)
                }
            ticks.onNext(1)
            screen = nil
            ticks.onNext(2)
            print("tick 2 was not printed")
        }
    }
}
