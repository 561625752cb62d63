/// `UIInteraction` (iOS 11): behaviour added to a view
/// (`addInteraction(_:)`): a context menu's, a pointer's. Trellis keeps
/// them, in order, and tells them when they move.
public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

extension UIView {
    /// `interactions`: the view's interactions, in the order added.
    public var interactions: [any UIInteraction] {
        get { appearance.interactions }
        set {
            for old in appearance.interactions where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
            for new in newValue where !appearance.interactions.contains(where: { $0 === new }) { addInteraction(new) }
        }
    }

    /// `addInteraction(_:)`: moves the interaction here from any other view.
    public func addInteraction(_ interaction: any UIInteraction) {
        if let old = interaction.view, old !== self { old.removeInteraction(interaction) }
        guard !appearance.interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: self)
        appearance.interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// `removeInteraction(_:)`.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let i = appearance.interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        appearance.interactions.remove(at: i)
        interaction.didMove(to: nil)
    }
}
