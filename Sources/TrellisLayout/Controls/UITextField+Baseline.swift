extension UITextField {
    /// Where an empty field's baselines sit: on one line of its font, centred
    /// as typed text would be, so a label beside the field can align its
    /// baseline with the field's before anything is typed.
    ///
    /// **Rule (observed):** Xcode lays an empty field with no placeholder out
    /// by its font's baseline, not its bottom edge. Twilio's video
    /// quickstarts (nine storyboards, tools 22505 to 23094) align a
    /// 17-point "Room:" label's baseline with an empty 30-point field and
    /// store the field 5 points above the label, where the font's baseline
    /// puts it; the bottom edge would put it 9 points higher.
    var emptyLineLayout: TextLayout? {
        let text = self.text ?? "", placeholder = self.placeholder ?? ""
        guard text.isEmpty && placeholder.isEmpty else { return nil }
        let measurer = hostContext?.textMeasurer ?? UIView.defaultTextMeasurer
        return measurer.layout("Xg", font: font, numberOfLines: 1, width: nil)
    }
}
