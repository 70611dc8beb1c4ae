import ArgumentParser

@testable import footballgather

/// What `footballgather` makes of a command line: the command it runs, or how it ends.
enum CommandLineParsing {
    /// The command `arguments` select.
    static func command(_ arguments: [String]) throws -> any ParsableCommand {
        try FootballGatherCommand.parseAsRoot(arguments)
    }

    /// How `arguments` end when they select no command of the app (help, a usage error): the exit status
    /// and what is printed.
    static func ending(_ arguments: [String]) -> (status: Int32, message: String)? {
        do {
            var command = try FootballGatherCommand.parseAsRoot(arguments)
            guard !(command is TerminalCommand || command is WebCommand) else { return nil }
            // The built-in help command, which ends by throwing the help it shows.
            try command.run()
            return nil
        } catch {
            return (FootballGatherCommand.exitCode(for: error).rawValue, FootballGatherCommand.fullMessage(for: error))
        }
    }
}
