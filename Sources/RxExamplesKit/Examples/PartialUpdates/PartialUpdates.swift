// Patterns: a sectioned table animated by RxDataSources without UIKit: the view model's sections
// bound to a headless `RxSectionedAnimatedDataSource`, whose `changesets` (the staged batches of
// the Differentiator) are folded into the marks of the rows they inserted (+), moved (→) and
// updated (*), and a panel of what they deleted (-); the table is drawn from the data source's
// sections.
import RxCocoa
import RxDataSources
import RxRelay
import RxSwift

enum PartialUpdatesExample {
    static let example = Example(
        name: "partial-updates",
        title: "Table with animated partial updates",
        summary: "sections of numbers randomized by a button or a timer: RxSectionedAnimatedDataSource's changesets shown as row marks"
    ) { context in
        let screen = context.screen
        let randomize = screen.add(Button(name: "randomize", title: "Randomize"))
        let autoRun = screen.add(Button(name: "auto", title: "Auto-run: off"))
        let change = screen.add(Label(name: "change", caption: "Last change"))
        let removed = screen.add(Label(name: "removed", caption: "Removed"))
        screen.add(Label(name: "legend", text: "Marks: + inserted  → moved  * updated (removed rows are listed above)"))
        let table = screen.add(ListView(name: "numbers", emptyText: "(no sections)"))
        let viewModel = PartialUpdatesViewModel(
            randomize: randomize.rx.tap.asObservable(),
            toggleAutoRun: autoRun.rx.tap.asObservable(),
            seed: context.seed,
            scheduler: MainScheduler.instance
        )
        let dataSource = RxSectionedAnimatedDataSource<NumberSection>()
        // Each version's changesets come synchronously while the data source takes the version;
        // telling the log first lets it group them by version.
        let newVersions = PublishRelay<AnimationLog.Event>()
        let log = Observable.merge(newVersions.asObservable(), dataSource.changesets.map(AnimationLog.Event.batch))
            .scan(AnimationLog(), accumulator: AnimationLog.reduce)
            .share(replay: 1)
        // Subscribed before the binding, so that the first version's reload is drawn.
        let drawing = Disposables.create(
            log.map { $0.listSections(of: dataSource.sectionModels) }.bind(to: table.rx.sections),
            log.map { $0.summary(of: dataSource.sectionModels) }.bind(to: change.rx.text),
            log.map(\.removedText).bind(to: removed.rx.text)
        )
        return Disposables.create(
            drawing,
            viewModel.isAutoRunning.map { "Auto-run: \($0 ? "on" : "off")" }.bind(to: autoRun.rx.title),
            viewModel.sections
                .do(onNext: { _ in newVersions.accept(.newVersion) })
                .bind(to: dataSource)
        )
    }
}
