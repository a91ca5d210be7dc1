import Foundation
import ViperizeCore

/// One controller of a batch `convert`: its files (the class's file first) and, when known, its class.
public struct BatchGroup: Sendable, Equatable {
  public var inputPaths: [String]
  public var className: String?

  public init(inputPaths: [String], className: String? = nil) {
    self.inputPaths = inputPaths
    self.className = className
  }

  /// How messages name it: the class, else the first file.
  public var label: String { className ?? inputPaths.first ?? "?" }
}

/// Converts several controllers in parallel, each exactly as a single `convert` would (same
/// request, same output plan, same diff), and delivers the results in input order.
///
/// It writes nothing: the caller writes each delivered result, in order, so what reaches the
/// disk and the terminal does not depend on which job finished first. One controller's error
/// is its own result and never reaches another.
public struct BatchConverter: Sendable {
  public var outputDirectory: String
  public var inPlace: Bool
  /// Compute each group's unified diff (`--dry-run`, `--patch`).
  public var wantsDiff: Bool
  /// The project's `.viperize.yml` (module prefix, signals), applied to every group's request.
  public var project: ConfigFile?
  public var jobs: Int

  public init(outputDirectory: String, inPlace: Bool, wantsDiff: Bool, jobs: Int = OrderedParallelRunner.defaultJobs) {
    self.outputDirectory = outputDirectory
    self.inPlace = inPlace
    self.wantsDiff = wantsDiff
    self.jobs = jobs
  }

  /// A converted group: the conversion, the files it would write and, if asked for, the diff.
  public struct Prepared: Sendable {
    public var conversion: Conversion
    public var outputs: [OutputFile]
    public var diff: String
  }

  public func run(_ groups: [BatchGroup], deliver: (Int, Result<Prepared, ViperizeError>) -> Void) {
    let converter = self
    OrderedParallelRunner(jobs: jobs).run(count: groups.count, work: { converter.prepare(groups[$0]) }, deliver: deliver)
  }

  /// Converts one group; every error becomes its result.
  public func prepare(_ group: BatchGroup) -> Result<Prepared, ViperizeError> {
    var request = ConversionRequest(inputPaths: group.inputPaths, className: group.className)
    request.apply(project)
    do {
      let conversion = try Viperize.convert(request)
      if inPlace && conversion.module.viewFiles.isEmpty {
        throw ViperizeError.usage("--in-place: the module has no view file to replace the controller with")
      }
      let outputs = OutputPlan.files(for: conversion, outputDirectory: outputDirectory, inPlace: inPlace)
      return .success(Prepared(conversion: conversion, outputs: outputs, diff: wantsDiff ? UnifiedDiffPrinter.changes(outputs) : ""))
    } catch let error as ViperizeError {
      return .failure(error)
    } catch {
      return .failure(.usage("\(group.label): \(error)"))
    }
  }
}

/// Where a batch's groups come from besides `--group`: an audit's JSON.
public enum BatchSource {
  /// `A.swift,A+Table.swift` → one group of two files (a `--group` value).
  public static func group(fromList list: String) -> BatchGroup {
    BatchGroup(inputPaths: list.split(separator: ",", omittingEmptySubsequences: true).map(String.init))
  }

  /// The controllers of an `audit --format json` file whose score is at least `minScore`, in
  /// rank order; paths as the audit wrote them.
  public static func groups(fromAudit path: String, minScore: Int) throws -> [BatchGroup] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw SourceTreeWalker.isDirectory(path) ? ViperizeError.isDirectory(path)
        : FileManager.default.fileExists(atPath: path) ? ViperizeError.unreadable(path) : ViperizeError.missingFile(path)
    }
    struct Document: Decodable {
      struct Controller: Decodable {
        var name: String
        var file: String
        var companions: [String]
        var score: Int
      }
      var schemaVersion: Int
      var controllers: [Controller]
    }
    let document: Document
    do {
      document = try JSONDecoder().decode(Document.self, from: data)
    } catch {
      throw ViperizeError.notText(path, reason: "not an audit JSON file (viperize audit --format json)")
    }
    return document.controllers.filter { $0.score >= minScore }.map {
      BatchGroup(inputPaths: [$0.file] + $0.companions, className: $0.name)
    }
  }
}
