import Foundation

/// Type-checks iOS Swift files on any platform: compiles the stand-in modules in
/// `Tests/Support/Stubs/Swift` once per test run, preprocesses the files
/// (`StandInSourcePreprocessor`) into a scratch folder and runs `swiftc -typecheck` on them.
enum StandInCompiler {

    /// Stand-in modules in dependency order: each imports only modules listed before it.
    /// FoundationGaps first (UIKit, CoreData and RealmSwift re-export it); the others are independent.
    static let moduleNames = ["FoundationGaps", "UIKit", "CoreData", "RealmSwift"]

    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)  // …/Tests/ViperizeKitTests/Support/StandInCompiler.swift
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let stubsFolder = repositoryRoot.appendingPathComponent("Tests/Support/Stubs/Swift")

    /// Built lazily and exactly once, however many tests ask at the same time
    /// (a `static let` initializer runs once, guarded by the runtime).
    private static let builtModules: Result<URL, any Error> = Result { try buildModules() }

    /// The folder holding the compiled stand-in `.swiftmodule`s, to pass as `-I`.
    static func moduleFolder() throws -> URL {
        try builtModules.get()
    }

    /// Type-checks `files` (absolute paths) together and returns the error diagnostics, with paths
    /// as they were given. `label` names the scratch folder, for someone reading a failure.
    static func typecheck(_ files: [URL], label: String) throws -> TypecheckResult {
        let modules = try moduleFolder()
        let scratch = try makeScratchFolder(named: "typecheck-\(label)")
        defer { try? FileManager.default.removeItem(at: scratch) }

        // Mirror each file's path below the scratch folder so a preprocessed path maps back by
        // replacing the prefix, and same-named files in different folders cannot collide.
        var copies: [URL] = []
        for file in files {
            let copy = scratch.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            let source = try String(contentsOf: file, encoding: .utf8)
            try StandInSourcePreprocessor.preprocess(source).write(to: copy, atomically: true, encoding: .utf8)
            copies.append(copy)
        }

        // -wmo: one frontend job for all files, so every file's errors are reported (in batch mode
        // the driver stops after the first failing job) in a stable order.
        let run = try SwiftCompilerProcess.run(
            ["-typecheck", "-wmo", "-swift-version", "5", "-diagnostic-style", "llvm", "-I", modules.path]
                + copies.map(\.path))
        let output = run.output.replacingOccurrences(of: scratch.path, with: "")
        return TypecheckResult(exitCode: run.exitCode, output: output)
    }

    private static func buildModules() throws -> URL {
        let folder = try makeScratchFolder(named: "stand-in-modules")
        for name in moduleNames {
            let source = stubsFolder.appendingPathComponent("\(name).swift")
            let run = try SwiftCompilerProcess.run([
                "-emit-module", "-parse-as-library", "-swift-version", "5", "-module-name", name,
                "-I", folder.path, "-emit-module-path", folder.appendingPathComponent("\(name).swiftmodule").path,
                source.path,
            ])
            guard run.exitCode == 0 else {
                throw StandInError.moduleDidNotCompile(name: name, output: run.output)
            }
        }
        return folder
    }

    private static func makeScratchFolder(named name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("viperize-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// What `swiftc -typecheck` said, with paths mapped back to the original files.
struct TypecheckResult {
    let exitCode: Int32
    let output: String

    /// `path:line:column: error: message` lines, in the compiler's order.
    var errorLines: [String] {
        output.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") || $0.hasPrefix("error: ") }
    }

    var succeeded: Bool { exitCode == 0 && errorLines.isEmpty }
}

enum StandInError: Error, CustomStringConvertible {
    case compilerNotFound(searchPath: String)
    case moduleDidNotCompile(name: String, output: String)

    var description: String {
        switch self {
        case .compilerNotFound(let searchPath):
            return "swiftc not found on PATH (\(searchPath)); install a Swift toolchain or set SWIFTC"
        case .moduleDidNotCompile(let name, let output):
            return "stand-in module \(name) does not compile:\n\(output)"
        }
    }
}

/// Runs `swiftc` (from `$SWIFTC`, else the first on `$PATH`) and captures stdout and stderr together.
enum SwiftCompilerProcess {

    static func run(_ arguments: [String]) throws -> (exitCode: Int32, output: String) {
        let process = Process()
        process.executableURL = try compiler()
        process.arguments = arguments
        // A file, not a pipe: a chatty compiler cannot block on a full pipe buffer.
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("viperize-swiftc-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)  // FileHandle below reports a failure
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return (process.terminationStatus, output)
    }

    static func compiler() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["SWIFTC"], FileManager.default.isExecutableFile(atPath: explicit) {
            return URL(fileURLWithPath: explicit)
        }
        let searchPath = environment["PATH"] ?? ""
        for folder in searchPath.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        throw StandInError.compilerNotFound(searchPath: searchPath)
    }
}
