// Patterns: a view model of plain observables: outputs defined from inputs and dependencies
// with no subscription inside, `flatMapLatest` for the server check, `share(replay: 1)` for
// outputs bound more than once, `ActivityIndicator` to disable the button while signing up,
// the wireframe's alert as an observable in the chain.
import RxCocoa
import RxSwift

/// The sign-up form with plain observables; its scheduler is where answers are observed (the
/// main scheduler in the app, a `TestScheduler` in tests).
public final class GithubSignupViewModel1 {
    /// The username's state.
    public let validatedUsername: Observable<ValidationResult>
    /// The password's state.
    public let validatedPassword: Observable<ValidationResult>
    /// The repeated password's state.
    public let validatedPasswordRepeated: Observable<ValidationResult>
    /// Whether the sign-up button is enabled.
    public let signupEnabled: Observable<Bool>
    /// Whether each sign-up worked, once the user dismissed its alert.
    public let signedIn: Observable<Bool>
    /// Whether a sign-up is in progress.
    public let signingIn: Observable<Bool>

    /// The view model of the form's fields and button.
    public init(
        input: (username: Observable<String>, password: Observable<String>, repeatedPassword: Observable<String>, loginTaps: Observable<Void>),
        dependency: (API: GitHubAPI, validationService: GitHubValidationService, wireframe: Wireframe),
        scheduler: SchedulerType = MainScheduler.instance
    ) {
        let (api, validationService, wireframe) = dependency

        validatedUsername = input.username
            .flatMapLatest { username in
                validationService.validateUsername(username)
                    .observe(on: scheduler)
                    .catchAndReturn(.failed(message: "Error contacting server"))
            }
            .share(replay: 1)

        validatedPassword = input.password
            .map(validationService.validatePassword)
            .share(replay: 1)

        validatedPasswordRepeated = Observable.combineLatest(input.password, input.repeatedPassword, resultSelector: validationService.validateRepeatedPassword)
            .share(replay: 1)

        let signingIn = ActivityIndicator()
        self.signingIn = signingIn.asObservable()

        let usernameAndPassword = Observable.combineLatest(input.username, input.password) { (username: $0, password: $1) }

        signedIn = input.loginTaps.withLatestFrom(usernameAndPassword)
            .flatMapLatest { pair in
                api.signup(pair.username, password: pair.password)
                    .observe(on: scheduler)
                    .catchAndReturn(false)
                    .trackActivity(signingIn)
            }
            .flatMapLatest { signedUp -> Observable<Bool> in
                let message = signedUp ? "Mock: Signed in to GitHub." : "Mock: Sign in to GitHub failed"
                return wireframe.promptFor(message, cancelAction: "OK", actions: [String]())
                    .map { _ in signedUp }
            }
            .share(replay: 1)

        signupEnabled = Observable.combineLatest(validatedUsername, validatedPassword, validatedPasswordRepeated, signingIn.asObservable()) {
            $0.isValid && $1.isValid && $2.isValid && !$3
        }
        .distinctUntilChanged()
        .share(replay: 1)
    }
}
