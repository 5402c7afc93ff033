import RxCocoa
import RxExamplesKit
import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// Both sign-up view models on one timeline: the same inputs, the same outputs at the same ticks.
final class GitHubSignupViewModelTests: RxTestCase {
    private struct Outputs {
        let username: TestableObserver<ValidationResult>
        let repeated: TestableObserver<ValidationResult>
        let enabled: TestableObserver<Bool>
        let signingIn: TestableObserver<Bool>
        let signedIn: TestableObserver<Bool>
    }

    private struct Inputs {
        let username: TestableObservable<String>
        let password: TestableObservable<String>
        let repeated: TestableObservable<String>
        let taps: TestableObservable<Void>
    }

    private func inputs(_ scheduler: TestScheduler, username: String = "-a--------", repeated: String = "-s--------", taps: String = "-----x----") -> Inputs {
        Inputs(
            username: scheduler.createHotObservable(username, values: ["a": "alice", "o": "octocat", "e": ""]),
            password: scheduler.createHotObservable("-s--------", values: ["s": "secret"]),
            repeated: scheduler.createHotObservable(repeated, values: ["s": "secret", "d": "secrets"]),
            taps: scheduler.createHotObservable(taps, values: ["x": ()])
        )
    }

    /// Builds the view model of `driver` form (2) or observables (1) and records its outputs
    /// from tick 200.
    private func run(driver: Bool, _ scheduler: TestScheduler, _ inputs: Inputs, api: GitHubAPI, wireframe: Wireframe) -> Outputs {
        let outputs = Outputs(
            username: scheduler.createObserver(ValidationResult.self),
            repeated: scheduler.createObserver(ValidationResult.self),
            enabled: scheduler.createObserver(Bool.self),
            signingIn: scheduler.createObserver(Bool.self),
            signedIn: scheduler.createObserver(Bool.self)
        )
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let dependency = (API: api, validationService: GitHubDefaultValidationService(api: api) as GitHubValidationService, wireframe: wireframe)
            let observables: (Observable<ValidationResult>, Observable<ValidationResult>, Observable<Bool>, Observable<Bool>, Observable<Bool>)
            if driver {
                let viewModel = GithubSignupViewModel2(
                    input: (
                        username: inputs.username.asDriver(onErrorJustReturn: ""),
                        password: inputs.password.asDriver(onErrorJustReturn: ""),
                        repeatedPassword: inputs.repeated.asDriver(onErrorJustReturn: ""),
                        loginTaps: inputs.taps.asSignal(onErrorSignalWith: .empty())
                    ),
                    dependency: dependency
                )
                observables = (viewModel.validatedUsername.asObservable(), viewModel.validatedPasswordRepeated.asObservable(), viewModel.signupEnabled.asObservable(), viewModel.signingIn.asObservable(), viewModel.signedIn.asObservable())
            } else {
                let viewModel = GithubSignupViewModel1(
                    input: (username: inputs.username.asObservable(), password: inputs.password.asObservable(), repeatedPassword: inputs.repeated.asObservable(), loginTaps: inputs.taps.asObservable()),
                    dependency: dependency,
                    scheduler: scheduler
                )
                observables = (viewModel.validatedUsername, viewModel.validatedPasswordRepeated, viewModel.signupEnabled, viewModel.signingIn, viewModel.signedIn)
            }
            scheduler.scheduleAt(200) {
                observables.0.subscribe(outputs.username).disposed(by: bag)
                observables.1.subscribe(outputs.repeated).disposed(by: bag)
                observables.2.subscribe(outputs.enabled).disposed(by: bag)
                observables.3.subscribe(outputs.signingIn).disposed(by: bag)
                observables.4.subscribe(outputs.signedIn).disposed(by: bag)
            }
        }
        scheduler.start()
        return outputs
    }

    private func checkASuccessfulSignup(driver: Bool) {
        let scheduler = TestScheduler.milliseconds()
        let api = GitHubAPIDouble(
            availability: { _ in scheduler.createColdObservable("--t|", values: ["t": true]).asObservable() },
            signupResult: { _, _ in scheduler.createColdObservable("---t|", values: ["t": true]).asObservable() }
        )
        let wireframe = WireframeDouble { _ in scheduler.createColdObservable("--k|", values: ["k": "OK"]).asObservable() }
        let outputs = run(driver: driver, scheduler, inputs(scheduler), api: api, wireframe: wireframe)

        assertMarbles(outputs.username, "-V-A------", values: ["V": .validating, "A": .ok(message: "Username available")])
        assertMarbles(outputs.repeated, "-R--------", values: ["R": .ok(message: "Password repeated")])
        // Enabled once the server said the name is free; disabled while signing up (50 to 90).
        assertMarbles(outputs.enabled, "-F-T-F---T", values: ["T": true, "F": false])
        assertMarbles(outputs.signingIn, "F----T---F", values: ["T": true, "F": false])
        // The result comes once the user dismissed the alert (80 + 20).
        assertMarbles(outputs.signedIn, "----------T", values: ["T": true])
        XCTAssertEqual(wireframe.prompts, ["Mock: Signed in to GitHub."])
        XCTAssertEqual(api.signups, ["alice"])
    }

    func testASuccessfulSignupWithObservables() { checkASuccessfulSignup(driver: false) }
    func testASuccessfulSignupWithDrivers() { checkASuccessfulSignup(driver: true) }

    private func checkFailuresBecomeValues(driver: Bool) {
        let scheduler = TestScheduler.milliseconds()
        let api = GitHubAPIDouble(
            availability: { _ in scheduler.createColdObservable("--#", error: TestError.boom).asObservable() },
            signupResult: { _, _ in scheduler.createColdObservable("-#", error: TestError.boom).asObservable() }
        )
        let wireframe = WireframeDouble { _ in scheduler.createColdObservable("k|", values: ["k": "OK"]).asObservable() }
        let outputs = run(driver: driver, scheduler, inputs(scheduler, repeated: "-d--------", taps: "-----x----"), api: api, wireframe: wireframe)

        assertMarbles(outputs.username, "-V-E------", values: ["V": .validating, "E": .failed(message: "Error contacting server")])
        assertMarbles(outputs.repeated, "-D--------", values: ["D": .failed(message: "Password different")])
        assertMarbles(outputs.enabled, "-F--------", values: ["F": false])
        // The button is disabled, but a tap still reaches the view model: the failure is `false`.
        assertMarbles(outputs.signedIn, "------F---", values: ["F": false])
        XCTAssertEqual(wireframe.prompts, ["Mock: Sign in to GitHub failed"])
    }

    func testFailuresBecomeValuesWithObservables() { checkFailuresBecomeValues(driver: false) }
    func testFailuresBecomeValuesWithDrivers() { checkFailuresBecomeValues(driver: true) }

    private func checkANewUsernameCancelsTheCheckOfThePreviousOne(driver: Bool) {
        let scheduler = TestScheduler.milliseconds()
        var checks: [TestableObservable<Bool>] = []
        let api = GitHubAPIDouble(availability: { name in
            let check = scheduler.createColdObservable(name == "alice" ? "-----t|" : "-(f|)", values: ["t": true, "f": false])
            checks.append(check)
            return check.asObservable()
        })
        let wireframe = WireframeDouble { _ in .never() }
        let outputs = run(driver: driver, scheduler, inputs(scheduler, username: "-a-o-e----", taps: "----------"), api: api, wireframe: wireframe)

        assertMarbles(outputs.username, "-V-VTZ----", values: ["V": .validating, "T": .failed(message: "Username already taken"), "Z": .empty])
        XCTAssertEqual(api.checkedUsernames, ["alice", "octocat"])
        assertMarbles(checks[0], subscriptions: "-^-!")
        // The empty name needs no check: no third request.
        assertMarbles(checks[1], subscriptions: "---^!")
    }

    func testANewUsernameCancelsTheCheckOfThePreviousOneWithObservables() { checkANewUsernameCancelsTheCheckOfThePreviousOne(driver: false) }
    func testANewUsernameCancelsTheCheckOfThePreviousOneWithDrivers() { checkANewUsernameCancelsTheCheckOfThePreviousOne(driver: true) }
}
