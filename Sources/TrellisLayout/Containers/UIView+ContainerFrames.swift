extension UIView {
    /// Sets a frame that a container computes in its `layoutSubviews` (a
    /// bar's items, a controller's view under its bars): rounded to the
    /// window's pixels, as the engine rounds every frame, and left alone
    /// when the view is already there to a millionth of a point. Otherwise
    /// the engine's rounded frame and the container's unrounded one would
    /// differ, each layout would move the view again, and the pass would be
    /// a feedback loop.
    func setContainerFrame(_ rect: CGRect) {
        let scale = window?.scale ?? traitCollection.displayScale
        let r = scale > 0 ? rect.roundedToPixels(scale: scale) : rect
        let f = frame
        if abs(r.minX - f.minX) < 1e-6, abs(r.minY - f.minY) < 1e-6,
           abs(r.width - f.width) < 1e-6, abs(r.height - f.height) < 1e-6 { return }
        frame = r
    }
}
