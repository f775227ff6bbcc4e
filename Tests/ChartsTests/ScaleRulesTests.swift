import Foundation
import Testing

@testable import Charts

/// The rules Charts places data by, apart from any drawing: nice number domains and ticks, category
/// bands, date strides, the palette, the monotone curve's tangents, the sectors' shares.
@Suite struct ScaleRulesTests {
    @Test func aNumberDomainTakesInZeroAndWidensToNiceTicks() {
        let (domain, ticks) = NiceTicks.domain(lower: 3, upper: 97)
        #expect(domain == 0...100)
        #expect(ticks == [0, 20, 40, 60, 80, 100])
    }

    /// The two axes Apple's ScaleDomain page shows.
    @Test func applesOwnExamplesGiveApplesAxes() {
        let bars = NiceTicks.domain(lower: 5, upper: 15)
        #expect(bars.domain == 0...15, "bars of 5, 10 and 15 on an axis of 0…15")
        #expect(bars.ticks == [0, 5, 10, 15])
        #expect(NiceTicks.domain(lower: 12, upper: 85).domain == 0...100, "points from 12 to 85 on an axis of 0…100")
    }

    @Test func withoutZeroTheDomainHugsTheData() {
        let (domain, ticks) = NiceTicks.domain(lower: 52, upper: 97, includesZero: false)
        #expect(domain == 50...100)
        #expect(ticks == [50, 60, 70, 80, 90, 100])
    }

    @Test func negativeValuesWidenDownwardAndStepsAreOneTwoOrFive() {
        #expect(NiceTicks.domain(lower: -7, upper: 23).domain == -10...30)
        #expect(NiceTicks.step(span: 0.3) == 0.1)
        #expect(NiceTicks.step(span: 7_000) == 2_000)
        #expect(NiceTicks.step(span: 170) == 50)
        #expect(NiceTicks.ticks(in: 0...0.3, step: 0.1) == [0, 0.1, 0.2, 0.3], "no float noise in the ticks")
        #expect(NiceTicks.ticks(in: 0...15, step: 5).first?.sign == .plus, "zero, never minus zero")
    }

    @Test func aSingleOrMissingValueStillMakesADomain() {
        #expect(NiceTicks.domain(lower: 0, upper: 0).domain == 0...1)
        #expect(NiceTicks.domain(lower: .nan, upper: 4).domain == 0...1)
        let lone = NiceTicks.domain(lower: 40, upper: 40, includesZero: false).domain
        #expect(lone.contains(40) && lone.lowerBound < 40 && lone.upperBound > 40)
    }

    @Test func categoriesTakeBandsInTheOrderTheyFirstAppear() {
        let categories = BandScale.firstSeen(["Tue", "Mon", "Tue", "Wed"])
        #expect(categories == ["Tue", "Mon", "Wed"])
        let scale = BandScale(categories: categories, range: 0...90)
        #expect(scale.step == 30)
        #expect(scale.band(of: "Mon") == 30...60)
        #expect(scale.center(of: "Wed") == 75)
        #expect(scale.center(of: "Sun") == nil)
    }

    @Test func aLinearScaleMapsItsDomainOntoItsPoints() {
        let y = LinearScale(domain: 0...100, from: 200, to: 0)
        #expect(y.position(of: 0) == 200)
        #expect(y.position(of: 25) == 150)
        #expect(y.pointsPerUnit == 2)
    }

    @Test func aDayIsMarkedEverySixHoursOnTheHour() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let midnight = Date(timeIntervalSince1970: 1_795_737_600)  // 2026-11-27 00:00 UTC
        let stride = DateTicks.stride(span: 86_400)
        #expect(stride == DateTicks.Stride(component: .hour, count: 6))
        let ticks = DateTicks.ticks(in: midnight.addingTimeInterval(600)...midnight.addingTimeInterval(86_400), stride: stride, calendar: calendar)
        #expect(ticks.map { $0.timeIntervalSince(midnight) / 3_600 } == [6, 12, 18, 24], "aligned to the hours, from the first inside the domain")
        let locale = Locale(identifier: "en_US_POSIX")
        #expect(DateTicks.label(ticks[0], stride: stride, calendar: calendar, locale: locale) == "6\u{202F}AM", "as Foundation writes it, a narrow space before AM")
        let days = DateTicks.Stride(component: .day, count: 1)
        #expect(DateTicks.label(midnight, stride: days, calendar: calendar, locale: locale) == "Nov 27")
        #expect(DateTicks.stride(span: 365 * 86_400) == DateTicks.Stride(component: .month, count: 3))
    }

    @Test func seriesTakeApplesPaletteInOrderAndStartAgain() {
        #expect(ChartPalette.colors == [.blue, .green, .orange, .purple, .red, .cyan, .yellow])
        #expect(ChartPalette.color(at: 2) == .orange)
        #expect(ChartPalette.color(at: 7) == .blue)
        #expect(ChartPalette.symbol(at: 1) == .square)
        #expect(ChartPalette.symbol(at: 5) == .circle)
    }

    @Test func aMonotoneCurveIsFlatAtAPeak() {
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 0)]
        let tangents = Interpolation.monotoneTangents(points)
        #expect(tangents[1] == 0, "no overshoot above the peak")
        let rising = Interpolation.monotoneTangents([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 1), CGPoint(x: 20, y: 10)])
        #expect(rising[1] > 0 && rising[1] <= 0.2, "never steeper than twice the gentler secant allows")
    }

    @Test func sectorsTakeTheirShareOfTheSum() {
        #expect(ChartLayout.sectorFractions([1, 1, 2]) == [0.25, 0.25, 0.5])
        #expect(ChartLayout.sectorFractions([3, -1, 1]) == [0.75, 0, 0.25], "a value that is not positive takes no angle")
        #expect(ChartLayout.sectorFractions([0, 0]) == [0, 0])
    }
}
