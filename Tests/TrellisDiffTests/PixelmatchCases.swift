import TrellisDiff

/// The image pairs and option sets checked against the real pixelmatch
/// (PixelmatchTests). Every image is computed here, deterministically, so the
/// pairs need no committed files: `scripts/pixelmatch-node` dumps them as raw
/// RGBA and runs pixelmatch 7.2.0 and 5.3.0 (JavaScript, under node) on them.
enum PixelmatchCases {
    struct Variant {
        let name: String
        let options: CompareOptions
    }

    struct Pair {
        let name: String
        let a: PixelImage
        let b: PixelImage
    }

    static let alt = CompareOptions.Color(0, 160, 255)

    /// Option sets, each run on every pair.
    static let variants: [Variant] = [
        Variant(name: "default", options: CompareOptions()),
        Variant(name: "t005", options: CompareOptions(threshold: 0.05)),
        Variant(name: "includeAA", options: CompareOptions(includeAA: true)),
        Variant(name: "white", options: CompareOptions(checkerboard: false)),
        Variant(name: "diffMask", options: CompareOptions(diffMask: true)),
        Variant(name: "diffColorAlt", options: CompareOptions(alpha: 0.3, diffColorAlt: alt)),
        Variant(name: "legacy", options: CompareOptions(rule: .pixelmatch5)),
        Variant(name: "legacy-t005-aa", options: CompareOptions(threshold: 0.05, includeAA: true, rule: .pixelmatch5)),
        Variant(name: "legacy-mask-alt", options: CompareOptions(rule: .pixelmatch5, diffColorAlt: alt, diffMask: true)),
    ]

    static var pairs: [Pair] {
        [
            Pair(name: "identical", a: varied(40, 30), b: varied(40, 30)),
            Pair(name: "colour-shift", a: flat(64, 48, (120, 120, 120, 255)), b: shifted(64, 48)),
            Pair(name: "aa-circle", a: disc(60, 50, cx: 30, cy: 25, r: 14.0, colour: (20, 20, 30)),
                 b: disc(60, 50, cx: 30.4, cy: 25.3, r: 14.5, colour: (20, 20, 30))),
            Pair(name: "aa-lines", a: lines(72, 40, offset: 0), b: lines(72, 40, offset: 0.5)),
            Pair(name: "text-like", a: glyphs(80, 24, shift: 0), b: glyphs(80, 24, shift: 1)),
            Pair(name: "translucent", a: disc(50, 40, cx: 25, cy: 20, r: 12, colour: (200, 30, 60), background: (0, 0, 0, 0), alpha: 140),
                 b: disc(50, 40, cx: 26.5, cy: 20, r: 12, colour: (170, 60, 60), background: (0, 0, 0, 0), alpha: 70)),
            Pair(name: "white-vs-clear", a: flat(16, 12, (255, 255, 255, 255)), b: flat(16, 12, (255, 255, 255, 0))),
            Pair(name: "faint-alpha", a: alphaRamp(32, 32, step: 0), b: alphaRamp(32, 32, step: 40)),
            Pair(name: "darker-lighter", a: flat(20, 10, (128, 128, 128, 255)), b: halves(20, 10)),
        ]
    }

    // MARK: - Generators (deterministic)

    static func flat(_ w: Int, _ h: Int, _ c: (UInt8, UInt8, UInt8, UInt8)) -> PixelImage {
        PixelImage(width: w, height: h, fill: (c.0, c.1, c.2, c.3))
    }

    static func varied(_ w: Int, _ h: Int) -> PixelImage { Images.varied(w, h, opaque: false) }

