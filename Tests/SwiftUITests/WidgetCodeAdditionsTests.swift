import Foundation
import Synchronization
import SwiftUI
import Testing
import ViewArchive

/// What widget code written for iOS 17 and later calls besides the views it draws: animations and
/// transitions (drawn at their end), effects, symbol variants, formats, buttons with actions, scroll
/// views, navigation paths, text sizes, and Observation through `import SwiftUI`.
@MainActor
@Suite struct WidgetCodeAdditionsTests {
    func archive<V: View>(_ view: V) -> ViewNode { view.archived(in: EnvironmentValues()) }

    @Test @MainActor func animationsAndTransitionsDrawTheViewAtItsEnd() {
        let plain = archive(Text("12").font(.title))
        let animated = archive(
            Text("12").font(.title).contentTransition(.numericText()).animation(.spring(duration: 0.3), value: 12)
                .transition(.opacity.combined(with: .scale)).transition(.blurReplace).compositingGroup()
                .onAppear { Issue.record("onAppear does not run in a widget") })
        #expect(animated == plain)
        var ran = false
        let result = withAnimation(.easeInOut(duration: 2).delay(1)) { ran = true; return 7 }
        #expect(ran && result == 7, "withAnimation runs its body at once")
        #expect(Animation.easeIn.delay(0.5).speed(2).description == "easeIn.delay(0.5).speed(2.0)")
        #expect(Animation.linear.repeatForever(autoreverses: false) != Animation.linear)
    }

