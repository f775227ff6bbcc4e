/// A small, fast generator whose numbers depend only on its seed (SplitMix64): generated data and
/// fuzzed requests come out the same on every machine and every run. The standard library's
/// generator cannot be seeded.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number from 0 up to, not including, `bound` (which must be positive).
    public mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
