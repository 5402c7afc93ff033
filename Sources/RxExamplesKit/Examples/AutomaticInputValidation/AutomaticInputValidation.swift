// Patterns: synchronous and asynchronous validation in one chain, a "pending" value with
// `startWith`, stale checks cancelled by `switchLatest` (the guide's "Automatic input
// validation").
import RxCocoa
import RxSwift

/// The state of a username's check.
public enum Availability: Equatable, Sendable {
    /// Free to take.
    case available(message: String)
    /// Somebody has it.
    case taken(message: String)
    /// Not a username.
    case invalid(message: String)
    /// Being checked.
    case pending(message: String)

    /// The text shown.
    public var message: String {
        switch self {
        case let .available(message), let .taken(message), let .invalid(message), let .pending(message):
            message
        }
    }
}

/// The availability of each username typed; a new one cancels the check of the previous.
public struct UsernameAvailabilityViewModel {
    /// The availability of the latest username.
    public let availability: Observable<Availability>

    /// The view model of the usernames typed, checked with `usernameAvailable`.
    public init(username: Observable<String?>, usernameAvailable: @escaping (String) -> Observable<Bool>) {
        availability = username
            .map { username -> Observable<Availability> in
                guard let username, !username.isEmpty else {
                    return .just(.invalid(message: "Username can't be empty."))
                }
                return usernameAvailable(username)
                    .map { $0 ? .available(message: "Username available") : .taken(message: "Username already taken") }
                    .startWith(.pending(message: "Checking availability ..."))
            }
            .switchLatest()
    }
}

enum AutomaticInputValidationExample {
    static let example = Example(
        name: "input-validation",
        title: "Automatic input validation",
        summary: "is the username free? a server check per edit, pending state, switchLatest cancels stale checks",
        usesServices: true
    ) { context in
        let usernameField = context.screen.add(TextField(name: "username", caption: "Username"))
        let errorLabel = context.screen.add(Label(name: "availability"))
        let api = DefaultGitHubAPI(baseURL: context.baseURL, session: context.session)
        let viewModel = UsernameAvailabilityViewModel(username: usernameField.rx.text.asObservable(), usernameAvailable: api.usernameAvailable)
        return viewModel.availability
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak errorLabel] availability in
                errorLabel?.text = availability.message
            })
    }
}
