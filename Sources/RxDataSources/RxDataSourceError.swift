import Foundation

/// Why a data source cannot answer.
public enum RxDataSourceError: Error, Equatable, Sendable {
    /// There is no item at the index path.
    case outOfBounds(indexPath: IndexPath)
}
