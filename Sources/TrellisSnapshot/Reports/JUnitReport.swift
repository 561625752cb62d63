import Foundation

/// JUnit XML for CI test tabs: one `<testsuite>` per layout file (or
/// reference folder), one `<testcase>` per snapshot; failures carry the
/// full message (frames differences, image figures, artifact paths), errors
/// the build or render error.
public enum JUnitReport {
    public static func make(_ run: SnapshotRun) -> String {
        var groups: [(String, [SnapshotResult])] = []
        var index: [String: Int] = [:]
        for r in run.results {
            let key = r.snapshotCase?.layoutPath ?? r.name.directory
            if let i = index[key] { groups[i].1.append(r) } else { index[key] = groups.count; groups.append((key, [r])) }
        }
        func time(_ s: Double) -> String { String(format: "%.3f", s) }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let orphans = run.failingOrphans
        out += "<testsuites name=\"trellis snapshot\" tests=\"\(run.results.count + orphans.count)\" "
            + "failures=\"\(run.count(.failed) + orphans.count)\" errors=\"\(run.count(.error))\" time=\"\(time(run.seconds))\">\n"
        for (suite, results) in groups {
            let failures = results.filter { $0.status == .failed }.count
            let errors = results.filter { $0.status == .error }.count
            out += "  <testsuite name=\"\(escape(suite))\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" "
                + "skipped=\"0\" time=\"\(time(results.reduce(0) { $0 + $1.seconds }))\">\n"
            for r in results {
                out += "    <testcase classname=\"\(escape(suite))\" name=\"\(escape(r.name.base))\" time=\"\(time(r.seconds))\""
                switch r.status {
                case .passed:
                    out += "/>\n"
                case .recorded:
                    out += ">\n      <system-out>\(escape(r.message))</system-out>\n    </testcase>\n"
                case .failed:
                    out += ">\n      <failure type=\"snapshot\" message=\"\(escape(r.summary))\">\(escape(r.message))</failure>\n    </testcase>\n"
                case .error:
                    out += ">\n      <error type=\"layout\" message=\"\(escape(r.summary.components(separatedBy: "\n").first ?? ""))\">\(escape(r.summary))</error>\n    </testcase>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        if !orphans.isEmpty {
            // --fail-on-orphans: each orphan a failing case, so a CI test tab says why the run failed.
            out += "  <testsuite name=\"orphaned references\" tests=\"\(orphans.count)\" failures=\"\(orphans.count)\" errors=\"0\" skipped=\"0\" time=\"0.000\">\n"
            for path in orphans {
                out += "    <testcase classname=\"orphaned references\" name=\"\(escape(path))\" time=\"0.000\">\n"
                    + "      <failure type=\"orphan\" message=\"no layout produces this reference (--fail-on-orphans)\">\(escape(path))</failure>\n    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    /// XML text and attribute escaping; drops characters XML 1.0 forbids.
    static func escape(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
