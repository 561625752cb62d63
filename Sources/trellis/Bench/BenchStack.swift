import ArgumentParser
import Foundation
import TrellisLayout

/// `trellis bench stack`: a vertical stack of rows, each a horizontal stack
/// of a label and a field (the screen a settings form makes), laid out
/// through the stacks' own constraints. Times the first layout, hiding one
/// row, changing every row's spacing, and showing the row again.
struct BenchStack: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stack",
        abstract: "Time a vertical stack of rows (label + field in a horizontal stack).",
        discussion: "Build in release mode for meaningful figures (swift build -c release)."
    )

    @Option(help: "How many rows.")
    var rows = 1000

    @Option(help: "Each row's alignment: fill, center or firstBaseline.")
    var alignment = "firstBaseline"

    /// A text field's stand-in: 34 points tall, no intrinsic width.
    final class Field: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 34) }
    }

    func run() throws {
        func time(_ body: () -> Void) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        }
        let window = UIWindow(width: 390, height: 844, scale: 3)
        var rowStacks: [UIStackView] = []
        let build = time {
            let column = UIStackView()
            column.axis = .vertical
            column.spacing = 8
            column.translatesAutoresizingMaskIntoConstraints = false
            for i in 0..<rows {
                let label = UILabel(text: "Row \(i)", identifier: "label\(i)")
                label.setContentHuggingPriority(251, for: .horizontal)
                let field = Field(identifier: "field\(i)")
                let row = UIStackView(arrangedSubviews: [label, field])
                row.spacing = UIStackView.spacingUseSystem
                row.alignment = alignment == "fill" ? .fill : alignment == "center" ? .center : .firstBaseline
                column.addArrangedSubview(row)
                rowStacks.append(row)
            }
            let root = window.rootView
            root.addSubview(column)
            NSLayoutConstraint.activate([
                column.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
                column.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                column.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            ])
        }
        let first = time { window.layoutIfNeeded() }
        let middle = rowStacks[rows / 2]
        let hide = time { middle.isHidden = true; window.layoutIfNeeded() }
        let spacing = time { for r in rowStacks { r.spacing = 12 }; window.layoutIfNeeded() }
        let show = time { middle.isHidden = false; window.layoutIfNeeded() }
        let last = rowStacks[rows - 1].arrangedSubviews[1]
        print("stack-\(rows)  build       \(String(format: "%10.2f", build)) ms")
        print("stack-\(rows)  layout      \(String(format: "%10.2f", first)) ms")
        print("stack-\(rows)  hide row    \(String(format: "%10.2f", hide)) ms")
        print("stack-\(rows)  spacing     \(String(format: "%10.2f", spacing)) ms")
        print("stack-\(rows)  show row    \(String(format: "%10.2f", show)) ms")
        print("last field: \(last.absoluteFrame)")
    }
}
