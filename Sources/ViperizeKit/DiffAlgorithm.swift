/// The shortest edit script between two sequences of lines (Myers' O(ND) algorithm, in its
/// linear-space divide-and-conquer form: memory grows with the number of lines, not their square).
///
/// ```
/// DiffAlgorithm.edits(["a", "b", "c"], ["a", "c", "d"])
/// // [.keep(0, 0), .delete(1), .keep(2, 1), .insert(2)]
/// ```
enum DiffAlgorithm {
  /// One step of the script; indices are 0-based into the old and new sequences.
  enum Edit: Equatable {
    case keep(old: Int, new: Int)
    case delete(old: Int)
    case insert(new: Int)
  }

  static func edits<Element: Hashable>(_ old: [Element], _ new: [Element]) -> [Edit] {
    // Compare integers, not strings: each distinct line gets an id once.
    var ids: [Element: Int] = [:]
    let a = old.map { line in ids[line] ?? { ids[line] = ids.count; return ids.count - 1 }() }
    let b = new.map { line in ids[line] ?? { ids[line] = ids.count; return ids.count - 1 }() }
    var solver = Solver(a: a, b: b)
    solver.solve(0, a.count, 0, b.count)
    var result: [Edit] = []
    result.reserveCapacity(a.count + b.count)
    var oldIndex = 0
    var newIndex = 0
    for (matchedOld, matchedNew) in solver.matches {
      while oldIndex < matchedOld { result.append(.delete(old: oldIndex)); oldIndex += 1 }
      while newIndex < matchedNew { result.append(.insert(new: newIndex)); newIndex += 1 }
      result.append(.keep(old: oldIndex, new: newIndex))
      oldIndex += 1
      newIndex += 1
    }
    while oldIndex < a.count { result.append(.delete(old: oldIndex)); oldIndex += 1 }
    while newIndex < b.count { result.append(.insert(new: newIndex)); newIndex += 1 }
    return result
  }

  /// Collects the matched pairs (the longest common subsequence) in increasing order.
  private struct Solver {
    let a: [Int]
    let b: [Int]
    var matches: [(Int, Int)] = []

    mutating func solve(_ aStart: Int, _ aEnd: Int, _ bStart: Int, _ bEnd: Int) {
      var aLow = aStart
      var bLow = bStart
      var aHigh = aEnd
      var bHigh = bEnd
      while aLow < aHigh, bLow < bHigh, a[aLow] == b[bLow] {
        matches.append((aLow, bLow))
        aLow += 1
        bLow += 1
      }
      var suffix = 0
      while aLow < aHigh, bLow < bHigh, a[aHigh - 1] == b[bHigh - 1] {
        aHigh -= 1
        bHigh -= 1
        suffix += 1
      }
      if aLow < aHigh, bLow < bHigh, let (x, y) = split(aLow, aHigh, bLow, bHigh),
        (x, y) != (aLow, bLow), (x, y) != (aHigh, bHigh)  // a corner would not shrink the problem
      {
        solve(aLow, x, bLow, y)
        solve(x, aHigh, y, bHigh)
      }
      for offset in 0..<suffix { matches.append((aHigh + offset, bHigh + offset)) }
    }

    /// A point on the middle snake of the shortest edit script of `a[aLow..<aHigh]` and
    /// `b[bLow..<bHigh]` (both non-empty, first and last elements differing), as absolute
    /// indices; `nil` when the ranges share nothing.
    func split(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) -> (Int, Int)? {
      let n = aHigh - aLow
      let m = bHigh - bLow
      let maxD = (n + m + 1) / 2
      let offset = maxD
      let length = 2 * maxD + 2
      var forward = [Int](repeating: -1, count: length)
      var backward = [Int](repeating: -1, count: length)
      forward[offset + 1] = 0
      backward[offset + 1] = 0
      let delta = n - m
      let frontChecks = delta % 2 != 0
      var k1Start = 0
      var k1End = 0
      var k2Start = 0
      var k2End = 0
      for d in 0..<maxD {
        var k1 = -d + k1Start
        while k1 <= d - k1End {
          let index = offset + k1
          var x1 = (k1 == -d || (k1 != d && forward[index - 1] < forward[index + 1])) ? forward[index + 1] : forward[index - 1] + 1
          var y1 = x1 - k1
          while x1 < n, y1 < m, a[aLow + x1] == b[bLow + y1] {
            x1 += 1
            y1 += 1
          }
          forward[index] = x1
          if x1 > n {
            k1End += 2
          } else if y1 > m {
            k1Start += 2
          } else if frontChecks {
            let k2Index = offset + delta - k1
            if k2Index >= 0, k2Index < length, backward[k2Index] != -1, x1 >= n - backward[k2Index] {
              return (aLow + x1, bLow + y1)
            }
          }
          k1 += 2
        }
        var k2 = -d + k2Start
        while k2 <= d - k2End {
          let index = offset + k2
          var x2 = (k2 == -d || (k2 != d && backward[index - 1] < backward[index + 1])) ? backward[index + 1] : backward[index - 1] + 1
          var y2 = x2 - k2
          while x2 < n, y2 < m, a[aHigh - 1 - x2] == b[bHigh - 1 - y2] {
            x2 += 1
            y2 += 1
          }
          backward[index] = x2
          if x2 > n {
            k2End += 2
          } else if y2 > m {
            k2Start += 2
          } else if !frontChecks {
            let k1Index = offset + delta - k2
            if k1Index >= 0, k1Index < length, forward[k1Index] != -1 {
              let x1 = forward[k1Index]
              let y1 = offset + x1 - k1Index
              if x1 >= n - x2 { return (aLow + x1, bLow + y1) }
            }
          }
          k2 += 2
        }
      }
      return nil
    }
  }
}
