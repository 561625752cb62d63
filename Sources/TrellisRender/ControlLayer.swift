import CCairo
import Foundation
import TrellisLayout

/// Controls drawn so they read as what they are, in light-mode iOS colours:
/// a switch's track and knob, a slider's track and thumb at its value, a
/// progress bar filled to its progress, a stepper's − and +, an activity
/// indicator's spokes, segments with their titles, page dots, a text
/// field's border, an image view's placeholder naming its image. Text
/// (titles, field text, placeholders) is drawn with the labels.
enum ControlLayer {
    static func draw(_ control: ControlDrawing, in r: CGRect, on canvas: Canvas) {
        switch control {
        case let .button(background):
            if let background { canvas.fillRounded(r, radius: min(8, r.height / 2), background) }
        case let .textField(border, color):
            drawField(border, color, r, canvas)
        case let .toggle(isOn, onTint, offTrack, thumb):
            drawSwitch(isOn: isOn, onTint: onTint, offTrack: offTrack, thumb: thumb, r, canvas)
        case let .slider(fraction, minimumTrack, maximumTrack, thumb):
            drawSlider(fraction, minimumTrack, maximumTrack, thumb, r, canvas)
        case let .progress(fraction, tint, track):
            let bar = CGRect(x: r.minX, y: r.midY - min(r.height, 4) / 2, width: r.width, height: min(r.height, 4))
            canvas.fillRounded(bar, radius: bar.height / 2, track)
            let filled = CGRect(x: bar.minX, y: bar.minY, width: bar.width * min(max(fraction, 0), 1), height: bar.height)
            if filled.width > 0 { canvas.fillRounded(filled, radius: bar.height / 2, tint) }
        case let .stepper(track, divider, symbol):
            drawStepper(track, divider, symbol, r, canvas)
        case let .spinner(color, large):
            drawSpinner(color, large: large, r, canvas)
        case let .segments(titles, selected, selectedTint, track, divider, title):
            drawSegments(titles, selected, selectedTint, track: track, divider: divider, title: title, r, canvas)
        case let .dots(count, current, tint, currentTint):
            drawDots(count, current, tint, currentTint, r, canvas)
        case let .image(name, size, symbol, drawn, clips, dark):
            canvas.save()
            if clips { canvas.clip(r) }
            drawImagePlaceholder(name, size, symbol, drawn.offsetBy(dx: r.minX, dy: r.minY), dark: dark, canvas)
            canvas.restore()
        }
    }

    /// A thin grey rounded border (rounded rect), a black line (line), a
    /// grey line (bezel); the field's own background shows through.
    static func drawField(_ border: UITextField.BorderStyle, _ rounded: UIColor, _ r: CGRect, _ canvas: Canvas) {
        switch border {
        case .none: break
        case .line: canvas.strokeInside(r, .black, width: 1)
        case .bezel: canvas.strokeInside(r, .systemGray, width: 1)
        case .roundedRect:
            let inner = r.insetBy(dx: 0.25, dy: 0.25)
            canvas.strokeRounded(inner, radius: 5, rounded, width: 0.5)
        }
    }

    /// The track fills the frame as a capsule (on: the on tint; off: a pale
    /// grey outline); the knob is a circle 2 points inside it, at the
    /// trailing end when on.
    static func drawSwitch(isOn: Bool, onTint: UIColor, offTrack: UIColor, thumb: UIColor, _ r: CGRect, _ canvas: Canvas) {
        let radius = r.height / 2
        if isOn {
            canvas.fillRounded(r, radius: radius, onTint)
        } else {
            canvas.fillRounded(r, radius: radius, offTrack)
        }
        let d = r.height - 4
        let x = isOn ? r.maxX - 2 - d : r.minX + 2
        let knob = CGRect(x: x, y: r.minY + 2, width: d, height: d)
        canvas.fillRounded(knob.offsetBy(dx: 0, dy: 1), radius: d / 2, UIColor(white: 0, alpha: 0.08))
        canvas.fillRounded(knob, radius: d / 2, thumb)
        canvas.strokeRounded(knob, radius: d / 2, UIColor(white: 0, alpha: 0.1), width: 0.5)
    }

