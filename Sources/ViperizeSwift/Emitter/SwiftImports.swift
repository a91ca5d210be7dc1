import ViperizeCore

/// Which of the input's imports a generated Swift file needs. Conservative: an import is left out
/// only when the file surely does not use it.
///
/// - `UIKit`, `Foundation` (and `Swift`) are always kept.
/// - A framework viperize knows is kept when the file names one of its types or APIs
///   (`CoreData`: `NSManagedObject`, `NSFetchRequest`, a `context`, `fetchRequest()`;
///   `MapKit`: `MK…`; `CoreLocation`: `CL…`).
/// - Any other module (a pod, the app's own framework) is kept when the file holds code from the
///   controller, or names a type that is neither the module's own nor Swift's, Foundation's or
///   UIKit's: it may declare that type.
///
/// Input `import UIKit`, `import CoreData`, `import GuideKit`: `MainMenuViewInput.swift`, which
/// declares `func showQuarters(_ quarters: [Quarter])`, imports `UIKit` and `GuideKit` (it may
/// declare `Quarter`); `MainMenuModuleInput.swift`, with no requirement, imports `UIKit` only.
enum SwiftImports {
  /// Marker → identifiers that show the framework is used: a prefix followed by an upper-case
  /// letter (`MK` → `MKMapView`), or a prefix when the marker is longer than two letters.
  static let knownFrameworks: [String: [String]] = [
    "CoreData": ["NSManaged", "NSFetch", "NSPersistent", "NSEntityDescription", "NSBatch", "NSMerge", "NSAsynchronousFetch",
                 "fetchRequest", "context", "Context", "viewContext", "MR_"],
    "MapKit": ["MK"], "CoreLocation": ["CL"], "AVFoundation": ["AV"], "AVKit": ["AV"], "WebKit": ["WK"],
    "SafariServices": ["SF"], "MessageUI": ["MF"], "Photos": ["PH"], "PhotosUI": ["PH"], "UserNotifications": ["UN"],
    "StoreKit": ["SK"], "QuartzCore": ["CA"], "CoreGraphics": ["CG"], "Contacts": ["CN"], "ContactsUI": ["CN"],
    "EventKit": ["EK"], "EventKitUI": ["EK"], "CoreImage": ["CI"], "CoreMotion": ["CM"], "MediaPlayer": ["MP"],
    "LocalAuthentication": ["LA"], "QuickLook": ["QL"], "CoreBluetooth": ["CB"],
    "Combine": ["Publisher", "Cancellable", "Subject", "sink", "Published", "Just", "Future"],
  ]

  static let alwaysKept: Set<String> = ["UIKit", "Foundation", "Swift"]

  /// The module an import line brings in: `@testable import GuideKit` → `GuideKit`,
  /// `import struct CoreData.NSFetchRequest` → `CoreData`.
  static func module(of line: String) -> String {
    let words = line.split(separator: " ").filter { !$0.hasPrefix("@") && $0 != "import" }
    let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
    let path = words.first { !kinds.contains($0) } ?? ""
    return String(path.split(separator: ".").first ?? path)
  }

  /// The import lines of `imports` that `text` needs; `hasOriginalCode` when the file holds code
  /// moved from the controller.
  static func needed(by text: String, from imports: [String], names: ModuleNames, hasOriginalCode: Bool) -> [String] {
    let identifiers = SwiftWords.codeIdentifiers(in: text)
    return imports.filter { line in
      let module = module(of: line)
      if alwaysKept.contains(module) { return true }
      if let markers = knownFrameworks[module] {
        return identifiers.contains { identifier in markers.contains { matches(identifier, marker: $0) } }
      }
      if hasOriginalCode { return true }
      return identifiers.contains { isForeignType($0, names: names) }
    }
  }

  static func matches(_ identifier: String, marker: String) -> Bool {
    guard identifier.hasPrefix(marker) else { return false }
    if marker.count > 2 { return true }
    let rest = identifier.dropFirst(marker.count)
    return rest.first?.isUppercase == true
  }

  /// A type-like name (upper-case first letter) that the module, Swift, Foundation or UIKit do not
  /// declare for sure.
  static func isForeignType(_ identifier: String, names: ModuleNames) -> Bool {
    guard let first = identifier.first, first.isUppercase else { return false }
    if identifier.hasPrefix(names.module) || identifier == names.viewController { return false }
    if ["UI", "NS", "CG", "CA"].contains(where: { matches(identifier, marker: $0) }) || identifier.hasPrefix("Dispatch") {
      return false
    }
    return !standardTypes.contains(identifier)
  }

  static let standardTypes: Set<String> = [
    "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    "Bool", "Character", "Array", "Dictionary", "Set", "Optional", "Void", "Any", "AnyObject", "AnyHashable", "Error",
    "Result", "Never", "Self", "Type", "Date", "URL", "Data", "IndexPath", "IndexSet", "UUID", "Notification", "Task",
    "MainActor", "Sendable", "Equatable", "Hashable", "Codable", "Decodable", "Encodable", "Comparable", "Identifiable",
    "CustomStringConvertible", "TimeInterval", "Locale", "Calendar", "TimeZone", "Bundle", "URLRequest", "URLSession",
    "JSONDecoder", "JSONEncoder", "DateFormatter", "NumberFormatter", "NotificationCenter", "UserDefaults", "Timer",
    "OperationQueue", "FileManager", "Range", "ClosedRange", "Substring", "Decimal", "Measurement",
  ]
}

/// Identifier-like words of a text (string contents included: good enough for a name check).
enum SwiftWords {
  /// The identifiers of `text` outside comment lines (a line whose first non-blank characters are
  /// `//`), in one pass over its bytes: comments name no type the code needs.
  static func codeIdentifiers(in text: String) -> Set<String> {
    var result = Set<String>()
    var utf8 = Array(text.utf8)
    utf8.append(UInt8(ascii: "\n"))
    var index = 0
    var lineStart = true
    func isWordByte(_ byte: UInt8) -> Bool { SourceWords.isASCIIWordByte(byte) || byte >= 0x80 }
    while index < utf8.count {
      let byte = utf8[index]
      if byte == UInt8(ascii: "\n") {
        lineStart = true
        index += 1
      } else if lineStart && (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")) {
        index += 1
      } else if lineStart && byte == UInt8(ascii: "/") && utf8[index + 1] == UInt8(ascii: "/") {
        while utf8[index] != UInt8(ascii: "\n") { index += 1 }
      } else if isWordByte(byte) {
        lineStart = false
        let start = index
        while isWordByte(utf8[index]) { index += 1 }
        if !(utf8[start] >= 0x30 && utf8[start] <= 0x39) {
          // Non-ASCII words are checked as characters (`SourceWords.identifiers(in:)`).
          let word = String(decoding: utf8[start..<index], as: UTF8.self)
          if utf8[start..<index].allSatisfy({ $0 < 0x80 }) { result.insert(word) } else { result.formUnion(SourceWords.identifiers(in: word)) }
        }
      } else {
        lineStart = false
        index += 1
      }
    }
    return result
  }
}
