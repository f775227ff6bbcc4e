import AppleFoundation
import Darwin
import Testing

/// `import Darwin` gives widget code the C library, and half-precision maths works as on Apple's platforms.
@Suite struct DarwinTests {
    @Test func theCLibrarysFunctionsAnswer() {
        #expect(abs(sin(0.5) - 0.479_425_538_604_203) < 1e-12)
        #expect(pow(2.0, 10.0) == 1024)
        for _ in 0..<100 { #expect(arc4random_uniform(10) < 10) }
        #expect(strlen("widget") == 6)
        #expect(getpid() > 0)
    }

    @Test func halfPrecisionMathsIsComputedInSinglePrecisionAndRoundedOnce() {
        let half: Float16 = 0.5
        #expect(sin(half) == Float16(sinf(0.5)))
        #expect(cos(half) == Float16(cosf(0.5)))
        #expect(pow(Float16(2), Float16(8)) == 256)
        #expect(exp(Float16(0)) == 1 && log(Float16(1)) == 0)
        #expect(atan2(Float16(1), Float16(1)) == Float16(Float.pi / 4))
        #expect(lgamma(Float16(1)).0 == 0)
    }
}
