import AppleFoundation
import Testing

/// Foundation's coders as Combine's, as Apple's Foundation makes them.
@Suite struct CombineFoundationTests {
    @Test func aPublisherDecodesAndEncodesWithFoundationsCoders() throws {
        var decoded: [[Int]] = []
        _ = Just(Data("[1,2,3]".utf8)).decode(type: [Int].self, decoder: JSONDecoder()).sink(
            receiveCompletion: { _ in }, receiveValue: { decoded.append($0) })
        #expect(decoded == [[1, 2, 3]])
        var encoded: [String] = []
        _ = Just(["a": 1]).encode(encoder: JSONEncoder()).sink(
            receiveCompletion: { _ in }, receiveValue: { encoded.append(String(decoding: $0, as: UTF8.self)) })
        #expect(encoded == [#"{"a":1}"#])
    }

    @Test func aTasksNSErrorKeepsItsURLErrorCode() {
        let offline = NSError(domain: NSURLErrorDomain, code: URLError.Code.notConnectedToInternet.rawValue)
        #expect(URLSession.DataTaskPublisher.urlError(offline).code == .notConnectedToInternet)
        #expect(URLSession.DataTaskPublisher.urlError(NSError(domain: "other", code: 1)).code == .unknown)
    }
}
