import CCairo

/// Cairo's failures in Trellis's words: what was being made, what went
/// wrong in terms a user can act on, and Cairo's own phrase last for
/// reference ("invalid value (typically too big) for the size of the
/// input" means nothing to someone who wrote a layout file).
enum CairoStatus {
    /// Failures the picture's size causes.
    static func isAboutSize(_ status: cairo_status_t) -> Bool {
        status == CAIRO_STATUS_NO_MEMORY || status == CAIRO_STATUS_INVALID_SIZE
    }

    static func explain(_ status: cairo_status_t, making what: String) -> String {
        let cairo = String(cString: cairo_status_to_string(status))
        let reason: String
        switch status {
        case CAIRO_STATUS_NO_MEMORY:
            reason = "there isn't enough memory for it (use a smaller canvas or --scale 1)"
        case CAIRO_STATUS_INVALID_SIZE:
            reason = "it is too large (render makes at most \(PictureLimits.maxSide) pixels a side)"
        case CAIRO_STATUS_WRITE_ERROR:
            reason = "it couldn't be written out"
        case CAIRO_STATUS_INVALID_MATRIX:
            reason = "a scale or position in it isn't a usable number"
        default:
            reason = "drawing failed"
        }
        return "couldn't make \(what): \(reason) (cairo: \(cairo))"
    }
}
