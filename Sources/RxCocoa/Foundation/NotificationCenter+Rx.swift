import Foundation
import RxSwift

// On Linux `NotificationCenter` is not an `NSObject`, so it does not get `.rx` from RxSwift's
// `NSObject: ReactiveCompatible`; on Darwin it is one, and a second conformance would clash.
#if !canImport(ObjectiveC)
extension NotificationCenter: ReactiveCompatible {}
#endif

extension Reactive where Base: NotificationCenter {
    /// The notifications named `name` (every notification if `nil`) posted by `object` (by any
    /// object if `nil`).
    ///
    /// Each subscription adds an observer to the center, and disposal removes it: no
    /// notification is delivered after `dispose()` returns on the posting thread, and the center
    /// keeps no reference to the subscription. Notifications arrive on the posting thread.
    ///
    /// - Parameters:
    ///   - name: The notification name to observe.
    ///   - object: The sender to observe, held weakly.
    /// - Returns: The notifications; the sequence never ends by itself.
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        let center = base
        weak let sender = object
        let filtersBySender = object != nil
        return Observable.create { observer in
            // A sender that is gone can post nothing more; observing `nil` would widen the filter
            // to every sender.
            if filtersBySender && sender == nil {
                return Disposables.create()
            }
            let token = center.addObserver(forName: name, object: sender, queue: nil) { notification in
                observer.on(.next(notification))
            }
            return Disposables.create {
                center.removeObserver(token)
            }
        }
    }
}
