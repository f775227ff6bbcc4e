import Foundation
import ViewArchive

/// A view you draw in with a `GraphicsContext`: paths filled and stroked, text and images placed.
///
/// The renderer runs when the widget is archived, at the size the canvas gets (as a `GeometryReader`
/// learns it), and what it draws is archived as views the system draws: each path a shape in the
/// canvas's box, each text and image at its place. Canvas does not clip what it draws, nor does Apple's.
public struct Canvas<Symbols: View>: View {
    public var symbols: Symbols
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    public var isOpaque: Bool
    public var colorMode: ColorRenderingMode
    public var rendersAsynchronously: Bool

    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.symbols = symbols()
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    public var body: some View {
        GeometryReader { proxy in
            CanvasDrawing(size: proxy.size, renderer: renderer)
        }
    }
}

extension Canvas where Symbols == EmptyView {
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) { EmptyView() }
    }
}

/// How colours are mixed when drawn; the system mixes them as it always does.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

/// What a canvas drew, archived: its drawings in its box, the first drawn first.
struct CanvasDrawing: View, PrimitiveView {
    let size: CGSize
    let renderer: (inout GraphicsContext, CGSize) -> Void

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        let recorder = GraphicsContext.Recorder()
        var context = GraphicsContext(recorder: recorder, size: size, environment: environment)
        EnvironmentValues.withCurrent(environment) { renderer(&context, size) }
        let box = FrameValue(width: Double(size.width), height: Double(size.height), alignment: .topLeading)
        nodes.append(.modified(.zstack(alignment: .topLeading, children: recorder.nodes), .frame(box)))
    }
}

/// What a `Canvas`'s renderer draws with: paths filled and stroked, text and images placed, under a
/// transform, an opacity and clips that apply to what is drawn after them.
///
/// Drawn as the system draws views: a rotation turns paths and moves where a text or an image goes,
/// but a text or an image is drawn upright; a blend mode and filters are accepted and not drawn
/// (docs/swiftui-subset.md).
public struct GraphicsContext {
    /// Where the drawings go; shared by the copies of a context and the layers drawn in it.
    final class Recorder {
        var nodes: [ViewNode] = []
    }

