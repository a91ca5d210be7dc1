// swift-tools-version: 6.0
import PackageDescription

// Target graph enforces the pipeline's boundaries (see docs/architecture.md):
// ViperizeCore (model, classifier, planner) knows no syntax library; each frontend/emitter pair
// knows one language; ViperizeKit wires the stages and owns all disk access; only the
// executable imports ArgumentParser.
let package = Package(
  name: "viperize",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "viperize", targets: ["viperize"]),
    .library(name: "ViperizeKit", targets: ["ViperizeKit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    .target(name: "ViperizeCore"),
    .target(
      name: "ViperizeSwift",
      dependencies: [
        "ViperizeCore",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
      ]),
    .target(name: "ViperizeObjC", dependencies: ["ViperizeCore"]),
    .target(name: "ViperizeKit", dependencies: ["ViperizeCore", "ViperizeSwift", "ViperizeObjC"]),
    .executableTarget(
      name: "viperize",
      dependencies: [
        "ViperizeKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(name: "viperize-bench", dependencies: ["ViperizeKit", "ViperizeCore"], path: "Benchmarks/viperize-bench"),
    .testTarget(name: "ViperizeCoreTests", dependencies: ["ViperizeCore"]),
    .testTarget(name: "ViperizeSwiftTests", dependencies: ["ViperizeSwift", "ViperizeCore"]),
    .testTarget(name: "ViperizeObjCTests", dependencies: ["ViperizeObjC", "ViperizeCore"]),
    .testTarget(
      name: "ViperizeKitTests",
      dependencies: [
        "ViperizeKit", "ViperizeCore", "ViperizeSwift",
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
  ]
)
