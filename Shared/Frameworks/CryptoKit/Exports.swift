// CryptoKit as widget code imports it: swift-crypto's `Crypto`, which is Apple's CryptoKit API in Swift
// over BoringSSL, under the name code written for iOS imports (`import CryptoKit`). On Linux, `Crypto`
// builds its own implementation and never imports a module named CryptoKit, so this one cannot loop
// back into it (docs/cryptokit-subset.md).
@_exported import Crypto
