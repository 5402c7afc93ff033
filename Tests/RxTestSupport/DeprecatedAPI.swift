/// Runs code that uses deprecated API on purpose (the guide's older spellings).
///
/// Implement `run()` in a type whose `run()` is marked `@available(*, deprecated)` and call it
/// through this protocol: the deprecated calls inside compile without warnings, and the build
/// stays warning-free while the aliases stay tested.
///
///     struct ObserveOnAlias: DeprecatedAPIExercise {
///         @available(*, deprecated, message: "exercises observeOn(_:)")
///         func run() { ... source.observeOn(scheduler) ... }
///     }
///     (ObserveOnAlias() as DeprecatedAPIExercise).run()
package protocol DeprecatedAPIExercise {
    func run()
}
