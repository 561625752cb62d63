// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A preferences screen as apps write it: a theme segmented control with
/// its own title font, an accent colour well, a stepper and a slider with
/// end images, feedback on change, a colour picker and a font picker, the
/// Settings link and an alternate icon.
final class PreferencesViewController: UIViewController, UIColorPickerViewControllerDelegate, UIFontPickerViewControllerDelegate {
    let themeControl = UISegmentedControl(items: ["Light", "Dark", "System"])
    let accentLabel = UILabel()
    let accentWell = UIColorWell()
    let sizeStepper = UIStepper()
    let volume = UISlider()
    let feedback = UIImpactFeedbackGenerator(style: .medium)
    private(set) var accentChanges = 0
    private(set) var pickedColor: UIColor?
    private(set) var pickerFinished = false
    private(set) var chosenFont: UIFont?
    private(set) var iconError: Error?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Preferences"
        view.backgroundColor = .systemGroupedBackground
        themeControl.selectedSegmentIndex = 2
        themeControl.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15, weight: .semibold)], for: .normal)
        themeControl.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        themeControl.selectedSegmentTintColor = .systemBlue

        accentLabel.text = "Accent"
        accentWell.title = "Accent Colour"
        accentWell.supportsAlpha = false
        accentWell.selectedColor = .systemPink
        accentWell.addAction(UIAction { [weak self] _ in
            self?.accentChanges += 1
            self?.feedback.impactOccurred()
        }, for: .valueChanged)

        sizeStepper.minimumValue = 1
        sizeStepper.maximumValue = 10
        sizeStepper.wraps = true
        sizeStepper.isContinuous = false

        volume.minimumValue = 0
        volume.maximumValue = 100
        volume.setValue(40, animated: false)
        volume.minimumValueImage = UIImage(systemName: "speaker")
        volume.maximumValueImage = UIImage(systemName: "speaker.wave.3")
        volume.setThumbImage(UIImage(systemName: "circle.fill"), for: .normal)

        for v in [themeControl, accentLabel, accentWell, sizeStepper, volume] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            themeControl.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            themeControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            accentWell.topAnchor.constraint(equalTo: themeControl.bottomAnchor, constant: 20),
            accentWell.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            accentLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            accentLabel.centerYAnchor.constraint(equalTo: accentWell.centerYAnchor),
            sizeStepper.topAnchor.constraint(equalTo: accentWell.bottomAnchor, constant: 20),
            sizeStepper.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            volume.topAnchor.constraint(equalTo: sizeStepper.bottomAnchor, constant: 20),
            volume.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            volume.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }

    func openSystemSettings() -> URL? {
        guard let url = URL(string: UIApplication.openSettingsURLString) else { return nil }
        if UIApplication.shared.canOpenURL(url) { UIApplication.shared.open(url) }
        return url
    }

    func useDarkIcon() {
        guard UIApplication.shared.supportsAlternateIcons else {
            UIApplication.shared.setAlternateIconName("DarkIcon") { [weak self] error in self?.iconError = error }
            return
        }
    }

    func copyShareLink() {
        UIPasteboard.general.string = "https://example.com/invite/123"
    }

    @discardableResult
    func pickColor() -> UIColorPickerViewController {
        let picker = UIColorPickerViewController()
        picker.selectedColor = accentWell.selectedColor ?? .systemBlue
        picker.supportsAlpha = false
        picker.delegate = self
        present(picker, animated: true)
        return picker
    }

    @discardableResult
    func pickFont() -> UIFontPickerViewController {
        let configuration = UIFontPickerViewController.Configuration()
        configuration.includeFaces = true
        let picker = UIFontPickerViewController(configuration: configuration)
        picker.delegate = self
        present(picker, animated: true)
        return picker
    }

    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        pickedColor = color
    }

    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        pickerFinished = true
    }

    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
        if let descriptor = viewController.selectedFontDescriptor { chosenFont = UIFont(descriptor: descriptor, size: 17) }
        viewController.dismiss(animated: true)
    }
}
