// Patterns: one form bound to two view models: outputs to binders, with `bind(to:)` for
// observables and `drive` for drivers.
import RxCocoa
import RxSwift

/// The sign-up form's views, shared by the two examples.
struct SignupForm {
    let username: TextField
    let usernameValidation: Label
    let password: TextField
    let passwordValidation: Label
    let repeatedPassword: TextField
    let repeatedPasswordValidation: Label
    let signup: Button
    let signingIn: Label

    init(on screen: Screen) {
        username = screen.add(TextField(name: "username", caption: "Username"))
        usernameValidation = screen.add(Label(name: "usernameValidation"))
        password = screen.add(TextField(name: "password", caption: "Password", isSecure: true))
        passwordValidation = screen.add(Label(name: "passwordValidation"))
        repeatedPassword = screen.add(TextField(name: "repeatedPassword", caption: "Repeat password", isSecure: true))
        repeatedPasswordValidation = screen.add(Label(name: "repeatedPasswordValidation"))
        signup = screen.add(Button(name: "signup", title: "Sign up"))
        signingIn = screen.add(Label(name: "signingIn"))
    }

    static func dependencies(_ context: ExampleContext) -> (API: GitHubAPI, validationService: GitHubValidationService, wireframe: Wireframe) {
        let api = DefaultGitHubAPI(baseURL: context.baseURL, session: context.session)
        return (api, GitHubDefaultValidationService(api: api), context.wireframe)
    }
}

extension Reactive where Base: Label {
    /// Shows a validation's message (prefixed with ✓ or ✗ when it has a verdict).
    var validationResult: Binder<ValidationResult> {
        Binder(base) { label, result in
            switch result {
            case .ok: label.text = "  ✓ \(result)"
            case .failed: label.text = "  ✗ \(result)"
            case .empty, .validating: label.text = "    \(result)"
            }
        }
    }
}

enum GitHubSignupExample {
    static let observables = Example(
        name: "github-signup",
        title: "GitHub sign-up (observables)",
        summary: "a sign-up form: server-checked username, ActivityIndicator, an alert as an observable; plain observables",
        usesServices: true
    ) { context in
        let form = SignupForm(on: context.screen)
        let viewModel = GithubSignupViewModel1(
            input: (
                username: form.username.rx.text.orEmpty.asObservable(),
                password: form.password.rx.text.orEmpty.asObservable(),
                repeatedPassword: form.repeatedPassword.rx.text.orEmpty.asObservable(),
                loginTaps: form.signup.rx.tap.asObservable()
            ),
            dependency: SignupForm.dependencies(context)
        )
        return Disposables.create(
            viewModel.signupEnabled.bind(to: form.signup.rx.isEnabled),
            viewModel.validatedUsername.bind(to: form.usernameValidation.rx.validationResult),
            viewModel.validatedPassword.bind(to: form.passwordValidation.rx.validationResult),
            viewModel.validatedPasswordRepeated.bind(to: form.repeatedPasswordValidation.rx.validationResult),
            viewModel.signingIn.map { $0 ? "Signing up ..." : "" }.bind(to: form.signingIn.rx.text),
            viewModel.signedIn.map { "Signed up: \($0)" }.bind(to: form.signingIn.rx.text)
        )
    }

    static let drivers = Example(
        name: "github-signup-driver",
        title: "GitHub sign-up (Driver)",
        summary: "the same form with Driver and Signal: drive, asDriver(onErrorJustReturn:), no explicit sharing",
        usesServices: true
    ) { context in
        let form = SignupForm(on: context.screen)
        let viewModel = GithubSignupViewModel2(
            input: (
                username: form.username.rx.text.orEmpty.asDriver(),
                password: form.password.rx.text.orEmpty.asDriver(),
                repeatedPassword: form.repeatedPassword.rx.text.orEmpty.asDriver(),
                loginTaps: form.signup.rx.tap.asSignal()
            ),
            dependency: SignupForm.dependencies(context)
        )
        return Disposables.create(
            viewModel.signupEnabled.drive(form.signup.rx.isEnabled),
            viewModel.validatedUsername.drive(form.usernameValidation.rx.validationResult),
            viewModel.validatedPassword.drive(form.passwordValidation.rx.validationResult),
            viewModel.validatedPasswordRepeated.drive(form.repeatedPasswordValidation.rx.validationResult),
            viewModel.signingIn.map { $0 ? "Signing up ..." : "" }.drive(form.signingIn.rx.text),
            viewModel.signedIn.map { "Signed up: \($0)" }.drive(form.signingIn.rx.text)
        )
    }
}
