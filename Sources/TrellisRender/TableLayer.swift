import Foundation
import TrellisLayout

/// A table as a picture needs it, in window coordinates: its separators
/// (clipped to what the table shows) and the rows that sized themselves.
struct TableInfo {
    /// The part of the window the table's rows show through.
    var clip: CGRect?
    var separators: [CGRect]
    /// Cells with a standard accessory: the kind and the cell's frame
    /// less its separator (window coordinates).
    var accessories: [(type: UITableViewCell.AccessoryType, rect: CGRect)] = []
    /// In a dark table: its `separatorColor` resolved dark (UIKit's
    /// `separator`, #545458 at 60 %). nil in light: the page's separator
    /// colour, as before.
    var darkSeparator: UIColor?

    /// `clip`: what the table's ancestors let show; `unclipped`: on the
    /// table's own content page, where its whole content shows.
    init(_ table: UITableView, clip: CGRect?, unclipped: Bool) {
        let f = table.absoluteFrame, o = table.contentOffset
        let visible = unclipped ? clip : (clip.map { f.intersection($0) } ?? f)
        self.clip = visible
        if table.traitCollection.userInterfaceStyle == .dark {
            darkSeparator = (table.separatorColor ?? .separator).resolvedColor(with: table.traitCollection)
        }
        separators = table.separatorRects
            .map { $0.offsetBy(dx: f.minX - o.x, dy: f.minY - o.y) }
            .filter { r in visible.map { r.intersects($0) } ?? true }
        for case let cell as UITableViewCell in table.rowViews where cell.accessoryType != .none && cell.accessoryView == nil {
            let c = cell.absoluteFrame
            let r = CGRect(x: c.minX, y: c.minY, width: c.width, height: cell.contentView.frame.height)
            if visible.map({ r.intersects($0) }) ?? true { accessories.append((cell.accessoryType, r)) }
        }
    }
}

/// Row separators, drawn as UIKit draws them (a pixel of the separator
/// colour at the bottom of each row, from its inset), after the fills and
/// before the overlays. Each self-sized row's height is in its cell's name
/// (``TableNames``), where a reviewer reads it with the row.
enum TableLayer {
    static func draw(_ scene: Scene, on canvas: Canvas) {
        for table in scene.tables where !table.separators.isEmpty {
            canvas.save()
            if let clip = table.clip { canvas.clip(clip) }
            for r in table.separators {
                // At least a hairline of the device's pixel, so a 1× picture still shows it.
                let h = max(r.height, 1 / max(canvas.pixelsPerPoint, 1))
                canvas.fill(CGRect(x: r.minX, y: r.maxY - h, width: r.width, height: h), table.darkSeparator ?? canvas.palette.separator)
                canvas.record.marks.append(r)
            }
            canvas.restore()
            canvas.record.kinds.insert(.separator)
        }
        for table in scene.tables where !table.accessories.isEmpty {
            canvas.save()
            if let clip = table.clip { canvas.clip(clip) }
            for (type, r) in table.accessories { drawAccessory(type, in: r, dark: table.darkSeparator != nil, on: canvas) }
            canvas.restore()
        }
    }

    /// UIKit's standard accessories at the cell's trailing edge, 16 points
    /// in, centred vertically: a grey chevron, a tinted checkmark, a tinted
    /// info circle (and the chevron after it). In a dark table the chevron
    /// is tertiaryLabel's dark value (#EBEBF5 at 30 %) and the tint
    /// systemBlue's dark #0A84FF (Trellis's rule for the chevron: Apple
    /// documents no colour; the light grey glared on a dark row).
    static func drawAccessory(_ type: UITableViewCell.AccessoryType, in r: CGRect, dark: Bool = false, on canvas: Canvas) {
        let cy = r.midY, right = r.maxX - 16
        let traits = UITraitCollection(userInterfaceStyle: .dark)
        let grey = dark ? UIColor.tertiaryLabel.resolvedColor(with: traits) : UIColor(red: 0.77, green: 0.77, blue: 0.78, alpha: 1)
        let tint = dark ? UIColor.systemBlue.resolvedColor(with: traits) : UIColor.systemBlue
        func chevron(at x: Double) {
            canvas.line(CGPoint(x: x, y: cy - 6.5), CGPoint(x: x + 6.5, y: cy), grey, width: 2)
            canvas.line(CGPoint(x: x + 6.5, y: cy), CGPoint(x: x, y: cy + 6.5), grey, width: 2)
        }
        func info(centre x: Double) {
            let points = (0..<32).map { i -> CGPoint in
                let a = Double(i) / 32 * 2 * Double.pi
                return CGPoint(x: x + 10 * cos(a), y: cy + 10 * sin(a))
            }
            canvas.polygon(points, tint, stroke: 1.5)
            canvas.line(CGPoint(x: x, y: cy - 1), CGPoint(x: x, y: cy + 5), tint, width: 2)
            canvas.fill(CGRect(x: x - 1, y: cy - 5, width: 2, height: 2), tint)
        }
        switch type {
        case .none: break
        case .disclosureIndicator: chevron(at: right - 6.5)
        case .checkmark:
            canvas.line(CGPoint(x: right - 14, y: cy), CGPoint(x: right - 9, y: cy + 5), tint, width: 2)
            canvas.line(CGPoint(x: right - 9, y: cy + 5), CGPoint(x: right, y: cy - 6), tint, width: 2)
        case .detailButton: info(centre: right - 10)
        case .detailDisclosureButton:
            info(centre: right - 30)
            chevron(at: right - 6.5)
        }
    }

    static func kinds(_ scene: Scene) -> Set<LegendKind> {
        scene.tables.contains { !$0.separators.isEmpty } ? [.separator] : []
    }
}

/// Short names for the views a table makes: inside a table named `feed`,
/// a cell is `s0.r1` (with its height when the row sized itself: `s0.r1 ·
/// 83.33 pt`), a header `s0.header`, a cell's content by its own id
/// (`name`); content views and the predefined views (`textLabel`,
/// `detailTextLabel`, `imageView`, a header's title) go unnamed: a content
/// view is its cell's rectangle less the separator and the predefined
/// views are read by their text, so names on them only crowd the row.
/// The full names stay in frames records and `--focus`.
enum TableNames {
    static func tags(_ window: UIWindow) -> [ObjectIdentifier: String?] {
        var out: [ObjectIdentifier: String?] = [:]
        for case let table as UITableView in Scene.walk(window).map(\.view) {
            guard let id = table.trellisIdentifier else { continue }
            let selfSized = Set(table.selfSizedRows.map { ObjectIdentifier($0.cell) })
            let unnamed: Set<String> = ["contentView", "textLabel", "detailTextLabel", "imageView"]
            for view in table.rowViews {
                guard let name = view.trellisIdentifier, name.hasPrefix(id + ".") else { continue }
                let local = String(name.dropFirst(id.count + 1))
                let parts = local.split(separator: ".").map(String.init)
                if view is UITableViewCell, selfSized.contains(ObjectIdentifier(view)) {
                    // The height as drawn (on the pixel grid).
                    out[ObjectIdentifier(view)] = local + " · " + Geometry.format(Double(view.frame.height)) + " pt"
                } else if let last = parts.last, unnamed.contains(last), parts.count > 2 || last == "contentView" {
                    out[ObjectIdentifier(view)] = .some(nil)
                } else if parts.count > 2 {
                    out[ObjectIdentifier(view)] = parts.dropFirst(2).joined(separator: ".")
                } else {
                    out[ObjectIdentifier(view)] = local
                }
            }
        }
        return out
    }
}
