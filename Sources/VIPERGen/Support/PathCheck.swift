/// Checks on the relative paths that templates and settings give.
enum PathCheck {
    /// `true` when `path` is relative and stays inside the folder it is relative to (no `..`).
    static func isRelativeAndInside(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("~") else { return false }
        return !path.split(separator: "/").contains("..")
    }

    /// `path` without empty and `.` components: `"./Sources//App/"` → `"Sources/App"`.
    static func normalized(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }
}
