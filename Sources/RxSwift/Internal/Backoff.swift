#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Waiting for another thread to finish something short (a subject's replay to a new
/// subscriber): yields the processor at first, then sleeps a little between checks, so a long
/// wait does not spin.
struct Backoff {
    private var rounds = 0

    mutating func pause() {
        rounds += 1
        if rounds < 64 {
            sched_yield()
        } else {
            usleep(50)
        }
    }
}