    /// Grey 120, each column shifted by a different amount in a different channel,
    /// around both thresholds' limits (√(35215·t²/weight) ≈ 13…25 levels).
    static func shifted(_ w: Int, _ h: Int) -> PixelImage {
        var img = flat(w, h, (120, 120, 120, 255))
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4, channel = x % 3, amount = 6 + (x / 3) + (y % 4)
                img.pixels[i + channel] = UInt8(120 + amount)
            }
        }
        return img
    }

    /// A filled disc, 4x4 supersampled: anti-aliased edges as a rasteriser draws them.
    static func disc(_ w: Int, _ h: Int, cx: Double, cy: Double, r: Double, colour: (UInt8, UInt8, UInt8),
                     background: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255), alpha: Int = 255) -> PixelImage {
        var img = flat(w, h, background)
        for y in 0..<h {
            for x in 0..<w {
                var covered = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let px = Double(x) + (Double(sx) + 0.5) / 4, py = Double(y) + (Double(sy) + 0.5) / 4
                        if (px - cx) * (px - cx) + (py - cy) * (py - cy) <= r * r { covered += 1 }
                    }
                }
                guard covered > 0 else { continue }
                let i = (y * w + x) * 4
                if background.3 == 0 {
                    img.pixels[i] = colour.0; img.pixels[i + 1] = colour.1; img.pixels[i + 2] = colour.2
                    img.pixels[i + 3] = UInt8(alpha * covered / 16)
                } else {
                    let mix = { (c: UInt8, bg: UInt8) in UInt8((Int(c) * covered + Int(bg) * (16 - covered)) / 16) }
                    img.pixels[i] = mix(colour.0, background.0); img.pixels[i + 1] = mix(colour.1, background.1)
                    img.pixels[i + 2] = mix(colour.2, background.2)
                }
            }
        }
        return img
    }

    /// Dark one-pixel-wide slanted lines, supersampled, moved by `offset`.
    static func lines(_ w: Int, _ h: Int, offset: Double) -> PixelImage {
        var img = flat(w, h, (250, 250, 250, 255))
        for y in 0..<h {
            for x in 0..<w {
                var covered = 0
                for s in 0..<8 {
                    let px = Double(x) + (Double(s) + 0.5) / 8 - offset - Double(y) * 0.3
                    let phase = px.truncatingRemainder(dividingBy: 9)
                    if (phase < 0 ? phase + 9 : phase) < 1.2 { covered += 1 }
                }
                let v = UInt8(250 - 230 * covered / 8)
                let i = (y * w + x) * 4
                img.pixels[i] = v; img.pixels[i + 1] = v; img.pixels[i + 2] = UInt8(min(255, Int(v) + 5))
            }
        }
        return img
    }

    /// Blocky "glyphs" with soft edges, like small text, shifted by `shift` pixels.
    static func glyphs(_ w: Int, _ h: Int, shift: Int) -> PixelImage {
        var img = flat(w, h, (255, 255, 255, 255))
        for y in 4..<(h - 4) {
            for x in 2..<(w - 2) {
                let gx = (x - shift) % 8, glyph = (x - shift) / 8, gy = y - 4
                let ink = (gx == 1 || gx == 5 || (gy + glyph) % 5 == 0) && gx < 6 && gx >= 1
                let edge = gx == 0 || gx == 6
                let v: UInt8 = ink ? 30 : edge ? 200 : 255
                let i = (y * w + x) * 4
                img.pixels[i] = v; img.pixels[i + 1] = v; img.pixels[i + 2] = v
            }
        }
        return img
    }

    /// A colour ramp whose alpha rises across the image; `step` nudges alpha.
    static func alphaRamp(_ w: Int, _ h: Int, step: Int) -> PixelImage {
        var img = flat(w, h, (0, 0, 0, 0))
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                img.pixels[i] = UInt8(x * 8); img.pixels[i + 1] = UInt8(y * 8); img.pixels[i + 2] = 90
                img.pixels[i + 3] = UInt8(min(255, x * 4 + y * 3 + step * ((x + y) % 2)))
            }
        }
        return img
    }

    /// Left half darker, right half lighter than grey 128: which way each change went (diffColorAlt).
    static func halves(_ w: Int, _ h: Int) -> PixelImage {
        var img = flat(w, h, (128, 128, 128, 255))
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4, v: UInt8 = x < w / 2 ? 40 : 230
                img.pixels[i] = v; img.pixels[i + 1] = v; img.pixels[i + 2] = v
            }
        }
        return img
    }
}
