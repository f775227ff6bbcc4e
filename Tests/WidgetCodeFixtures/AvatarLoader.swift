//
//  AvatarLoader.swift
//  HeroWidgets
//
//  Written as Apple's game sample writes its image loading: a file that imports only Foundation,
//  serving the avatars through a URLProtocol registered on an ephemeral session.
//

import Foundation

/// Answers every request for an avatar with the bytes the server would send, without a network.
final class MockAvatarProtocol: URLProtocol {
    static let avatars: [String: String] = [
        "Spouty": "🐳 Spouty, Deep Sea Goer",
        "Unipony": "🦄 Unipony, Majestic Horse",
        "chores": "Dishes,Laundry,Plants",
    ]

    override class func canInit(with request: URLRequest) -> Bool {
        request.url?.host == "avatars.example.com"
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        guard let url = request.url else { return }
        let name = url.lastPathComponent
        let body = MockAvatarProtocol.avatars[name]
        let response = HTTPURLResponse(url: url, statusCode: body == nil ? 404 : 200, httpVersion: "HTTP/1.1", headerFields: [
            "Content-Type": "text/plain; charset=utf-8"
        ])!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Data((body ?? "unknown hero").utf8))
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

/// Loads avatars for the widget, one request at a time, and publishes the last one loaded.
final class AvatarLoader: ObservableObject {
    static let shared = AvatarLoader()

    @Published private(set) var lastLoaded: String?

    private let queue = DispatchSerialQueue(label: "com.example.heroes.avatars")
    private let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [MockAvatarProtocol.classForCoder()]
        let timeout = 5_000 * NSEC_PER_MSEC
        configuration.timeoutIntervalForRequest = TimeInterval(timeout) / TimeInterval(NSEC_PER_SEC)
        return URLSession(configuration: configuration)
    }()

    func avatar(for name: String, completion: @escaping (String?) -> Void) {
        let url = URL(string: "https://avatars.example.com/heroes/\(name)")!
        session.dataTask(with: URLRequest(url: url)) { [weak self] data, response, _ in
            guard let data, (response as? HTTPURLResponse)?.statusCode == 200 else {
                completion(nil)
                return
            }
            let text = String(decoding: data, as: UTF8.self)
            if let self {
                self.queue.async { self.lastLoaded = text }
            }
            completion(text)
        }.resume()
    }
}
