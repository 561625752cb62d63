import Foundation
import SnapshotTesting
import TrellisDiff

extension Diffing where Value == Data {
    /// PNG references compared as Trellis compares them: pixelmatch's
    /// perceptual count at `threshold`, passing while `tolerance` accepts it.
    /// A failure says how many pixels differ and attaches the diff picture
    /// and the reference | diff | actual composite.
    public static func trellisImage(threshold: Double = 0.1, tolerance: Tolerance = .init()) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            guard reference != actual else { return nil }
            let old: PixelImage, new: PixelImage
            do {
                old = try PNGCodec.decode([UInt8](reference))
                new = try PNGCodec.decode([UInt8](actual))
            } catch {
                return ("Trellis couldn't read a snapshot PNG: \(error)", [])
            }
            let options = CompareOptions(threshold: threshold)
            let result = ImageComparer.compare(old, new, options: options)
            guard result.sizeMismatch || !tolerance.accepts(result) else { return nil }
            var attachments: [DiffAttachment] = []
            let diff = ImageComparer.diffImage(old, new, options: options)
            if let png = try? PNGCodec.encode(diff) { attachments.append(.data(Data(png), name: "difference.png")) }
            let composite = ImageComparer.composite(reference: old, diff: diff, actual: new)
            if let png = try? PNGCodec.encode(composite) { attachments.append(.data(Data(png), name: "composite.png")) }
            let message = result.sizeMismatch
                ? "Snapshot size \(new.width)×\(new.height) px differs from the reference's \(old.width)×\(old.height) px"
                : "Snapshot differs from the reference in \(result.differentPixels) of \(result.width * result.height) pixels "
                    + "(threshold \(threshold), \(result.antialiasedPixels) anti-aliased pixels ignored)"
            return (message, attachments)
        }
    }
}
