import ArgumentParser
import FootballGatherAPI
import Foundation
import ProgramSupport
import VIPERKit

/// The options every way of running `footballgather` shares: which server to use and where local
/// data lives.
struct FootballGatherOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Use the Football Gather server at <url> (e.g. http://192.168.1.20:8080) instead of starting one.",
            valueName: "url"))
    var server: String?

    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp(
            "Keep local data in <path> (default: $XDG_DATA_HOME/footballgather or ~/.local/share/footballgather).",
            valueName: "path"))
    var dataDirectory: String?

    /// The server's address, when `--server` was given.
    var serverURL: URL? {
        server.flatMap(URL.init(string:))
    }

    /// The data folder `--data-dir` names, else the default one for `environment`.
    func dataFolder(environment: [String: String]) -> DataFolder {
        DataFolder(appFolderName: LocalFiles.dataFolderName, option: dataDirectory, environment: environment)
    }

    func validate() throws {
        if let server {
            guard let url = URL(string: server), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
                url.host?.isEmpty == false
            else {
                throw ValidationError(
                    "--server needs an http:// or https:// URL, like http://192.168.1.20:8080 (got \"\(server)\").")
            }
        }
        if let dataDirectory, dataDirectory.isEmpty {
            throw ValidationError("--data-dir needs a folder path.")
        }
    }
}
