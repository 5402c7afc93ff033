// Patterns: an immutable view model: the state of the table is the reduction of commands
// (`Observable.system`), from an initial-load feedback and the user's edits; the load's errors
// go to an `ErrorTracker`, its progress to an `ActivityIndicator`.
import RxCocoa
import RxSwift

/// The table of users with editing commands.
public final class EditableTableViewModel {
    /// The favorites the table starts with.
    public static let favoriteUsers = [
        User(firstName: "Super", lastName: "Man", imageURL: "http://nerdreactor.com/wp-content/uploads/2015/02/Superman1.jpg"),
        User(firstName: "Wat", lastName: "Man", imageURL: "http://www.iri.upc.edu/files/project/98/main.GIF"),
    ]

    /// The table after each command.
    public let state: Observable<TableViewEditingCommandsState>
    /// Whether the users are loading.
    public let loading: Driver<Bool>
    /// Why loading the users failed.
    public let errors: Signal<Error>

    /// The view model of the user's deletions and moves, loading the other users with
    /// `loadUsers`; commands are reduced on `scheduler`.
    public init(deleted: Observable<ItemPath>, moved: Observable<(ItemPath, ItemPath)>, loadUsers: Observable<[User]>, scheduler: ImmediateSchedulerType) {
        let loadingIndicator = ActivityIndicator()
        let errorTracker = ErrorTracker()
        let initialLoad: Feedback<TableViewEditingCommandsState, TableViewEditingCommand> = { _ in
            let users = loadUsers
                .trackActivity(loadingIndicator)
                .trackError(errorTracker)
                .catchAndReturn([])
            return Observable.just(.setFavoriteUsers(favoriteUsers: Self.favoriteUsers))
                .concat(users.map(TableViewEditingCommand.setUsers))
        }
        let edits: Feedback<TableViewEditingCommandsState, TableViewEditingCommand> = { _ in
            Observable.merge(deleted.map(TableViewEditingCommand.deleteUser), moved.map { TableViewEditingCommand.moveUser(from: $0, to: $1) })
        }
        state = Observable.system(initialState: TableViewEditingCommandsState(), reduce: TableViewEditingCommandsState.reduce, scheduler: scheduler, feedback: [initialLoad, edits])
            .share(replay: 1)
        loading = loadingIndicator.asDriver()
        errors = errorTracker.asSignal()
    }
}
