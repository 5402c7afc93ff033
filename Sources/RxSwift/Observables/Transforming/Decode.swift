import Foundation

/// A decoder that turns `Data` into a `Decodable` value: what `decode(type:decoder:)` uses.
/// `JSONDecoder` and `PropertyListDecoder` conform.
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`; throws if `data` does not hold one.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
    /// Decodes each element into an `Item` with `decoder`; a decoding error ends the sequence
    /// with it.
    ///
    ///     source:                                      {"id":1}--{"id":2}|
    ///     decode(type: User.self, decoder: decoder):   User(1)---User(2)|
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - decoder: The decoder, for example a `JSONDecoder`.
    public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder) -> Observable<Item> {
        map { try decoder.decode(type, from: $0) }
    }
}
