import RxCocoa
import RxExamplesKit
import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class EditableTableViewModelTests: RxTestCase {
    private let ann = Fixture.user("Ann"), bob = Fixture.user("Bob"), cy = Fixture.user("Cy")

    func testFavoritesFirstThenTheLoadedUsersThenTheEdits() {
        let scheduler = TestScheduler.milliseconds()
        let users = scheduler.createColdObservable([.next(100, [ann, bob, cy]), .completed(100)])
        let deleted = scheduler.createHotObservable([.next(400, ItemPath(section: 1, row: 1))])
        let moved = scheduler.createHotObservable([.next(500, (ItemPath(section: 1, row: 0), ItemPath(section: 0, row: 0)))])
        let loading = scheduler.createObserver(Bool.self)
        let bag = DisposeBag()
        var state: TestableObserver<TableViewEditingCommandsState>!
        SharingScheduler.mock(scheduler: scheduler) {
            state = scheduler.start { () -> Observable<TableViewEditingCommandsState> in
                let viewModel = EditableTableViewModel(deleted: deleted.asObservable(), moved: moved.asObservable(), loadUsers: users.asObservable(), scheduler: scheduler)
                viewModel.loading.drive(loading).disposed(by: bag)
                return viewModel.state
            }
        }
        let favorites = EditableTableViewModel.favoriteUsers
        XCTAssertEqual(state.events, [
            .next(200, TableViewEditingCommandsState()),
            .next(200, TableViewEditingCommandsState(favoriteUsers: favorites)),
            .next(300, TableViewEditingCommandsState(favoriteUsers: favorites, users: [ann, bob, cy])),
            .next(400, TableViewEditingCommandsState(favoriteUsers: favorites, users: [ann, cy])),
            .next(500, TableViewEditingCommandsState(favoriteUsers: [ann] + favorites, users: [cy])),
        ])
        XCTAssertEqual(loading.events.map(\.value.element), [false, true, false])
        XCTAssertEqual(loading.events.map(\.time).suffix(2), [200, 300])
    }

    func testAFailedLoadIsReportedAndLeavesTheNormalUsersEmpty() {
        let scheduler = TestScheduler.milliseconds()
        let users = scheduler.createColdObservable([.error(50, TestError.boom)] as [Recorded<Event<[User]>>])
        let errors = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        var viewModel: EditableTableViewModel!
        SharingScheduler.mock(scheduler: scheduler) {
            viewModel = EditableTableViewModel(deleted: .never(), moved: .never(), loadUsers: users.asObservable(), scheduler: scheduler)
            viewModel.errors.map { "\($0)" }.emit(to: errors).disposed(by: bag)
        }
        let state = scheduler.start { viewModel.state }
        XCTAssertEqual(errors.events, [.next(250, "TestError(1)")])
        XCTAssertEqual(state.events.last, .next(250, TableViewEditingCommandsState(favoriteUsers: EditableTableViewModel.favoriteUsers, users: [])))
    }

    func testEditsOfRowsThatAreNotThereChangeNothing() {
        let start = TableViewEditingCommandsState(favoriteUsers: [ann], users: [bob])
        XCTAssertEqual(TableViewEditingCommandsState.reduce(start, .deleteUser(ItemPath(section: 1, row: 5))), start)
        XCTAssertEqual(TableViewEditingCommandsState.reduce(start, .moveUser(from: ItemPath(section: 2, row: 0), to: ItemPath(section: 0, row: 0))), start)
        // A move past the end of a section puts the row last.
        XCTAssertEqual(TableViewEditingCommandsState.reduce(start, .moveUser(from: ItemPath(section: 0, row: 0), to: ItemPath(section: 1, row: 9))), TableViewEditingCommandsState(users: [bob, ann]))
    }
}
