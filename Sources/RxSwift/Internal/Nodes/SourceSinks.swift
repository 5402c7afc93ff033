/// A sink that produces elements itself instead of receiving them: `Input` is `Never`.
typealias SourceSink<Output> = Sink<Never, Output>

/// A source that emits one element per step, scheduled recursively on a scheduler.
///
/// On `CurrentThreadScheduler` (the default of `from`, `of`, `range`...) the sink re-enqueues
/// itself on the trampoline after each element, so a million elements neither allocate per
/// element nor grow the stack. On any other scheduler it uses `scheduleRecursive`.
class RecursiveSourceSink<Output>: Sink<Never, Output>, TrampolineItem, @unchecked Sendable {
    // @unchecked Sendable: the mutable state of subclasses is touched only by `step`, which the
    // scheduler serializes (each step is scheduled by the previous one).

    /// Emits the next element, or ends the sequence; returns whether another step is needed.
    func step() -> Bool {
        rxAbstractMethod()
    }

    /// Becomes the upstream of `downstream` and starts emitting on `scheduler`.
    final func start(on scheduler: ImmediateSchedulerType) {
        downstream.setUpstream(self)
        if scheduler is CurrentThreadScheduler {
            CurrentThreadScheduler.enqueue(self)
        } else {
            setUpstream(scheduler.scheduleRecursive(()) { [self] _, recurse in
                if !isDisposed, step() {
                    recurse(())
                }
            })
        }
    }

    final func runOnTrampoline() {
        // Called by this thread's running trampoline: looked up once, not per element.
        Trampoline.withCurrent { trampoline in
            while !isDisposed, step() {
                // The next step waits behind whatever the last one scheduled on this thread.
                // With nothing waiting, it would be the trampoline's very next item: run it at
                // once, without the round trip through the queue.
                if trampoline.hasQueuedWork {
                    trampoline.enqueue(self)
                    return
                }
            }
        }
    }

    override final func receive(_ element: Never) {}
}

