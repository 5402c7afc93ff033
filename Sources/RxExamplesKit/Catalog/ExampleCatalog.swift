/// Every example, in the order of RxSwift's guide and example app.
public enum ExampleCatalog {
    /// The examples `RxExamples --list` names.
    public static let all: [Example] = [
        ReactiveValuesExample.example,
        SimpleUIBindingsExample.example,
        AutomaticInputValidationExample.example,
        NumbersExample.example,
        SimpleValidationExample.example,
        CalculatorExample.example,
        GitHubSignupExample.observables,
        GitHubSignupExample.drivers,
        GitHubSearchExample.example,
        WikipediaImageSearchExample.example,
        EditableTableExample.example,
        PartialUpdatesExample.example,
    ]

    /// The example called `name`.
    public static func example(named name: String) -> Example? {
        all.first { $0.name == name }
    }
}
