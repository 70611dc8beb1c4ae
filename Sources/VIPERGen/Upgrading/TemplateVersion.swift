/// Orders template versions as `1.2.0 < 1.10.0`: dot-separated parts compared in turn, numerically when both are
/// numbers, else as text; a missing part counts as `0` (`1.1` equals `1.1.0`).
public enum TemplateVersion {
    /// `true` when `version` comes before `other`.
    public static func isOlder(_ version: String, than other: String) -> Bool {
        let left = version.split(separator: ".", omittingEmptySubsequences: false)
        let right = other.split(separator: ".", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let lhs = index < left.count ? String(left[index]) : "0"
            let rhs = index < right.count ? String(right[index]) : "0"
            if let lhsNumber = Int(lhs), let rhsNumber = Int(rhs) {
                if lhsNumber != rhsNumber { return lhsNumber < rhsNumber }
            } else if lhs != rhs {
                return lhs < rhs
            }
        }
        return false
    }
}
