// Patterns: the same view model with `Driver` and `Signal`: main-scheduler delivery, sharing
// and error handling stated by the types; `asDriver(onErrorJustReturn:)` replaces the
// `observe(on:)` + `catchAndReturn` + `share` of the observable version.
import RxCocoa
import RxSwift

/// The sign-up form with `Driver`s (their scheduler is `SharingScheduler`'s: the main one in the
/// app, mocked in tests).
public final class GithubSignupViewModel2 {
    /// The username's state.
    public let validatedUsername: Driver<ValidationResult>
    /// The password's state.
    public let validatedPassword: Driver<ValidationResult>
    /// The repeated password's state.
    public let validatedPasswordRepeated: Driver<ValidationResult>
    /// Whether the sign-up button is enabled.
    public let signupEnabled: Driver<Bool>
    /// Whether each sign-up worked, once the user dismissed its alert.
    public let signedIn: Driver<Bool>
    /// Whether a sign-up is in progress.
    public let signingIn: Driver<Bool>

    /// The view model of the form's fields and button.
    public init(
        input: (username: Driver<String>, password: Driver<String>, repeatedPassword: Driver<String>, loginTaps: Signal<Void>),
        dependency: (API: GitHubAPI, validationService: GitHubValidationService, wireframe: Wireframe)
    ) {
        let (api, validationService, wireframe) = dependency

        validatedUsername = input.username
            .flatMapLatest { username in
                validationService.validateUsername(username)
                    .asDriver(onErrorJustReturn: .failed(message: "Error contacting server"))
            }

        validatedPassword = input.password.map(validationService.validatePassword)

        validatedPasswordRepeated = Driver.combineLatest(input.password, input.repeatedPassword, resultSelector: validationService.validateRepeatedPassword)

        let signingIn = ActivityIndicator()
        self.signingIn = signingIn.asDriver()

        let usernameAndPassword = Driver.combineLatest(input.username, input.password) { (username: $0, password: $1) }

        signedIn = input.loginTaps.withLatestFrom(usernameAndPassword)
            .flatMapLatest { pair in
                api.signup(pair.username, password: pair.password)
                    .trackActivity(signingIn)
                    .asDriver(onErrorJustReturn: false)
            }
            .flatMapLatest { signedUp -> Driver<Bool> in
                let message = signedUp ? "Mock: Signed in to GitHub." : "Mock: Sign in to GitHub failed"
                return wireframe.promptFor(message, cancelAction: "OK", actions: [String]())
                    .map { _ in signedUp }
                    .asDriver(onErrorJustReturn: false)
            }

        signupEnabled = Driver.combineLatest(validatedUsername, validatedPassword, validatedPasswordRepeated, signingIn) {
            $0.isValid && $1.isValid && $2.isValid && !$3
        }
        .distinctUntilChanged()
    }
}
