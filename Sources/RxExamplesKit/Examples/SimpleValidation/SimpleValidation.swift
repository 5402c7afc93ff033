// Patterns: derived validity shared with `share(replay: 1)` between several bindings, bindings
// to `isHidden` and `isEnabled`, a button's `rx.tap` presenting an alert through the wireframe.
import RxCocoa
import RxSwift

/// Username and password valid when long enough; the button enabled when both are.
public struct SimpleValidationViewModel {
    /// The shortest username accepted.
    public static let minimalUsernameLength = 5
    /// The shortest password accepted.
    public static let minimalPasswordLength = 5

    /// Whether the username is long enough.
    public let usernameValid: Observable<Bool>
    /// Whether the password is long enough.
    public let passwordValid: Observable<Bool>
    /// Whether both are.
    public let everythingValid: Observable<Bool>

    /// The view model of the two fields' texts.
    public init(username: Observable<String>, password: Observable<String>) {
        // Shared: without it each binding would run its own `map` on its own subscription.
        usernameValid = username.map { $0.count >= Self.minimalUsernameLength }.share(replay: 1)
        passwordValid = password.map { $0.count >= Self.minimalPasswordLength }.share(replay: 1)
        everythingValid = Observable.combineLatest(usernameValid, passwordValid) { $0 && $1 }.share(replay: 1)
    }
}

enum SimpleValidationExample {
    static let example = Example(
        name: "simple-validation",
        title: "Simple validation",
        summary: "username and password lengths: share(replay:), isHidden/isEnabled bindings, an alert on tap"
    ) { context in
        let screen = context.screen
        let username = screen.add(TextField(name: "username", caption: "Username"))
        let usernameHint = screen.add(Label(name: "usernameHint", text: "Username has to be at least \(SimpleValidationViewModel.minimalUsernameLength) characters"))
        let password = screen.add(TextField(name: "password", caption: "Password", isSecure: true))
        let passwordHint = screen.add(Label(name: "passwordHint", text: "Password has to be at least \(SimpleValidationViewModel.minimalPasswordLength) characters"))
        let button = screen.add(Button(name: "do", title: "Do something"))
        let viewModel = SimpleValidationViewModel(username: username.rx.text.orEmpty.asObservable(), password: password.rx.text.orEmpty.asObservable())
        let wireframe = context.wireframe
        return Disposables.create(
            viewModel.usernameValid.bind(to: password.rx.isEnabled),
            viewModel.usernameValid.bind(to: usernameHint.rx.isHidden),
            viewModel.passwordValid.bind(to: passwordHint.rx.isHidden),
            viewModel.everythingValid.bind(to: button.rx.isEnabled),
            button.rx.tap
                .flatMapFirst { wireframe.promptFor("This is wonderful", cancelAction: "Ok", actions: [String]()) }
                .subscribe()
        )
    }
}
