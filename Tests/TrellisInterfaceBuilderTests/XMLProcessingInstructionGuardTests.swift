import Foundation
import XCTest
@testable import TrellisInterfaceBuilder

/// The processing-instruction guard found with `memchr` adds the spaces the
/// byte-by-byte scan added (docs/PERFORMANCE.md, session 21).
final class XMLProcessingInstructionGuardTests: XCTestCase {
    func testTheMemchrScanAddsTheSpacesTheByteScanAdds() {
        var texts = ["", "<", "<?", "<?a?>", "<?xml version=\"1.0\"?><a/>", "<??>", "<?a ?>", "x<?a?>y<?b?>z", "<<?a?>", "<?a?",
                     "<?a>", "<?a?>?>", "<?é?>", "<a><?pi?></a>"]
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("<?> ax\n")
        for _ in 0..<5_000 {
            let n = Int.random(in: 0...16, using: &generator)
            texts.append(String((0..<n).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }))
        }
        for t in texts {
            let data = Data(t.utf8)
            XCTAssertEqual(XMLTreeReader.guardingProcessingInstructions(data), XMLTreeReader.guardingProcessingInstructionsByByte(data),
                           t.debugDescription)
        }
        // A slice of a larger buffer (its indices don't start at 0).
        let whole = Data("ab<?x?>cd<?y?>".utf8)
        let slice = whole[2...]
        XCTAssertEqual(XMLTreeReader.guardingProcessingInstructions(slice), XMLTreeReader.guardingProcessingInstructionsByByte(slice))
    }
}
