import CryptoKit
import Foundation
import Testing

/// `import CryptoKit` gives Apple's API, computing the digests and ciphers the standards define.
@Suite struct CryptoKitTests {
    func hex<D: Sequence>(_ bytes: D) -> String where D.Element == UInt8 {
        bytes.map { String(format: "%02x", $0) }.joined()
    }

    @Test func sha256OfAKnownStringIsTheStandardsDigest() {
        #expect(hex(SHA256.hash(data: Data("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.hash(data: Data())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func hmacIsRFC4231sFirstCase() {
        let key = SymmetricKey(data: Data(repeating: 0x0b, count: 20))
        let code = HMAC<SHA256>.authenticationCode(for: Data("Hi There".utf8), using: key)
        #expect(hex(code) == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        #expect(HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: Data("Hi There".utf8), using: key))
        #expect(!HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: Data("Hi there".utf8), using: key))
    }

    @Test func aesGCMOpensWhatItSealedAndRefusesATamperedBox() throws {
        let key = SymmetricKey(size: .bits256)
        let message = Data("streak: 12 days".utf8)
        let sealed = try AES.GCM.seal(message, using: key)
        let combined = try #require(sealed.combined)
        #expect(try AES.GCM.open(try AES.GCM.SealedBox(combined: combined), using: key) == message)
        var tampered = combined
        tampered[tampered.count - 1] ^= 1
        #expect(throws: (any Error).self) { try AES.GCM.open(try AES.GCM.SealedBox(combined: tampered), using: key) }
        #expect(throws: (any Error).self) { try AES.GCM.open(sealed, using: SymmetricKey(size: .bits256)) }
    }
}
