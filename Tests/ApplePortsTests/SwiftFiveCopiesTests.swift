import Foundation
import XCTest

/// `Examples/ApplePortsSwift5` builds files of `Examples/ApplePorts` again in Swift 5 mode;
/// the copies must stay the same code, or the Swift 5 check checks something else.
final class SwiftFiveCopiesTests: XCTestCase {
    func testTheSwiftFiveTargetBuildsTheSameFilesAsApplePorts() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        for name in ["AppleMembers.swift", "AppleGenericNames.swift"] {
            let swiftSix = try String(
                contentsOf: examples.appendingPathComponent("ApplePorts/\(name)"), encoding: .utf8)
            let swiftFive = try String(
                contentsOf: examples.appendingPathComponent("ApplePortsSwift5/\(name)"), encoding: .utf8)
            XCTAssertEqual(swiftSix, swiftFive, "\(name) differs between ApplePorts and ApplePortsSwift5")
        }
    }
}
