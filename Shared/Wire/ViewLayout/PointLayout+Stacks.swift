import Foundation
import ViewArchive

extension PointLayout {
    package enum Axis { case horizontal, vertical }

    // MARK: Stacks

    /// A stack's children's sizes, shared out as SwiftUI does: the least flexible child is offered its
    /// share first, and what it does not take goes to the others; spacers share what is left.
    package func stack(_ children: [ViewNode], spacing: Double?, _ proposal: Size, _ style: TextStyle, axis: Axis) -> (
        size: Size, sizes: [Size], spacing: Double
    ) {
        guard !children.isEmpty else { return (.zero, [], 0) }
        // The tree does not change during a layout, so a stack's children are known by where they are stored.
        let key = LayoutMemo.StackKey(
            children: children.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }, vertical: axis == .vertical,
            spacing: spacing, proposal: proposal, style: style)
        if let known = memo.stacks[key] { return known }
        let laidOut = shareOut(children, spacing: spacing, proposal, style, axis: axis)
        memo.stacks[key] = laidOut
        return laidOut
    }

    package func shareOut(_ children: [ViewNode], spacing: Double?, _ proposal: Size, _ style: TextStyle, axis: Axis) -> (
        size: Size, sizes: [Size], spacing: Double
    ) {
        let spacing = spacing.map(Self.finite) ?? 8
        let along = axis == .vertical ? proposal.height : proposal.width
        let across = axis == .vertical ? proposal.width : proposal.height
        func offer(_ child: ViewNode, _ length: Double) -> Size {
            measure(child, axis == .vertical ? Size(width: across, height: length) : Size(width: length, height: across), style)
        }
        func length(_ size: Size) -> Double { axis == .vertical ? size.height : size.width }
        // Flexibility: how much more a child takes when offered everything than when offered nothing.
        let flexibility = children.map { child -> Double in
            if child.isSpacer { return .infinity }
            return length(offer(child, along)) - length(offer(child, 0))
        }
        var remaining = max(along - spacing * Double(children.count - 1), 0)
        var sizes = [Size](repeating: .zero, count: children.count)
        // Children of a higher layout priority are offered space first, what those of lower ones need at
        // the least set aside for them; within a priority, the least flexible first.
        let priorities = children.map(Self.layoutPriority)
        let views = children.indices.filter { !children[$0].isSpacer }
        for priority in Set(views.map { priorities[$0] }).sorted(by: >) {
            let group = views.filter { priorities[$0] == priority }.sorted { flexibility[$0] < flexibility[$1] }
            let setAside = views.filter { priorities[$0] < priority }.map { length(offer(children[$0], 0)) }.reduce(0, +)
            var available = max(remaining - setAside, 0)
            for (position, index) in group.enumerated() {
                let size = offer(children[index], available / Double(group.count - position))
                sizes[index] = size
                available = max(available - length(size), 0)
                remaining = max(remaining - length(size), 0)
            }
        }
        let spacers = children.indices.filter { children[$0].isSpacer }
        for index in spacers {
            guard case .spacer(let minimum) = children[index] else { continue }
            let share = max(remaining / Double(spacers.count), minimum.map(Self.finite) ?? 0)
            sizes[index] = axis == .vertical ? Size(width: 0, height: share) : Size(width: share, height: 0)
        }
        let total = sizes.map(length).reduce(0, +) + spacing * Double(children.count - 1)
        let breadth = sizes.map { axis == .vertical ? $0.width : $0.height }.max() ?? 0
        let size = axis == .vertical ? Size(width: min(breadth, across), height: total) : Size(width: total, height: min(breadth, across))
        return (size, sizes, spacing)
    }

    /// A view's `layoutPriority`: the outermost one set around it, else 0.
    package static func layoutPriority(_ node: ViewNode) -> Double {
        var node = node
        while case .modified(let content, let modifier) = node {
            if case .layoutPriority(let priority) = modifier { return priority.isFinite ? priority : 0 }
            node = content
        }
        return 0
    }

    /// Places a stack's children one after another along `axis`; `slot` puts each across the stack.
    package func placeStack(
        _ children: [ViewNode], spacing: Double?, in rect: Rect, _ style: TextStyle, axis: Axis,
        slot: (Size, Double) -> Rect
    ) -> [PlacedNode] {
        let laidOut = stack(children, spacing: spacing, Size(width: rect.width, height: rect.height), style, axis: axis)
        var offset = axis == .vertical ? rect.y : rect.x
        return zip(children, laidOut.sizes).map { child, size in
            let placed = place(child, in: slot(size, offset), style)
            offset += (axis == .vertical ? size.height : size.width) + laidOut.spacing
            return placed
        }
    }

    // MARK: Grids

    /// A grid's tracks (columns of a `LazyVGrid`, rows of a `LazyHGrid`) across what is offered, and
    /// its lines (rows, or columns) as tall (or wide) as their largest cell.
    package struct GridLayout {
        var size: Size
        var tracks: [Double]
        var trackSpacing: [Double]
        var lines: [Double]
        var lineSpacing: Double
    }

    package func gridLayout(_ grid: GridValue, _ children: [ViewNode], _ proposal: Size, _ style: TextStyle) -> GridLayout {
        let across = grid.vertical ? proposal.width : proposal.height
        let (tracks, trackSpacing) = Self.tracks(grid.items, across: across)
        let lineSpacing = grid.spacing.map(Self.finite) ?? 8
        guard !tracks.isEmpty else { return GridLayout(size: .zero, tracks: [], trackSpacing: [], lines: [], lineSpacing: 0) }
        var lines: [Double] = []
        for start in stride(from: 0, to: children.count, by: tracks.count) {
            let cells = children[start..<min(start + tracks.count, children.count)]
            let extents = zip(cells, tracks).map { child, track -> Double in
                let size = measure(
                    child, grid.vertical ? Size(width: track, height: proposal.height) : Size(width: proposal.width, height: track), style)
                return grid.vertical ? size.height : size.width
            }
            lines.append(extents.max() ?? 0)
        }
        let acrossTotal = tracks.reduce(0, +) + trackSpacing.dropLast().reduce(0, +)
        let alongTotal = lines.reduce(0, +) + lineSpacing * Double(max(lines.count - 1, 0))
        let size =
            grid.vertical
            ? Size(width: min(acrossTotal, proposal.width), height: alongTotal)
            : Size(width: alongTotal, height: min(acrossTotal, proposal.height))
        return GridLayout(size: size, tracks: tracks, trackSpacing: trackSpacing, lines: lines, lineSpacing: lineSpacing)
    }

    /// The lengths of a grid's tracks and the spacing after each: fixed ones as given, as many
    /// adaptive ones as fit their minimum, and the flexible ones sharing what is left within their bounds.
    package static func tracks(_ items: [GridItemValue], across: Double) -> ([Double], [Double]) {
        enum Track {
            case fixed(Double)
            case flexible(Double, Double)
        }
        var tracks: [(Track, Double)] = []
        let known = items.reduce(0.0) { total, item in
            switch item.size {
            case .fixed(let length): total + finite(length) + (item.spacing.map(finite) ?? 8)
            case .flexible(let minimum, _): total + finite(minimum) + (item.spacing.map(finite) ?? 8)
            case .adaptive: total
            }
        }
        for item in items {
            let spacing = item.spacing.map(finite) ?? 8
            switch item.size {
            case .fixed(let length): tracks.append((.fixed(finite(length)), spacing))
            case .flexible(let minimum, let maximum):
                tracks.append((.flexible(finite(minimum), max(finite(maximum), finite(minimum))), spacing))
            case .adaptive(let minimum, let maximum):
                let room = max(across - known, 0)
                let fitting = (room + spacing) / (max(finite(minimum), 1) + spacing)
                let count = fitting.isFinite ? Int(min(max(fitting, 1), 100)) : 1
                tracks += Array(repeating: (.flexible(finite(minimum), max(finite(maximum), finite(minimum))), spacing), count: count)
            }
        }
        let spacing = tracks.dropLast().reduce(0.0) { $0 + $1.1 }
        let fixed = tracks.reduce(0.0) { if case .fixed(let length) = $1.0 { $0 + length } else { $0 } }
        let flexible = tracks.filter { if case .flexible = $0.0 { true } else { false } }.count
        let share = flexible > 0 ? max(across - fixed - spacing, 0) / Double(flexible) : 0
        let lengths = tracks.map { track -> Double in
            switch track.0 {
            case .fixed(let length): length
            case .flexible(let minimum, let maximum): min(max(share, minimum), maximum)
            }
        }
        return (lengths, tracks.map(\.1))
    }

    package func placeGrid(_ grid: GridValue, _ children: [ViewNode], in rect: Rect, _ style: TextStyle) -> [PlacedNode] {
        let laidOut = gridLayout(grid, children, Size(width: rect.width, height: rect.height), style)
        let origin = Self.aligned(laidOut.size, in: rect, grid.alignment)
        var placed: [PlacedNode] = []
        var along = grid.vertical ? origin.y : origin.x
        for (line, extent) in laidOut.lines.enumerated() {
            var across = grid.vertical ? origin.x : origin.y
            for (index, track) in laidOut.tracks.enumerated() {
                let position = line * laidOut.tracks.count + index
                guard position < children.count else { break }
                let cell =
                    grid.vertical
                    ? Rect(x: across, y: along, width: track, height: extent) : Rect(x: along, y: across, width: extent, height: track)
                let size = measure(children[position], Size(width: cell.width, height: cell.height), style)
                placed.append(
                    place(
                        children[position],
                        in: Self.aligned(
                            Size(width: min(size.width, cell.width), height: min(size.height, cell.height)), in: cell, .center), style))
                across += track + laidOut.trackSpacing[index]
            }
            along += extent + laidOut.lineSpacing
        }
        return placed
    }

    // MARK: ViewThatFits

    /// The first child whose ideal size fits `proposal`, as `ViewThatFits` chooses; the last when none does.
    package func firstFitting(_ children: [ViewNode], _ proposal: Size, _ style: TextStyle) -> ViewNode? {
        children.first { child in
            let ideal = measure(child, Size.unlimited, style)
            return ideal.width <= proposal.width + 0.5 && ideal.height <= proposal.height + 0.5
        } ?? children.last
    }
}
