// Patterns: a table bound to a state's sections, its editing events (`itemDeleted`,
// `itemMoved`) fed back as commands, the selected row read with `withLatestFrom(state)`.
import RxCocoa
import RxSwift

enum EditableTableExample {
    static let example = Example(
        name: "editable-table",
        title: "Table with editing commands",
        summary: "users in two sections, delete (d) and move (J/K): state reduced from commands, ErrorTracker, ActivityIndicator",
        usesServices: true
    ) { context in
        let screen = context.screen
        let status = screen.add(Label(name: "status"))
        let table = screen.add(ListView(name: "users", isEditable: true))
        let detail = screen.add(Label(name: "detail", caption: "Selected"))
        let api = DefaultRandomUserAPI(baseURL: context.baseURL, session: context.session)
        let viewModel = EditableTableViewModel(
            deleted: table.rx.itemDeleted.asObservable(),
            moved: table.rx.itemMoved.asObservable(),
            loadUsers: api.getExampleUserResultSet(),
            scheduler: MainScheduler.asyncInstance
        )
        let state = viewModel.state.asDriver(onErrorDriveWith: .empty())
        return Disposables.create(
            state.map { state in
                [ListSection(title: "Favorite Users", rows: state.favoriteUsers.map(\.description)),
                 ListSection(title: "Normal Users", rows: state.users.map(\.description))]
            }
            .drive(table.rx.sections),
            viewModel.loading.map { $0 ? "Loading users ..." : "" }.drive(status.rx.text),
            viewModel.errors.map { "Could not load the users: \($0)" }.emit(to: status.rx.text),
            table.rx.itemSelected.asDriver().withLatestFrom(state) { path, state in state.sections[path.section][path.row] }
                .map { "\($0) (\($0.imageURL))" }
                .drive(detail.rx.text)
        )
    }
}