    let recorder: Recorder
    let size: CGSize
    /// The environment the canvas is archived in.
    public let environment: EnvironmentValues
    /// How transparent what is drawn next is, 0 to 1.
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    /// The transform from the context's coordinates to the canvas's: `a`, `b`, `c`, `d`, `tx`, `ty` as
    /// CoreGraphics orders them.
    var matrix: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) = (1, 0, 0, 1, 0, 0)
    /// The clips what is drawn next is drawn within, as shapes in the canvas's box.
    var clips: [ShapeValue] = []

    init(recorder: Recorder, size: CGSize, environment: EnvironmentValues) {
        self.recorder = recorder
        self.size = size
        self.environment = environment
    }

    // MARK: Transforms and clips

    /// Moves what is drawn next by `x` and `y` in the current coordinates.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(a: 1, b: 0, c: 0, d: 1, tx: Double(x), ty: Double(y))
    }

    /// Scales what is drawn next by `x` and `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(a: Double(x), b: 0, c: 0, d: Double(y), tx: 0, ty: 0)
    }

    /// Turns what is drawn next by `angle`, clockwise on the screen, about the current origin.
    public mutating func rotate(by angle: Angle) {
        let (cosine, sine) = (cos(angle.radians), sin(angle.radians))
        concatenate(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    private mutating func concatenate(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        let m = matrix
        matrix = (
            a * m.a + b * m.c, a * m.b + b * m.d, c * m.a + d * m.c, c * m.b + d * m.d,
            tx * m.a + ty * m.c + m.tx, tx * m.b + ty * m.d + m.ty
        )
    }

    /// `point` in the canvas's coordinates.
    func transformed(_ point: CGPoint) -> CGPoint {
        let (x, y) = (Double(point.x), Double(point.y))
        return CGPoint(x: matrix.a * x + matrix.c * y + matrix.tx, y: matrix.b * x + matrix.d * y + matrix.ty)
    }

    /// Draws what comes next only within `path`, and within the clips before it.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append(shape(of: path))
    }

    /// The box of the canvas that drawing can reach: the whole canvas here.
    public var clipBoundingRect: CGRect { CGRect(origin: .zero, size: size) }

    /// Draws in a layer of its own with a copy of this context; the layer is drawn at once.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    /// Accepted: filters are not drawn.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}

    // MARK: Drawing

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.shape(ShapeViewValue(shape: shape(of: path), fill: shading.paint(in: size))), inBox: true)
    }

    /// Strokes `path`'s outline with `shading`, `style.lineWidth` wide (scaled as the context is).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        stroke(path, with: shading, lineWidth: style.lineWidth)
    }

    /// Strokes `path`'s outline with `shading`, `lineWidth` wide (scaled as the context is).
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        let scale = (abs(matrix.a * matrix.d - matrix.b * matrix.c)).squareRoot()
        let width = Double(lineWidth) * (scale.isFinite ? scale : 1)
        record(.shape(ShapeViewValue(shape: shape(of: path), stroke: StrokeValue(paint: shading.paint(in: size), lineWidth: width))), inBox: true)
    }

    /// Draws `text` on one line with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        place(.single(drawnNodes(of: text)), at: point, anchor: anchor)
    }

    /// Draws `text` in `rect`, wrapped to its width, from its top leading corner.
    public func draw(_ text: Text, in rect: CGRect) {
        place(.single(drawnNodes(of: text)), in: rect, alignment: .topLeading)
    }

    /// Draws `image` scaled to fill `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        place(.single(drawnNodes(of: image.resizable())), in: rect, alignment: .center)
    }

    /// Draws `image` at its own size with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        place(.single(drawnNodes(of: image)), at: point, anchor: anchor)
    }

    /// A text's or an image's nodes in the canvas's environment. Both are built-in views that are not the main
    /// actor's (as Apple's are not), so a context draws them wherever its renderer runs.
    private func drawnNodes(of text: Text) -> [ViewNode] {
        var nodes: [ViewNode] = []
        text.appendNodes(to: &nodes, in: environment)
        return nodes
    }

    private func drawnNodes(of image: Image) -> [ViewNode] {
        var nodes: [ViewNode] = []
        image.appendNodes(to: &nodes, in: environment)
        return nodes
    }

    /// `path` in the canvas's box, through the transform.
    func shape(of path: Path) -> ShapeValue {
        let elements = path.elements.map { element -> PathElementValue in
            func point(_ x: Double, _ y: Double) -> (Double, Double) {
                let moved = transformed(CGPoint(x: x, y: y))
                return (Double(moved.x), Double(moved.y))
            }
            switch element {
            case .move(let x, let y):
                let (px, py) = point(x, y)
                return .move(x: px, y: py)
            case .line(let x, let y):
                let (px, py) = point(x, y)
                return .line(x: px, y: py)
            case .quadCurve(let x, let y, let controlX, let controlY):
                let ((px, py), (cx, cy)) = (point(x, y), point(controlX, controlY))
                return .quadCurve(x: px, y: py, controlX: cx, controlY: cy)
            case .curve(let x, let y, let control1X, let control1Y, let control2X, let control2Y):
                let ((px, py), (c1x, c1y), (c2x, c2y)) = (point(x, y), point(control1X, control1Y), point(control2X, control2Y))
                return .curve(x: px, y: py, control1X: c1x, control1Y: c1y, control2X: c2x, control2Y: c2y)
            case .close: return .close
            }
        }
        return .path(elements: elements, width: Double(size.width), height: Double(size.height))
    }

    /// A view placed with its `anchor` at `point`: set in a box far larger than the canvas, aligned in it
    /// by the anchor, and the box moved so that the anchor's place in it falls on the point.
    private func place(_ node: ViewNode, at point: CGPoint, anchor: UnitPoint) {
        let moved = transformed(point)
        let room = 2 * Double(max(size.width, size.height)) + 2_000
        let (ax, ay) = (Self.third(Double(anchor.x)), Self.third(Double(anchor.y)))
        let alignments: [[AlignmentValue]] = [
            [.topLeading, .top, .topTrailing], [.leading, .center, .trailing], [.bottomLeading, .bottom, .bottomTrailing],
        ]
        let alignment = alignments[Int(ay * 2)][Int(ax * 2)]
        let boxed = ViewNode.modified(node, .frame(FrameValue(width: room, height: room, alignment: alignment)))
        record(.modified(boxed, .offset(x: Double(moved.x) - ax * room, y: Double(moved.y) - ay * room)), inBox: false)
    }

    /// A view drawn in `rect` (its origin through the transform, its size scaled as the context is).
    private func place(_ node: ViewNode, in rect: CGRect, alignment: AlignmentValue) {
        let origin = transformed(rect.origin)
        let (width, height) = (Double(rect.width) * abs(matrix.a), Double(rect.height) * abs(matrix.d))
        guard width.isFinite, height.isFinite else { return }
        let framed = ViewNode.modified(node, .frame(FrameValue(width: width, height: height, alignment: alignment)))
        record(.modified(framed, .offset(x: Double(origin.x), y: Double(origin.y))), inBox: false)
    }

    /// The anchor's fraction rounded to the nearest of 0, ½ and 1: the places a frame aligns to.
    private static func third(_ fraction: Double) -> Double {
        fraction.isFinite ? (min(max(fraction, 0), 1) * 2).rounded() / 2 : 0.5
    }

    /// Adds a drawing, with the context's opacity and clips; `inBox` says it is already the canvas's size.
    private func record(_ node: ViewNode, inBox: Bool) {
        var drawing = node
        if !clips.isEmpty {
            let box = FrameValue(width: Double(size.width), height: Double(size.height), alignment: .topLeading)
            if inBox {
                drawing = .modified(drawing, .frame(box))
            } else {
                drawing = .modified(.zstack(alignment: .topLeading, children: [drawing]), .frame(box))
            }
            for clip in clips { drawing = .modified(drawing, .clipShape(clip)) }
        } else if inBox {
            drawing = .modified(drawing, .frame(FrameValue(width: Double(size.width), height: Double(size.height))))
        }
        if opacity < 1 { drawing = .modified(drawing, .opacity(opacity.isFinite ? max(opacity, 0) : 1)) }
        recorder.nodes.append(drawing)
    }

    // MARK: Kinds

    /// What a path is filled or stroked with: a colour, a style, or a gradient placed in the canvas.
    public struct Shading {
        /// The paint, given the canvas's size (a gradient's points are the canvas's).
        let paint: (CGSize) -> PaintValue?

        func paint(in size: CGSize) -> PaintValue? { paint(size) }

        public static var foreground: Shading { Shading { _ in nil } }

        public static func color(_ color: Color) -> Shading { Shading { _ in PaintValue(color: color.value) } }

        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading { _ in style.paintValue } }

        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading { size in
                PaintValue(
                    gradient: GradientValue(
                        kind: .linear, stops: gradient.values, start: Self.unit(startPoint, in: size), end: Self.unit(endPoint, in: size)))
            }
        }

        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading { size in
                let unit = Self.unit(center, in: size)
                return PaintValue(
                    gradient: GradientValue(
                        kind: .radial, stops: gradient.values, start: unit, end: unit, startRadius: Double(startRadius),
                        endRadius: Double(endRadius)))
            }
        }

        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()) -> Shading {
            Shading { size in
                let unit = Self.unit(center, in: size)
                return PaintValue(gradient: GradientValue(kind: .angular, stops: gradient.values, start: unit, end: unit))
            }
        }

        /// A point of the canvas as fractions of its size.
        static func unit(_ point: CGPoint, in size: CGSize) -> UnitPointValue {
            UnitPointValue(
                x: size.width > 0 ? Double(point.x / size.width) : 0, y: size.height > 0 ? Double(point.y / size.height) : 0)
        }
    }

    /// How a gradient repeats past its ends; drawn as it ends here.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// How a clip is taken: `.inverse` is accepted and clips as the path does.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// How what is drawn mixes with what is under it; drawn as `.normal`.
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let plusLighter = BlendMode(rawValue: 27)
    }

    /// A filter: accepted, not drawn.
    public struct Filter: Sendable {
        let name: String
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(name: "blur") }
        public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Filter {
            Filter(name: "shadow")
        }
        public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale") }
        public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation") }
    }

    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }
}
