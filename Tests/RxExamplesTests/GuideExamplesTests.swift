import RxExamplesKit
import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// The guide's three walk-throughs, Numbers and simple validation, on virtual time.
final class GuideExamplesTests: RxTestCase {
    func testReactiveValuesFollowTheSumAndKeepTheLastPositiveOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable("-a--b-------", values: ["a": 1, "b": 4])
        let b = scheduler.createHotObservable("-x-----y--z-", values: ["x": 2, "y": -8, "z": 10])
        let c = scheduler.start { ReactiveValuesViewModel(a: a.asObservable(), b: b.asObservable()).c }
        assertMarbles(c, "-A--B-----C-", values: ["A": "3 is positive", "B": "6 is positive", "C": "14 is positive"])
    }

    func testPrimeAnswersComeInTheOrderTypedEvenWhenAnEarlierOneIsSlower() {
        let scheduler = TestScheduler(initialClock: 0)
        // 7 takes 50 ticks, 8 takes 10: concat waits for 7's answer before asking about 8.
        let latencies = [7: 50, 8: 10]
        let text = scheduler.createHotObservable("-a-b--------", values: ["a": "7", "b": "8"])
        var asked: [(Int, TestTime)] = []
        let result = scheduler.start {
            PrimeViewModel(text: text.asObservable()) { n in
                Observable.deferred {
                    asked.append((n, scheduler.clock))
                    let isPrime = n == 7
                    return scheduler.createColdObservable([.next(latencies[n]!, Prime(n: n, isPrime: isPrime)), .completed(latencies[n]!)]).asObservable()
                }
            }.result
        }
        XCTAssertEqual(result.events, [.next(260, "number 7 is prime? true"), .next(270, "number 8 is prime? false")])
        XCTAssertEqual(asked.map(\.0), [7, 8])
        XCTAssertEqual(asked.map(\.1), [210, 260])
    }

    func testPrimeOracleAnswersAfterItsLatency() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let oracle = PrimeOracle(latency: .milliseconds(40), scheduler: scheduler)
        let answers = scheduler.start { Observable.from([1, 2, 9, 97]).concatMap(oracle.isPrime) }
        // `delay` delivers one event per timer, as RxSwift's does: each answer's completion,
        // due with it, comes a tick later, and so does the next question.
        XCTAssertEqual(answers.events, [
            .next(240, Prime(n: 1, isPrime: false)), .next(281, Prime(n: 2, isPrime: true)),
            .next(322, Prime(n: 9, isPrime: false)), .next(363, Prime(n: 97, isPrime: true)), .completed(364),
        ])
    }

    func testAvailabilityIsPendingThenTheServersAnswerAndANewNameCancelsTheOldCheck() {
        let scheduler = TestScheduler(initialClock: 0)
        let checks: [String: TestableObservable<Bool>] = [
            "alice": scheduler.createColdObservable("-----t|", values: ["t": true]),
            "bob": scheduler.createColdObservable("--f|", values: ["f": false]),
        ]
        let username = scheduler.createHotObservable("-e-a--b-------", values: ["e": "", "a": "alice", "b": "bob"] as [Character: String?])
        let availability = scheduler.start {
            UsernameAvailabilityViewModel(username: username.asObservable()) { checks[$0]!.asObservable() }.availability
        }
        assertMarbles(availability, "-I-P--P-T", values: [
            "I": .invalid(message: "Username can't be empty."),
            "P": .pending(message: "Checking availability ..."),
            "T": .taken(message: "Username already taken"),
        ])
        // alice's check was cancelled when bob was typed, before its answer.
        assertMarbles(checks["alice"]!, subscriptions: "---^--!")
        assertMarbles(checks["bob"]!, subscriptions: "------^--!")
    }

    func testNumbersSumTheFieldsCountingTextsThatAreNotNumbersAsZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let one = scheduler.createHotObservable("-a---d---", values: ["a": "1", "d": "10"])
        let two = scheduler.createHotObservable("-b-x-----", values: ["b": "2", "x": "two"])
        let three = scheduler.createHotObservable("-c-------", values: ["c": "3"])
        let sum = scheduler.start { NumbersViewModel(numbers: [one, two, three].map { $0.asObservable() }).sum }
        assertMarbles(sum, "-S-T-U---", values: ["S": "6", "T": "4", "U": "13"])
    }

    func testSimpleValidationEnablesTheButtonOnlyWhenBothFieldsAreLongEnough() {
        let scheduler = TestScheduler(initialClock: 0)
        let username = scheduler.createHotObservable("-a--b-----c-", values: ["a": "", "b": "alice", "c": "ali"])
        let password = scheduler.createHotObservable("-x----y-z---", values: ["x": "", "y": "1234", "z": "12345"])
        let viewModel = SimpleValidationViewModel(username: username.asObservable(), password: password.asObservable())
        let usernameValid = scheduler.createObserver(Bool.self)
        let everythingValid = scheduler.createObserver(Bool.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            viewModel.usernameValid.subscribe(usernameValid).disposed(by: bag)
            viewModel.everythingValid.subscribe(everythingValid).disposed(by: bag)
        }
        scheduler.start()
        assertMarbles(usernameValid, "-F--T-----F-", values: ["T": true, "F": false])
        assertMarbles(everythingValid, "-F--F-F-T-F-", values: ["T": true, "F": false])
        // Shared: the username's map ran once per text, not once per binding.
        XCTAssertEqual(username.subscriptions.count, 1)
    }
}
