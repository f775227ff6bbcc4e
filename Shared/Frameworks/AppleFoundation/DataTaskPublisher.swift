import Combine
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// A publisher of one data task's result, as Apple's Foundation gives it with Combine.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher of one data task's result, for a request.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// Starts the task when subscribed to, publishes its data and response once, or fails with a
    /// `URLError`; a cancelled subscription cancels the task.
    public struct DataTaskPublisher: Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        public let request: URLRequest
        public let session: URLSession

        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Failure == URLError, S.Input == Output {
            let running = RunningTask()
            let (request, session) = (request, session)
            Deferred {
                Future<Output, URLError> { promise in
                    let promise = Promise(promise)
                    let task = session.dataTask(with: request) { data, response, error in
                        if let error {
                            promise.fulfil(.failure(Self.urlError(error)))
                        } else if let data, let response {
                            promise.fulfil(.success((data, response)))
                        } else {
                            promise.fulfil(.failure(URLError(.badServerResponse)))
                        }
                    }
                    running.task = task
                    task.resume()
                }
            }
            .handleEvents(receiveCancel: { running.task?.cancel() })
            .receive(subscriber: subscriber)
        }

        /// The future's promise, which OpenCombine gives as a plain closure. Unchecked because the data task
        /// calls it once, from its own queue, as Apple's does; the compiler cannot see that nothing else does.
        private struct Promise: @unchecked Sendable {
            let fulfil: (Result<Output, URLError>) -> Void

            init(_ fulfil: @escaping (Result<Output, URLError>) -> Void) {
                self.fulfil = fulfil
            }
        }

        /// The error as a `URLError`: an `NSError` of `NSURLErrorDomain` keeps its code (Linux has no
        /// bridging to make the cast do it).
        package static func urlError(_ error: any Error) -> URLError {
            if let error = error as? URLError { return error }
            let nsError = error as NSError
            guard nsError.domain == NSURLErrorDomain, let code = URLError.Code(rawValue: nsError.code) else { return URLError(.unknown) }
            return URLError(code)
        }

        /// The task a subscription started, for its cancellation to cancel. Unchecked because the task is
        /// set once, before the subscriber can cancel, and `URLSessionDataTask.cancel()` may be called from any thread.
        private final class RunningTask: @unchecked Sendable {
            var task: URLSessionDataTask?
        }
    }
}

// Foundation's coders as Combine's, for `.decode(type:decoder:)` and `.encode(encoder:)`, as Apple's
// Foundation makes them. Not OpenCombineFoundation's: what it adds to URLSession depends on whether a
// module named Combine is visible while it compiles, which here varies with the order of the build.
extension JSONDecoder: @retroactive TopLevelDecoder {}
extension JSONEncoder: @retroactive TopLevelEncoder {}
extension PropertyListDecoder: @retroactive TopLevelDecoder {}
extension PropertyListEncoder: @retroactive TopLevelEncoder {}
