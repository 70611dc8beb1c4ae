import Foundation

/// Where the converter keeps its settings.
enum DataDirectory {
    /// `option` (from `--data-dir`, `~` expanded) when given, else `$XDG_DATA_HOME/currency-converter`
    /// when XDG_DATA_HOME is an absolute path, else `~/.local/share/currency-converter`.
    static func resolve(option: String?, environment: [String: String]) -> URL {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        if let option, !option.isEmpty {
            let path = option == "~" ? home : option.hasPrefix("~/") ? home + option.dropFirst() : option
            return URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("currency-converter")
        }
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share/currency-converter")
    }
}
