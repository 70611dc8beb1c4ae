import ArgumentParser

/// The options of every app's `web` command: where to listen.
public struct WebServingOptions: ParsableArguments, Sendable {
    @Option(name: .long, help: ArgumentHelp("Listen on <port> (0 picks a free one).", valueName: "port"))
    public var port: Int = 8080

    @Option(name: .long, help: ArgumentHelp("Listen on <address>.", valueName: "address"))
    public var hostname: String = "127.0.0.1"

    public init() {}

    public func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port needs a number from 0 to 65535 (got \(port)).")
        }
        guard !hostname.isEmpty else {
            throw ValidationError("--hostname needs an address, like 127.0.0.1 or 0.0.0.0.")
        }
    }

    /// How to open the app from a phone, for a command's discussion.
    public static let phoneHint =
        "To open the app from a phone on the same network, listen on every address with --hostname 0.0.0.0 "
        + "and open http://<this computer's address>:8080/ on the phone."
}
