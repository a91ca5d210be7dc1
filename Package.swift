// swift-tools-version: 6.0
import PackageDescription

// Target graph enforces the pipeline's boundaries (see docs/architecture.md):
// ViperizeCore (model, classifier, planner) knows no syntax library; each frontend/emitter pair
// knows one language; ViperizeKit wires the stages and owns all disk access; only the
// executable imports ArgumentParser.
// A release build on Linux links the Swift runtime and Foundation statically, as SwiftPM's
// `--static-swift-stdlib` does: loading and binding their shared libraries (Foundation and its
// ICU data) cost a one-file conversion about 20 ms, 15 % of its time (docs/benchmarks.md).
// Compiling with the flag too makes Foundation's modules name the static libraries they need.
// macOS ships the runtime in the OS; debug builds (the tests) stay dynamic.
let staticRuntime: [SwiftSetting] = [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
let staticRuntimeLink: [LinkerSetting] = [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]

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
    .target(name: "ViperizeCore", swiftSettings: staticRuntime),
    .target(
      name: "ViperizeSwift",
      dependencies: [
        "ViperizeCore",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
      ],
      swiftSettings: staticRuntime),
    .target(name: "ViperizeObjC", dependencies: ["ViperizeCore"], swiftSettings: staticRuntime),
    .target(name: "ViperizeKit", dependencies: ["ViperizeCore", "ViperizeSwift", "ViperizeObjC"], swiftSettings: staticRuntime),
    .executableTarget(
      name: "viperize",
      dependencies: [
        "ViperizeKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: staticRuntime,
      linkerSettings: staticRuntimeLink),
    .executableTarget(
      name: "viperize-bench", dependencies: ["ViperizeKit", "ViperizeCore"], path: "Benchmarks/viperize-bench",
      swiftSettings: staticRuntime, linkerSettings: staticRuntimeLink),
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
