/// Who may use the live page: a request that carries the token the server printed, sent to the loopback
/// address by name, from the page itself. A page of another origin (`Origin`), a name that resolves to
/// the loopback only by a trick (`Host`, against DNS rebinding) and another local user (who never saw the
/// token) are refused with 403.
public struct PageAdmission: Sendable {
    public let token: String
    public let port: Int

    public init(token: String, port: Int) {
        self.token = token
        self.port = port
    }

    /// A new token, random at each start: 32 bytes as hexadecimal.
    public static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in
            let byte = UInt8.random(in: 0...255, using: &generator)
            return (byte < 16 ? "0" : "") + String(byte, radix: 16)
        }.joined()
    }

    /// The hosts the page is reached at.
    var hosts: [String] { ["127.0.0.1:\(port)", "localhost:\(port)"] }

    /// Why a request is refused, in one sentence; nil when it is let in.
    public func refusal(token given: String?, host: String?, origin: String?) -> String? {
        guard let given, Self.same(given, token) else {
            return "This page needs the token that 'sample-app home serve' printed with its address; open the address it printed."
        }
        // A request that names no host (HTTP/1.0 allows it) is refused too: the check against DNS rebinding
        // holds only if every request is made to say where it was sent.
        guard let host else {
            return "This server answers at 127.0.0.1:\(port) only, and the request named no host; send it with a Host header."
        }
        guard hosts.contains(host.lowercased()) else {
            return "This server answers at 127.0.0.1:\(port) only, not at \(host)."
        }
        if let origin, !hosts.contains(where: { "http://\($0)" == origin.lowercased() }) {
            return "A page of another origin (\(origin)) may not use the home screen."
        }
        return nil
    }

    /// Whether two tokens are the same, looking at every byte whatever the first difference, so that the
    /// time taken tells nothing of the token.
    static func same(_ given: String, _ token: String) -> Bool {
        let a = Array(given.utf8)
        let b = Array(token.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