    @Test func effectsAreArchivedAsTheyWereApplied() {
        #expect(archive(Text("a").scaleEffect(2)) == .modified(.text("a"), .scaleEffect(x: 2, y: 2, anchor: UnitPointValue(x: 0.5, y: 0.5))))
        #expect(
            archive(Text("a").scaleEffect(x: -1, anchor: .topLeading))
                == .modified(.text("a"), .scaleEffect(x: -1, y: 1, anchor: UnitPointValue(x: 0, y: 0))))
        #expect(archive(Text("a").layoutPriority(1)) == .modified(.text("a"), .layoutPriority(1)))
        #expect(
            archive(Color.red.mask(alignment: .top) { Circle() })
                == .modified(.color(ColorValue(name: .red)), .mask(.shape(ShapeViewValue(shape: .circle)), alignment: .top)))
    }

    @Test func aTurnInDepthIsDrawnAsSeenFromInFront() throws {
        func factors<V: View>(_ view: V) throws -> (Double, Double) {
            guard case .modified(_, .scaleEffect(let x, let y, _)) = archive(view) else { throw Unexpected() }
            return (x, y)
        }
        let half = try factors(Text("a").rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
        #expect(abs(half.0 - 0.5) < 1e-9 && half.1 == 1, "about the vertical axis: narrower by cos 60°")
        let flipped = try factors(Text("a").rotation3DEffect(.degrees(180), axis: (x: 1, y: 0, z: 0)))
        #expect(flipped.0 == 1 && abs(flipped.1 + 1) < 1e-9, "about the horizontal axis, half a turn: upside down")
        #expect(try factors(Text("a").rotation3DEffect(.degrees(45), axis: (x: 0, y: 0, z: 1))) == (1, 1), "a turn in the plane is not drawn")
    }

    struct Unexpected: Error {}

    @Test func aBorderIsAStrokeInsideTheFrame() {
        #expect(archive(Text("a").border(Color.blue, width: 2)) == archive(Text("a").overlay(Rectangle().strokeBorder(Color.blue, lineWidth: 2))))
    }

    @Test func symbolVariantsNameTheSymbolAsSFSymbolsDoes() {
        func name<V: View>(_ view: V) -> String? {
            var found: String?
            func walk(_ node: ViewNode) {
                if case .image(let image) = node { found = found ?? image.systemName }
                node.innerNodes.forEach(walk)
            }
            walk(archive(view))
            return found
        }
        #expect(name(Image(systemName: "heart").symbolVariant(.fill)) == "heart.fill")
        #expect(name(Image(systemName: "heart").symbolVariant(.circle.fill)) == "heart.circle.fill")
        #expect(name(Image(systemName: "bell").symbolVariant(.fill).symbolVariant(.slash)) == "bell.slash.fill", "the inner and outer combine")
        #expect(name(Image(systemName: "heart.fill").symbolVariant(.fill)) == "heart.fill", "a part the name has is not added again")
        #expect(name(VStack { Image(systemName: "star").symbolVariant(.none) }.symbolVariant(.fill)) == "star", "none clears them")
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    }

    @Test func aSpecifierFormatsTheNumberAsPrintfDoes() {
        let value = 3.14159
        #expect(archive(Text("\(value, specifier: "%.1f") km")) == .text("3.1 km"))
        #expect(archive(Text("\(42, specifier: "%03d")")) == .text("042"))
        #expect(archive(Text("\(Float(2.5), specifier: "%.2f")")) == .text("2.50"))
    }

    @Test @MainActor func aButtonWithAnActionIsDrawnAndRunsNothing() {
        var pressed = false
        let node = archive(Button("Refresh") { pressed = true })
        #expect(node == .text("Refresh"), "its label, with no control to press")
        let roled = archive(Button(role: .destructive, action: { pressed = true }) { Label("Delete", systemImage: "trash") })
        #expect(roled != .empty)
        #expect(!pressed)
    }

    @Test func aScrollViewShowsItsContentFromItsStartAndCutsItOff() {
        let node = archive(ScrollView { Text("a"); Text("b") })
        let expected = archive(
            VStack { Text("a"); Text("b") }.fixedSize(horizontal: false, vertical: true)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top).clipped())
        #expect(node == expected)
        let across = archive(ScrollView(.horizontal, showsIndicators: false) { Text("a") })
        let expectedAcross = archive(
            HStack { Text("a") }.fixedSize(horizontal: true, vertical: false)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading).clipped())
        #expect(across == expectedAcross)
        #expect(Visibility.allCases == [.automatic, .visible, .hidden])
    }

    struct Route: Hashable, Codable { var id: Int }
    struct Unencodable: Hashable { var id: Int }

    @Test func aNavigationPathKeepsItsValuesAndTheirCodableForm() throws {
        var path = NavigationPath()
        path.append(Route(id: 1))
        path.append("settings")
        #expect(path.count == 2 && !path.isEmpty)
        let data = try JSONEncoder().encode(try #require(path.codable))
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
        #expect(restored == path)
        path.removeLast()
        #expect(path.count == 1 && path != restored)
        path.append(Unencodable(id: 2))
        #expect(path.codable == nil, "a value that is not Codable leaves the path without a Codable form")
        let unknown = Data(#"["NoSuchType","1"]"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: unknown) }
    }

    @Test func theTextSizeIsLargeUnlessAViewSetsAnother() {
        struct Size: View {
            @Environment(\.dynamicTypeSize) var size
            @Environment(\.sizeCategory) var category
            var body: some View { Text("\(size == .large && category == .large ? "large" : "\(size)")") }
        }
        #expect(archive(Size()) == .text("large"))
        #expect(archive(Size().dynamicTypeSize(.xxxLarge)) == .text("xxxLarge"))
        #expect(archive(Size().dynamicTypeSize(...DynamicTypeSize.medium)) == .text("medium"), "kept within the range")
        #expect(ContentSizeCategory(.accessibility1) == .accessibilityMedium && ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(DynamicTypeSize(.extraLarge) == .xLarge && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }

    @Observable final class Scoreboard {
        var score = 3
        var name = "Ada"
    }

    @Test func observationComesWithSwiftUIAndAnObservableObjectIsReadFromTheEnvironment() {
        struct Score: View {
            @Environment(Scoreboard.self) var board
            @Environment(Scoreboard.self) var optional: Scoreboard?
            var body: some View { Text("\(board.name): \(board.score)\(optional == nil ? "" : "!")") }
        }
        let board = Scoreboard()
        #expect(archive(Score().environment(board)) == .text("Ada: 3!"))

        struct Absent: View {
            @Environment(Scoreboard.self) var board: Scoreboard?
            var body: some View { Text(board == nil ? "none" : "some") }
        }
        #expect(archive(Absent()) == .text("none"))

        let changed = Mutex(false)
        withObservationTracking { _ = board.score } onChange: { changed.withLock { $0 = true } }
        board.name = "Bo"
        #expect(!changed.withLock { $0 }, "a property not read is not tracked")
        board.score = 4
        #expect(changed.withLock { $0 }, "withObservationTracking sees the change")
        @Bindable var bindable = board
        $bindable.score.wrappedValue = 9
        #expect(board.score == 9, "a binding from @Bindable writes the object")
    }
}
