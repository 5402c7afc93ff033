import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxCocoa
import XCTest
import RxTestSupport

final class RxCocoaURLErrorTests: RxTestCase {
    func testDescriptionsNameTheProblem() throws {
        let url = URL(string: "http://127.0.0.1/x")!
        let notFound = try XCTUnwrap(HTTPURLResponse(url: url, statusCode: 404, httpVersion: "HTTP/1.1", headerFields: nil))
        let plain = URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)

        XCTAssertEqual(RxCocoaURLError.unknown.debugDescription, "Unknown error has occurred.")
        XCTAssertEqual(RxCocoaURLError.httpRequestFailed(response: notFound, data: nil).debugDescription, "HTTP request failed with status code 404.")
        XCTAssertTrue(RxCocoaURLError.nonHTTPResponse(response: plain).debugDescription.hasPrefix("Response is not an HTTPURLResponse"))
        XCTAssertTrue(RxCocoaURLError.deserializationError(error: CocoaError(.propertyListReadCorrupt)).debugDescription.hasPrefix("Error during deserialization of the response: "))
    }
}
