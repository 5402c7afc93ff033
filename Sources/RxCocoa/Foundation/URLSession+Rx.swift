import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxSwift

extension Reactive where Base: URLSession {
    /// The response and body of `request`.
    ///
    /// Nothing is sent before subscription; each subscription sends the request once, and
    /// disposing the subscription cancels the task. Any HTTP status is an element (see
    /// `data(request:)` for one that fails outside `200..<300`); a transport failure is the
    /// session's error. Events arrive on the session's delegate queue, not on the main thread.
    ///
    /// - Parameter request: The request to send.
    /// - Returns: One element, `(response, data)`, then completion.
    public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
        let session = base
        return Observable.create { observer in
            let startedAt: Date? = RequestLog.shouldLog(request) ? Date() : nil
            let task = session.dataTask(with: request) { data, response, error in
                if let startedAt {
                    RequestLog.log(request, response: response, error: error, duration: Date().timeIntervalSince(startedAt))
                }
                guard let response, let data else {
                    observer.on(.error(error ?? RxCocoaURLError.unknown))
                    return
                }
                guard let httpResponse = response as? HTTPURLResponse else {
                    observer.on(.error(RxCocoaURLError.nonHTTPResponse(response: response)))
                    return
                }
                observer.on(.next((httpResponse, data)))
                observer.on(.completed)
            }
            task.resume()
            return Disposables.create(with: task.cancel)
        }
    }

    /// The body of `request`, when its status code is in `200..<300`.
    ///
    /// - Parameter request: The request to send.
    /// - Returns: One element, the body, then completion; or
    ///   `RxCocoaURLError.httpRequestFailed(response:data:)` for any other status.
    public func data(request: URLRequest) -> Observable<Data> {
        response(request: request).map { response, data in
            guard 200..<300 ~= response.statusCode else {
                throw RxCocoaURLError.httpRequestFailed(response: response, data: data)
            }
            return data
        }
    }

    /// The body of `request` decoded with `JSONSerialization`.
    ///
    /// - Parameters:
    ///   - request: The request to send.
    ///   - options: The reading options of `JSONSerialization.jsonObject(with:options:)`.
    /// - Returns: The decoded object, then completion; or the errors of `data(request:)`, or
    ///   `RxCocoaURLError.deserializationError(error:)` when the body is not JSON.
    public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = []) -> Observable<Any> {
        data(request: request).map { data in
            do {
                return try JSONSerialization.jsonObject(with: data, options: options)
            } catch {
                throw RxCocoaURLError.deserializationError(error: error)
            }
        }
    }

    /// The body at `url`, fetched with a `GET` request and decoded as JSON; see
    /// `json(request:options:)`.
    public func json(url: URL) -> Observable<Any> {
        json(request: URLRequest(url: url))
    }
}
