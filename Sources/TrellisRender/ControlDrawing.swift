import TrellisLayout

/// What a control looks like, read from its class when the scene is made:
/// the renderer draws classes, not the names a file gave them.
enum ControlDrawing {
    case button(background: UIColor?)
    case textField(border: UITextField.BorderStyle, color: UIColor)
    case toggle(isOn: Bool, onTint: UIColor, offTrack: UIColor, thumb: UIColor)
    case slider(fraction: Double, minimumTrack: UIColor, maximumTrack: UIColor, thumb: UIColor)
    case progress(fraction: Double, tint: UIColor, track: UIColor)
    case stepper(track: UIColor, divider: UIColor, symbol: UIColor)
    case spinner(color: UIColor, large: Bool)
    case segments(titles: [String], selected: Int, selectedTint: UIColor, track: UIColor, divider: UIColor, title: UIColor)
    case dots(count: Int, current: Int, tint: UIColor, currentTint: UIColor)
    /// `drawn`: where the image lands in the view for its `contentMode`,
    /// relative to the frame's origin; `clips`: `clipsToBounds`.
    case image(name: String?, size: CGSize, symbol: Bool, drawn: CGRect, clips: Bool, dark: Bool)

    /// The drawing for a view's class; nil for views that only fill.
    init?(_ view: UIView) {
        // Dynamic colours drawn as the view's traits resolve them (dark
        // appearance draws the dark values).
        let traits = view.traitCollection
        func r(_ c: UIColor) -> UIColor { c.resolvedColor(with: traits) }
        let tint: UIColor = r(view.tintColor)
        switch view {
        case let button as UIButton:
            self = .button(background: button.configurationBackgroundColor.map(r))
        case let field as UITextField:
            self = .textField(border: field.borderStyle, color: r(Self.fieldBorder))
        case let toggle as UISwitch:
            self = .toggle(isOn: toggle.isOn, onTint: r(toggle.onTintColor ?? .systemGreen), offTrack: r(.systemGray5),
                           thumb: r(toggle.thumbTintColor ?? .white))
        case let slider as UISlider:
            self = .slider(fraction: slider.fraction, minimumTrack: slider.minimumTrackTintColor.map(r) ?? tint,
                           maximumTrack: r(slider.maximumTrackTintColor ?? .systemGray4), thumb: r(slider.thumbTintColor ?? .white))
        case let bar as UIProgressView:
            self = .progress(fraction: Double(bar.progress), tint: bar.progressTintColor.map(r) ?? tint,
                             track: r(bar.trackTintColor ?? .systemGray5))
        case is UIStepper:
            self = .stepper(track: r(Self.controlTrack), divider: r(.systemGray3), symbol: r(.label))
        case let spinner as UIActivityIndicatorView:
            guard spinner.showsIndicator else { return nil }
            self = .spinner(color: r(spinner.color ?? .systemGray), large: spinner.style == .large || spinner.style == .whiteLarge)
        case let segments as UISegmentedControl:
            self = .segments(titles: (0..<segments.numberOfSegments).map { segments.titleForSegment(at: $0) ?? "" },
                             selected: segments.selectedSegmentIndex,
                             selectedTint: r(segments.selectedSegmentTintColor ?? Self.selectedSegment),
                             track: r(Self.controlTrack), divider: r(.systemGray3), title: r(.label))
        case let pages as UIPageControl:
            guard pages.showsDots else { return nil }
            self = .dots(count: pages.numberOfPages, current: pages.currentPage,
                         tint: r(pages.pageIndicatorTintColor ?? UIColor.label.withAlphaComponent(0.2)),
                         currentTint: r(pages.currentPageIndicatorTintColor ?? .label))
        case let imageView as UIImageView:
            // Without an image UIKit draws nothing but the background.
            guard let image = imageView.displayedImage else { return nil }
            self = .image(name: image.name, size: image.size, symbol: image.isSymbolImage,
                          drawn: Self.contentRect(image.size, in: imageView.bounds.size, imageView.contentMode),
                          clips: imageView.clipsToBounds, dark: traits.userInterfaceStyle == .dark)
        default:
            return nil
        }
    }

    /// A stepper's and a segmented control's track: light, the opaque
    /// #EEEEEF Trellis has always drawn (tertiarySystemFill, #767680 at
    /// 12 %, over white); dark, tertiarySystemFill's dark value (#767680 at
    /// 24 %, Apple's UIColor documentation), drawn over what is behind.
    static let controlTrack = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor.tertiarySystemFill.resolvedColor(with: traits) : .rgb(238, 238, 239)
    })

    /// A rounded-rect text field's border: light, the #CCCCCC drawn
    /// before; dark, opaqueSeparator's dark value #38383A (Trellis's rule:
    /// Apple documents neither; the light grey glared on a dark screen).
    static let fieldBorder = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor.opaqueSeparator.resolvedColor(with: traits) : .rgb(204, 204, 204)
    })

    /// The selected segment when `selectedSegmentTintColor` is nil: white in
    /// light; in dark systemGray2's dark value #636366 (Trellis's rule:
    /// Apple documents no default, and white under white titles would hide them).
    static let selectedSegment = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor.systemGray2.resolvedColor(with: traits) : .white
    })

    /// Where content of `size` is drawn in `bounds` for a content mode, as
    /// UIView documents the modes: scale to fill (and redraw) stretch;
    /// aspect fit scales to fit inside, aspect fill to cover, both centred;
    /// the others place the content at its own size.
    static func contentRect(_ size: CGSize, in bounds: CGSize, _ mode: UIView.ContentMode) -> CGRect {
        guard size.width > 0, size.height > 0 else { return CGRect(origin: .zero, size: bounds) }
        switch mode {
        case .scaleToFill, .redraw:
            return CGRect(origin: .zero, size: bounds)
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: (bounds.width - w) / 2, y: (bounds.height - h) / 2, width: w, height: h)
        default:
            let left = [.left, .topLeft, .bottomLeft].contains(mode)
            let right = [.right, .topRight, .bottomRight].contains(mode)
            let top = [.top, .topLeft, .topRight].contains(mode)
            let bottom = [.bottom, .bottomLeft, .bottomRight].contains(mode)
            let x = left ? 0 : right ? bounds.width - size.width : (bounds.width - size.width) / 2
            let y = top ? 0 : bottom ? bounds.height - size.height : (bounds.height - size.height) / 2
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
