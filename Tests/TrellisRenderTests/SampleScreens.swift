@_spi(Trellis) import TrellisLayout
import TrellisRender

/// Windows for the renderer's tests and the sample pictures.
enum SampleScreens {
    static func view(_ id: String, in parent: UIView, color: UIColor? = nil) -> UIView {
        let v = UIView(identifier: id)
        v.translatesAutoresizingMaskIntoConstraints = false
        v.backgroundColor = color
        parent.addSubview(v)
        return v
    }

    static func label(_ text: String, _ id: String, in parent: UIView, size: Double = 17, lines: Int = 1) -> UILabel {
        let l = UILabel(text: text, identifier: id)
        l.font = .systemFont(ofSize: size)
        l.numberOfLines = lines
        l.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(l)
        return l
    }

    /// 200 × 120 @2x: a red box at (20, 20, 80, 40), a hidden green box at
    /// (120, 20, 60, 40), a label under them.
    static func small() -> UIWindow {
        let window = UIWindow(width: 200, height: 120, scale: 2)
        window.textMeasurer = PangoTextMeasurer()
        let root = window.rootView
        let red = view("red", in: root, color: UIColor(red: 1, green: 0, blue: 0))
        let green = view("green", in: root, color: UIColor(red: 0, green: 1, blue: 0))
        green.isHidden = true
        let title = label("Hello", "title", in: root, size: 12)
        NSLayoutConstraint.activate([
            red.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            red.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            red.widthAnchor.constraint(equalToConstant: 80),
            red.heightAnchor.constraint(equalToConstant: 40),
            green.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 20),
            green.topAnchor.constraint(equalTo: red.topAnchor),
            green.widthAnchor.constraint(equalToConstant: 60),
            green.heightAnchor.constraint(equalToConstant: 40),
            title.leadingAnchor.constraint(equalTo: red.leadingAnchor),
            title.topAnchor.constraint(equalTo: red.bottomAnchor, constant: 8),
        ])
        window.layoutIfNeeded()
        return window
    }

    /// An iPhone SE profile screen showing every kind of mark: margins,
    /// safe area, readable guide, a custom guide, spacing, sizes, a
    /// multiplier, centring, baselines, an optional constraint, a broken
    /// one, an ambiguous view and a hidden one.
    static func profile(theme: Theme = .light) -> UIWindow {
        let window = UIWindow(width: 375, height: 667, scale: 2, safeAreaInsets: UIEdgeInsets(top: 20))
        window.textMeasurer = PangoTextMeasurer()
        let root = window.rootView
        let safe = root.safeAreaLayoutGuide
        let margins = root.layoutMarginsGuide

        let header = view("header", in: root)
        // Off the meaning colours (ambiguous orange, broken red): a reviewer reads an orange view as ambiguous.
        let avatar = view("avatar", in: header, color: UIColor(hex: "#30B0C7")!.withAlphaValue(0.9))
        let name = label("Ada Lovelace", "name", in: header, size: 20)
        let handle = label("@ada", "handle", in: header, size: 13)
        handle.textColor = .systemGray
        let bio = label("Mathematician and writer, chiefly known for her work on Charles Babbage's proposed Analytical Engine.",
                        "bio", in: root, size: 15, lines: 0)
        let follow = view("follow", in: root, color: .systemBlue)
        let message = view("message", in: root)
        let badge = view("badge", in: root, color: UIColor(hex: "#5856D6")!)
        let secret = view("secret", in: root, color: .systemGreen)
        secret.isHidden = true
        let gallery = UILayoutGuide()
        gallery.identifier = "galleryGuide"
        root.addLayoutGuide(gallery)
        let photo = view("photo", in: root)

        var cs = [
            header.topAnchor.constraint(equalTo: safe.topAnchor, constant: 12),
            header.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            avatar.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 8),
            avatar.topAnchor.constraint(equalTo: header.topAnchor, constant: 8),
            avatar.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -8),
            avatar.widthAnchor.constraint(equalToConstant: 64),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            name.topAnchor.constraint(equalTo: avatar.topAnchor, constant: 6),
            handle.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            handle.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 4),
            bio.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 16),
            bio.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            bio.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            follow.topAnchor.constraint(equalTo: bio.bottomAnchor, constant: 20),
            follow.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            follow.heightAnchor.constraint(equalToConstant: 44),
            follow.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -24),
            message.leadingAnchor.constraint(equalTo: follow.trailingAnchor, constant: 8),
            message.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            message.heightAnchor.constraint(equalTo: follow.heightAnchor),
            message.centerYAnchor.constraint(equalTo: follow.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
            badge.centerXAnchor.constraint(equalTo: message.trailingAnchor),
            badge.centerYAnchor.constraint(equalTo: message.topAnchor),
            secret.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            secret.topAnchor.constraint(equalTo: follow.bottomAnchor, constant: 8),
            secret.widthAnchor.constraint(equalToConstant: 40),
            secret.heightAnchor.constraint(equalToConstant: 20),
            gallery.topAnchor.constraint(equalTo: follow.bottomAnchor, constant: 40),
            gallery.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            gallery.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            gallery.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -20),
            photo.centerXAnchor.constraint(equalTo: gallery.centerXAnchor),
            photo.widthAnchor.constraint(equalTo: gallery.widthAnchor, multiplier: 0.6),
            photo.topAnchor.constraint(equalTo: gallery.topAnchor, constant: 24),
            // The broken one: conflicts with the 64-point width.
            avatar.widthAnchor.constraint(equalToConstant: 80),
        ]
        // Optional: the header's height prefers 80 but the avatar decides.
        let preferred = header.heightAnchor.constraint(equalToConstant: 100)
        preferred.priority = 250
        cs.append(preferred)
        // Baselines: the handle shares its baseline with a small label.
        let pronouns = label("she/her", "pronouns", in: header, size: 11)
        cs.append(pronouns.leadingAnchor.constraint(equalTo: handle.trailingAnchor, constant: 8))
        cs.append(pronouns.lastBaselineAnchor.constraint(equalTo: handle.lastBaselineAnchor))
        NSLayoutConstraint.activate(cs)
        // photo has no height: ambiguous.
        window.layoutIfNeeded()
        return window
    }
}

extension UIColor {
    func withAlphaValue(_ a: Double) -> UIColor { UIColor(red: red, green: green, blue: blue, alpha: a) }
}
