import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Refuses an output path that names one of the command's inputs
/// (`render a.yaml -o a.yaml`, `import a.xib -o a.xib`, `diff a.png b.png -o
/// a.png`): the output would replace the file being read, losing it. Paths
/// are compared as files (device and inode), so `./a.yaml`, a link to it
/// or another spelling is caught too; an output that doesn't exist yet
/// can't be an input.
enum OutputOverInput {
    static func check(_ output: String?, option: String, inputs: [String]) throws {
        guard let output else { return }
        var out = stat()
        guard stat(output, &out) == 0, out.st_mode & S_IFMT == S_IFREG else { return }
        for input in inputs {
            var info = stat()
            if stat(input, &info) == 0, info.st_dev == out.st_dev, info.st_ino == out.st_ino {
                throw BadInput(message: "\(output): error: \(option) names the input \(input); writing there would replace it\n"
                                        + "  expected: an output path that isn't one of the inputs\n"
                                        + "  suggestion: give \(option) another name or a folder")
            }
        }
    }
}
