import RxSwift
import RxTest

/// Operators that look at a sequence or change its type (Sources/RxSwift/RxSwift.docc/Operators/UtilityOperators.md).
let utilityPictures: [Picture] = [
    Picture("do", "do(onNext: { print($0) })") { run in run.hot("xs", "-1--2--3--|").do(onNext: { _ in }) },
    Picture("debug", "debug(\"xs\")") { run in run.hot("xs", "-1--2--3--|").debug("MarbleGallery", trimOutput: true) },
    Picture("ifEmptyDefault", "ifEmpty(default: 9)") { run in run.hot("xs", "-----|").ifEmpty(default: 9) },
    Picture("ifEmptySwitchTo", "ifEmpty(switchTo: ys)") { run in
        let xs = run.hot("xs", "----|")
        let ys = run.cold("ys", "-7--8-|")
        return xs.ifEmpty(switchTo: ys)
    },
    Picture("asSingle", "asSingle()") { run in run.hot("xs", "--4------|").asSingle() },
    Picture("asSingleTooMany", "asSingle(), a second element") { run in run.hot("xs", "--4---5---|").asSingle() },
    Picture("asMaybe", "asMaybe()") { run in run.hot("xs", "--4------|").asMaybe() },
]
