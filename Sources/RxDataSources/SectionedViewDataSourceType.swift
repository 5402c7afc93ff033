import Foundation

/// A data source that gives the model shown at an index path (RxCocoa's protocol in RxSwift,
/// needed here without UIKit).
public protocol SectionedViewDataSourceType {
    /// The model at `indexPath`.
    ///
    /// - Throws: when there is no model at `indexPath`.
    func model(at indexPath: IndexPath) throws -> Any
}
