import RxSwift

/// "Variables": observable state, completed when the variable is deallocated.
struct VariablesPage: Page {
    let name = "variables"
    let title = "Variables"

    @available(*, deprecated, message: "Shows the guide's Variable, which is deprecated")
    func run() {
        example("Variable") {
            let variable = Variable(0)

            print("Before first subscription ---")

            _ = variable.asObservable()
                .subscribe(onNext: { n in
                    print("First \(n)")
                }, onCompleted: {
                    print("Completed 1")
                })

            print("Before send 1")

            variable.value = 1

            print("Before second subscription ---")

            _ = variable.asObservable()
                .subscribe(onNext: { n in
                    print("Second \(n)")
                }, onCompleted: {
                    print("Completed 2")
                })

            print("Before send 2")

            variable.value = 2

            print("End ---")
        }
    }
}
