import Foundation
import RxCocoa
import RxExamplesKit
import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class WikipediaSearchViewModelTests: RxTestCase {
    private func page(_ title: String, images: [String]) -> WikipediaPage {
        WikipediaPage(title: title, text: images.map { #"<p><img src="http://127.0.0.1:1/images/\#($0)"></p>"# }.joined())
    }

    func testRowsShowLoadingThenPicturesThenTheirSizeAndActivityFollowsTheRequests() {
        let scheduler = TestScheduler.milliseconds()
        let api = WikipediaAPIDouble(scheduler: scheduler)
        let a = Fixture.article("A"), b = Fixture.article("B")
        api.searches["re"] = scheduler.createColdObservable([.next(50, [a, b]), .completed(50)])
        api.pages["A"] = scheduler.createColdObservable([.next(30, page("A", images: ["a.png", "icon.svg.png"])), .completed(30)])
        api.pages["B"] = scheduler.createColdObservable([.next(60, page("B", images: [])), .completed(60)])
        api.images[Fixture.url("images/a.png")] = scheduler.createColdObservable([.next(20, Data(count: 2048)), .completed(20)])
        let query = scheduler.createHotObservable([.next(210, "r"), .next(220, "re")])

        let rows = scheduler.createObserver([String].self)
        let loadingData = scheduler.createObserver(Bool.self)
        let loadingImages = scheduler.createObserver(Bool.self)
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = WikipediaSearchViewModel(query: query.asDriver(onErrorJustReturn: ""), api: api)
            scheduler.scheduleAt(200) {
                viewModel.rows.drive(rows).disposed(by: bag)
                viewModel.loadingWikipediaData.drive(loadingData).disposed(by: bag)
                viewModel.loadingImages.drive(loadingImages).disposed(by: bag)
            }
        }
        scheduler.start()

        // Searched 300 ms after "re"; cleared at once (startWith), filled 50 ms later.
        XCTAssertEqual(rows.events, [
            .next(520, []),
            .next(570, ["A (loading…)", "B (loading…)"]),
            .next(600, ["A (1 picture)", "B (loading…)"]),
            .next(620, ["A (1 picture, 2 KB)", "B (loading…)"]),
            .next(630, ["A (1 picture, 2 KB)", "B (0 pictures)"]),
        ])
        XCTAssertEqual(loadingData.events, [.next(200, false), .next(520, true), .next(630, false)])
        XCTAssertEqual(loadingImages.events, [.next(200, false), .next(600, true), .next(620, false)])
        XCTAssertEqual(api.searches["re"]?.subscriptions, [Subscription(520, 570)])
        XCTAssertNil(api.searches["r"], "the text typed before the pause is never searched")
    }

    func testAFailingSearchIsRetriedThreeTimesThenShowsNoResults() {
        let scheduler = TestScheduler.milliseconds()
        let api = WikipediaAPIDouble(scheduler: scheduler)
        api.searches["x"] = scheduler.createColdObservable([.error(10, TestError.boom)])
        let query = scheduler.createHotObservable([.next(210, "x")])
        let rows = scheduler.createObserver([String].self)
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = WikipediaSearchViewModel(query: query.asDriver(onErrorJustReturn: ""), api: api)
            scheduler.scheduleAt(200) { viewModel.rows.drive(rows).disposed(by: bag) }
        }
        scheduler.start()

        XCTAssertEqual(api.searches["x"]?.subscriptions, [Subscription(510, 520), Subscription(520, 530), Subscription(530, 540)])
        XCTAssertEqual(rows.events, [.next(510, []), .next(540, [])])
    }

    func testImageURLsSkipSVGRenderings() {
        let page = page("P", images: ["one.png", "logo.svg.png", "two.jpg"])
        XCTAssertEqual(page.imageURLs.map(\.lastPathComponent), ["one.png", "two.jpg"])
    }
}
