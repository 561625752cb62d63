/// `UIStoryboardSegue`: a transition between two controllers that a
/// storyboard defines. Trellis runs no storyboards (its Interface Builder
/// reader lays out their scenes; it doesn't instantiate app classes), so a
/// segue is only made by code, and `prepare(for:sender:)` is only called
/// by code; the types exist so controllers written for storyboards compile.
open class UIStoryboardSegue {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController

    /// `init(identifier:source:destination:)`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// `perform()`: a plain segue shows the destination (`show(_:sender:)`),
    /// what a storyboard's Show segue does.
    open func perform() { source.show(destination, sender: nil) }
}
