import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LocalHTTPServer
import RxCocoa
import RxSwift

/// "Making HTTP requests" and "Logging HTTP traffic", against a server on 127.0.0.1 that the
/// page starts (no network needed).
struct HTTPPage: Page {
    let name = "http"
    let title = "Making HTTP requests"

    func run() {
        let server: LocalHTTPServer
        do {
            server = try LocalHTTPServer()
        } catch {
            print("Could not start the local server: \(error)")
            return
        }
        defer { server.stop() }

        example("json(request:): nothing happens until subscription") {
            let req = URLRequest(url: server.url("/json"))
            let responseJSON = URLSession.shared.rx.json(request: req)

            // no requests will be performed up to this point
            // `responseJSON` is just a description how to fetch the response
            print("requests seen by the server: \(server.seen.requests.count)")

            let done = DispatchSemaphore(value: 0)
            let cancelRequest = responseJSON
                // this will fire the request
                .subscribe(onNext: { json in
                    print(json)
                }, onDisposed: {
                    done.signal()
                })
            _ = done.wait(timeout: .now() + 3)
            cancelRequest.dispose()
        }

        example("dispose() cancels the request") {
            let slow = URLSession.shared.rx.data(request: URLRequest(url: server.url("/slow?seconds=5")))
            let subscription = slow.subscribe(onNext: { data in
                print("never printed: \(data)")
            })
            server.wait(timeout: 2) { $0.requests.contains { $0.path == "/slow" } }
            sleep(seconds: 0.2)

            // if you want to cancel request after some time has passed just call
            subscription.dispose()

            let dropped = server.wait(timeout: 2) { $0.abandoned.contains("/slow") }
            print("the server saw the client hang up: \(dropped)")
            sleep(seconds: 0.1) // the request log of the cancelled task is printed from its callback
        }

        example("response(request:) for low level access") {
            let done = DispatchSemaphore(value: 0)
            _ = URLSession.shared.rx.response(request: URLRequest(url: server.url("/missing")))
                .debug("my request") // this will print out information to console
                .flatMap { (response: HTTPURLResponse, data: Data) -> Observable<String> in
                    if 200 ..< 300 ~= response.statusCode {
                        return Observable.just(String(decoding: data, as: UTF8.self))
                    } else {
                        return Observable.error(RxCocoaURLError.httpRequestFailed(response: response, data: data))
                    }
                }
                .subscribe(onNext: { body in
                    print(body)
                }, onError: { error in
                    print(error) // if error happened, this will also print out error to console
                }, onDisposed: {
                    done.signal()
                })
            _ = done.wait(timeout: .now() + 3)
        }

        example("data(request:) fails outside 200..<300") {
            let done = DispatchSemaphore(value: 0)
            _ = URLSession.shared.rx.data(request: URLRequest(url: server.url("/server-error")))
                .subscribe(onError: { error in
                    print("error: \(error)")
                }, onDisposed: {
                    done.signal()
                })
            _ = done.wait(timeout: .now() + 3)
        }

        example("Logging HTTP traffic: the Logging.URLRequests filter") {
            let previous = Logging.URLRequests
            Logging.URLRequests = { request in
                request.url?.path != "/text"
            }
            defer { Logging.URLRequests = previous }

            for path in ["/text", "/json"] {
                let body = try? URLSession.shared.rx.data(request: URLRequest(url: server.url(path)))
                    .map { String(decoding: $0, as: UTF8.self) }
                    .toArrayBlocking(timeout: 3)
                print("\(path) answered \(body ?? [])")
            }
        }
    }
}

private extension ObservableType {
    /// The elements, waiting on a semaphore (the playground does not depend on RxBlocking).
    func toArrayBlocking(timeout: TimeInterval) throws -> [Element] {
        let done = DispatchSemaphore(value: 0)
        var elements: [Element] = []
        var failure: Error?
        let subscription = subscribe(onNext: { elements.append($0) }, onError: { failure = $0 }, onDisposed: { done.signal() })
        if done.wait(timeout: .now() + timeout) == .timedOut {
            subscription.dispose()
            throw RxError.timeout
        }
        if let failure { throw failure }
        return elements
    }
}
