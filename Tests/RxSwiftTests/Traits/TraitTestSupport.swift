import RxTest
@testable import RxSwift

/// Wraps any sequence in a trait without the checks of `asSingle()` and its siblings, to show
/// what the trait's subscriber does with a sequence that breaks the grammar.
enum PrimitiveSequenceProbe {
    static func single<Source: ObservableConvertibleType>(_ source: Source) -> Single<Source.Element> {
        PrimitiveSequence(raw: source.asObservable())
    }

    static func maybe<Source: ObservableConvertibleType>(_ source: Source) -> Maybe<Source.Element> {
        PrimitiveSequence(raw: source.asObservable())
    }
}
