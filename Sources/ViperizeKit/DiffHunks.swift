/// Groups an edit script into the hunks of a unified diff: changes closer than twice the context
/// share a hunk, and each hunk carries `context` unchanged lines on either side.
///
/// ```
/// @@ -3,7 +3,6 @@        ← old start,count  new start,count (1-based; count 1 is omitted)
/// ```
struct DiffHunk: Equatable {
  var oldStart: Int
  var oldCount: Int
  var newStart: Int
  var newCount: Int
  var edits: ArraySlice<DiffAlgorithm.Edit>

  /// `@@ -3,7 +3,6 @@`, with the `diff -u` conventions for empty and one-line ranges.
  var header: String {
    func range(_ start: Int, _ count: Int) -> String {
      count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
    }
    return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@"
  }

  static func hunks(_ edits: [DiffAlgorithm.Edit], context: Int = 3) -> [DiffHunk] {
    let changes = edits.indices.filter { if case .keep = edits[$0] { return false } else { return true } }
    guard let first = changes.first else { return [] }
    var groups: [(Int, Int)] = [(first, first)]
    for index in changes.dropFirst() {
      if index - groups[groups.count - 1].1 - 1 <= 2 * context {
        groups[groups.count - 1].1 = index
      } else {
        groups.append((index, index))
      }
    }
    // Lines of each side before edit i: prefix sums, computed once.
    var oldBefore = [0]
    var newBefore = [0]
    oldBefore.reserveCapacity(edits.count + 1)
    newBefore.reserveCapacity(edits.count + 1)
    for edit in edits {
      let isInsert: Bool
      let isDelete: Bool
      switch edit {
      case .keep: (isInsert, isDelete) = (false, false)
      case .delete: (isInsert, isDelete) = (false, true)
      case .insert: (isInsert, isDelete) = (true, false)
      }
      oldBefore.append(oldBefore[oldBefore.count - 1] + (isInsert ? 0 : 1))
      newBefore.append(newBefore[newBefore.count - 1] + (isDelete ? 0 : 1))
    }
    return groups.map { low, high in
      let start = max(0, low - context)
      let end = min(edits.count, high + 1 + context)
      return DiffHunk(
        oldStart: oldBefore[start] + 1, oldCount: oldBefore[end] - oldBefore[start],
        newStart: newBefore[start] + 1, newCount: newBefore[end] - newBefore[start], edits: edits[start..<end])
    }
  }
}