    /// A 4-point track across the frame, the minimum track up to the thumb,
    /// a 28-point thumb centred at the value.
    static func drawSlider(_ fraction: Double, _ minimumTrack: UIColor, _ maximumTrack: UIColor, _ thumb: UIColor,
                           _ r: CGRect, _ canvas: Canvas) {
        let d = min(28, r.height)
        let track = CGRect(x: r.minX, y: r.midY - 2, width: r.width, height: 4)
        canvas.fillRounded(track, radius: 2, maximumTrack)
        let cx = r.minX + d / 2 + min(max(fraction, 0), 1) * max(r.width - d, 0)
        canvas.fillRounded(CGRect(x: track.minX, y: track.minY, width: cx - track.minX, height: 4), radius: 2, minimumTrack)
        let knob = CGRect(x: cx - d / 2, y: r.midY - d / 2, width: d, height: d)
        canvas.fillRounded(knob.offsetBy(dx: 0, dy: 1), radius: d / 2, UIColor(white: 0, alpha: 0.08))
        canvas.fillRounded(knob, radius: d / 2, thumb)
        canvas.strokeRounded(knob, radius: d / 2, UIColor(white: 0, alpha: 0.12), width: 0.5)
    }

    /// A pale rounded rectangle split in two, − on the left, + on the right.
    static func drawStepper(_ track: UIColor, _ divider: UIColor, _ symbol: UIColor, _ r: CGRect, _ canvas: Canvas) {
        canvas.fillRounded(r, radius: 8, track)
        canvas.line(CGPoint(x: r.midX, y: r.minY + 8), CGPoint(x: r.midX, y: r.maxY - 8), divider, width: 1)
        let arm = min(7, r.height / 4)
        let minus = CGPoint(x: r.minX + r.width / 4, y: r.midY)
        let plus = CGPoint(x: r.minX + 3 * r.width / 4, y: r.midY)
        canvas.line(CGPoint(x: minus.x - arm, y: minus.y), CGPoint(x: minus.x + arm, y: minus.y), symbol, width: 1.5)
        canvas.line(CGPoint(x: plus.x - arm, y: plus.y), CGPoint(x: plus.x + arm, y: plus.y), symbol, width: 1.5)
        canvas.line(CGPoint(x: plus.x, y: plus.y - arm), CGPoint(x: plus.x, y: plus.y + arm), symbol, width: 1.5)
    }

    /// Eight spokes around the centre, fading clockwise.
    static func drawSpinner(_ color: UIColor, large: Bool, _ r: CGRect, _ canvas: Canvas) {
        let radius = min(r.width, r.height) / 2
        let inner = radius * 0.45, width = large ? 3.0 : 2.0
        cairo_set_line_cap(canvas.cr, CAIRO_LINE_CAP_ROUND)
        for i in 0..<8 {
            let angle = -Double.pi / 2 + Double(i) * Double.pi / 4
            let a = CGPoint(x: r.midX + cos(angle) * inner, y: r.midY + sin(angle) * inner)
            let b = CGPoint(x: r.midX + cos(angle) * (radius - width / 2), y: r.midY + sin(angle) * (radius - width / 2))
            canvas.line(a, b, color.withAlphaComponent(color.alpha * (1 - Double(i) * 0.1)), width: width)
        }
        cairo_set_line_cap(canvas.cr, CAIRO_LINE_CAP_BUTT)
    }

