import SampleModels
import Testing

/// Amounts of money at their bounds: written at every scale, read back to the same cents. (The ways a
/// typed amount is refused are in GameAppTests' CardsAppTests.)
@Suite struct MoneyTests {
    @Test func amountsAreWrittenInGroupsOfThreeAtEveryScale() {
        #expect(Money.format(0) == "$0.00")
        #expect(Money.format(1) == "$0.01")
        #expect(Money.format(100_000) == "$1,000.00")
        #expect(Money.format(99_999_999_999) == "$999,999,999.99")
        #expect(Money.format(-1) == "-$0.01")
        #expect(Money.format(Int.min) == "-$92,233,720,368,547,758.08", "the smallest Int, without overflowing")
    }

    @Test(arguments: [1, 99, 100, 1_234, 100_000, 123_456_789, 99_999_999_999])
    func whatIsWrittenIsReadBackToTheSameCents(cents: Int) throws {
        #expect(try Money.cents(Money.format(cents)) == cents)
    }

    @Test func theLargestAmountIsJustUnderABillionDollars() throws {
        #expect(try Money.cents("999,999,999.99") == 99_999_999_999)
        #expect(throws: AmountRefusal.tooLarge) { try Money.cents("1,000,000,000") }
        #expect(throws: AmountRefusal.tooLarge) { try Money.cents("$1000000000.00") }
        #expect(try Money.cents("0.01") == 1, "and the smallest a cent")
    }

    @Test func spacesAroundAnAmountAreLeftOutButNotThoseInside() throws {
        #expect(try Money.cents("  $12.50 ") == 1_250)
        #expect(throws: AmountRefusal.notAnAmount) { try Money.cents("1 000") }
        #expect(throws: AmountRefusal.notAnAmount) { try Money.cents("$ 5") }
    }

    @Test func eachRefusalSaysHowToTypeAnAmount() {
        let refusals: [AmountRefusal] = [.notAnAmount, .negative, .nothing, .decimalComma, .misplacedComma, .tooManyDecimals, .tooLarge]
        #expect(Set(refusals.map(\.description)).count == refusals.count)
        #expect(refusals.allSatisfy { $0.description.hasSuffix(".") && $0.description.first?.isLowercase == true }, "the end of a sentence")
    }
}
