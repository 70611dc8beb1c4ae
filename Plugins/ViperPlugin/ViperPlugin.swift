import Foundation
import PackagePlugin

/// `swift package viper …`: runs the `viper` executable of this repository in the package the command was
/// given, so a package that depends on VIPERKit writes and checks its modules with no binary to install.
///
/// The arguments go to `viper` as they are (`swift package --allow-writing-to-package-directory viper new
/// Weather` runs `viper new Weather`), in the package's root folder, which is where `viper` looks for its
/// `viper.yml` and its `Package.swift`. SwiftPM asks for permission to write to the package first: a run
/// without `--allow-writing-to-package-directory` (or a yes at its prompt) is refused before `viper` starts.
/// What `viper` prints goes to the terminal as it is printed; when `viper` fails, the plugin fails with one
/// error that names the command, its exit code and what `viper` said.
@main
struct ViperPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let viper = try context.tool(named: "viper").url
        try run(viper, arguments: arguments, in: context.package.directoryURL)
    }

    /// Runs `viper` with `arguments` in `folder`: its output goes where the plugin's goes, its error output is
    /// kept and, when it exits with anything but 0, becomes the message of the ``ViperFailure`` thrown (SwiftPM
    /// prints a plugin's error before the plugin's own output, so the message travels with the error).
    func run(_ viper: URL, arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = viper
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw ViperFailure(
                arguments: arguments, status: process.terminationStatus,
                wasSignal: process.terminationReason == .uncaughtSignal, message: said)
        }
        FileHandle.standardError.write(Data(said.utf8))
    }
}

/// `viper` ended with a failure: an exit code other than 0, or a signal.
struct ViperFailure: Error, CustomStringConvertible {
    /// The arguments `viper` was given.
    let arguments: [String]
    /// The exit code, or the signal's number when `wasSignal`.
    let status: Int32
    /// Whether a signal ended `viper` rather than an exit.
    let wasSignal: Bool
    /// What `viper` wrote to its error output.
    let message: String

    var description: String {
        let command = (["viper"] + arguments).joined(separator: " ")
        let ending = wasSignal ? "was stopped by signal \(status)" : "failed with exit code \(status)"
        var said = message.trimmingCharacters(in: .whitespacesAndNewlines)
        if said.hasPrefix("Error: ") {
            said.removeFirst("Error: ".count)
        }
        return said.isEmpty ? "`\(command)` \(ending)." : "`\(command)` \(ending): \(said)"
    }
}