    /// A pale rounded track, the selected segment raised in white, thin
    /// dividers between the others, every title centred in its segment.
    static func drawSegments(_ titles: [String], _ selected: Int, _ selectedTint: UIColor, track: UIColor, divider: UIColor,
                             title titleColor: UIColor, _ r: CGRect, _ canvas: Canvas) {
        canvas.fillRounded(r, radius: 8, track)
        guard !titles.isEmpty else { return }
        let w = r.width / Double(titles.count)
        for i in 1..<max(titles.count, 1) where i != selected && i != selected + 1 {
            let x = r.minX + Double(i) * w
            canvas.line(CGPoint(x: x, y: r.minY + 8), CGPoint(x: x, y: r.maxY - 8), divider, width: 1)
        }
        if titles.indices.contains(selected) {
            let seg = CGRect(x: r.minX + Double(selected) * w + 2, y: r.minY + 2, width: w - 4, height: r.height - 4)
            canvas.fillRounded(seg.offsetBy(dx: 0, dy: 0.5), radius: 7, UIColor(white: 0, alpha: 0.06))
            canvas.fillRounded(seg, radius: 7, selectedTint)
        }
        let font = UISegmentedControl.titleFont
        for (i, title) in titles.enumerated() where !title.isEmpty {
            let face: TextFace = i == selected ? .bold : .regular
            let l = canvas.layout(title, size: font.pointSize, face: face, numberOfLines: 1, width: max(w - 8, 1))
            let size = TextStyle.size(l)
            canvas.draw(l, at: CGPoint(x: r.minX + Double(i) * w + (w - size.width) / 2, y: r.midY - size.height / 2), titleColor)
            canvas.release(l)
        }
    }

    /// Dots of `UIPageControl.dotDiameter`, spaced as the control's size
    /// rule, centred in the frame; the current page darker.
    static func drawDots(_ count: Int, _ current: Int, _ tint: UIColor, _ currentTint: UIColor, _ r: CGRect, _ canvas: Canvas) {
        guard count > 0 else { return }
        let d = UIPageControl.dotDiameter, gap = UIPageControl.dotSpacing
        let total = Double(count) * d + Double(count - 1) * gap
        var x = r.midX - total / 2
        for i in 0..<count {
            canvas.fillRounded(CGRect(x: x, y: r.midY - d / 2, width: d, height: d), radius: d / 2, i == current ? currentTint : tint)
            x += d + gap
        }
    }

    /// A pale box with a cross where the image lands (its content mode),
    /// naming the image and its size in points (Trellis never decodes pixels).
    /// In a dark view the same in systemGray5's and systemGray3's dark
    /// values, on a black plate in light grey: a pale box glared on a dark
    /// screen (Trellis's placeholder, not UIKit's drawing).
    static func drawImagePlaceholder(_ name: String?, _ size: CGSize, _ symbol: Bool, _ r: CGRect, dark: Bool, _ canvas: Canvas) {
        guard r.width > 0, r.height > 0 else { return }
        let traits = UITraitCollection(userInterfaceStyle: dark ? .dark : .light)
        canvas.fill(r, UIColor.systemGray5.resolvedColor(with: traits).withAlphaComponent(0.8))
        let cross = UIColor.systemGray3.resolvedColor(with: traits)
        canvas.line(CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), cross, width: 0.75)
        canvas.line(CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY), cross, width: 0.75)
        var text = name.map { symbol ? "\($0) (symbol)" : $0 } ?? "image"
        text += " \(formatPoints(size.width))×\(formatPoints(size.height))"
        let fontSize = min(11, max(6, r.height / 3))
        let l = canvas.layout(text, size: fontSize, numberOfLines: 1, width: max(r.width - 4, 1))
        let s = TextStyle.size(l)
        let plate = CGRect(x: r.midX - s.width / 2 - 2, y: r.midY - s.height / 2, width: s.width + 4, height: s.height)
        canvas.fill(plate, UIColor(white: dark ? 0 : 1, alpha: 0.85))
        canvas.draw(l, at: CGPoint(x: plate.minX + 2, y: plate.minY), dark ? .lightGray : .darkGray)
        canvas.release(l)
        // Text like a label's: centre lines break around it and tags and
        // numbers keep off it.
        canvas.placer.reserve(plate)
        canvas.record.texts.append(plate)
    }

    static func formatPoints(_ x: Double) -> String {
        x == x.rounded() ? String(Int(x)) : String(format: "%.1f", x)
    }
}

extension UIColor {
    static func rgb(_ r: Int, _ g: Int, _ b: Int) -> UIColor {
        UIColor(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255)
    }
}
