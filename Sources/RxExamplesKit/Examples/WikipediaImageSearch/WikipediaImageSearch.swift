// Patterns: rows bound from per-row drivers, two activity indicators combined into one status,
// `isHidden` of an "empty" view, a selection opening the article through the wireframe.
import RxCocoa
import RxSwift

enum WikipediaImageSearchExample {
    static let example = Example(
        name: "wikipedia",
        title: "Wikipedia image search",
        summary: "articles and their pictures as you type: flatMapLatest, per-row view models, two activity indicators",
        usesServices: true
    ) { context in
        let screen = context.screen
        let searchField = screen.add(TextField(name: "search", caption: "Search Wikipedia"))
        let activity = screen.add(Label(name: "activity"))
        let results = screen.add(ListView(name: "results", emptyText: ""))
        let empty = screen.add(Label(name: "empty", text: "No articles"))
        let api = DefaultWikipediaAPI(baseURL: context.baseURL, session: context.session)
        let viewModel = WikipediaSearchViewModel(query: searchField.rx.text.orEmpty.asDriver(), api: api)
        let wireframe = context.wireframe
        return Disposables.create(
            viewModel.rows.drive(results.rx.rows),
            viewModel.results.map { !$0.isEmpty }.drive(empty.rx.isHidden),
            Driver.combineLatest(viewModel.loadingWikipediaData, viewModel.loadingImages) { data, images in
                data ? "Loading articles ..." : images ? "Downloading pictures ..." : ""
            }
            .distinctUntilChanged()
            .drive(activity.rx.text),
            results.rx.itemSelected.asDriver().withLatestFrom(viewModel.results) { path, results in results[path.row].searchResult.url }
                .drive(onNext: { wireframe.open(url: $0) })
        )
    }
}
