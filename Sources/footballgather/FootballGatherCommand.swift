import ArgumentParser

/// The command line of `footballgather`: `terminal` (the default) runs the app in this terminal,
/// `web` serves it to browsers; both take ``FootballGatherOptions``.
struct FootballGatherCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "footballgather",
        abstract: "Football Gather: run casual football matches with your friends, in the terminal or in a browser.",
        discussion: """
            `footballgather` (or `footballgather terminal`) runs the app in this terminal; \
            `footballgather web` serves it to browsers, for phones and desktops. Either starts its own \
            server, with its data in a SQLite file in the data directory, so one command is enough. With \
            --server it uses a Football Gather server that is already running instead (for several \
            players on one server).

            Environment: XDG_DATA_HOME (data directory). The keys, colours and the web server's \
            options are in `footballgather terminal --help` and `footballgather web --help`.
            """,
        subcommands: [TerminalCommand.self, WebCommand.self],
        defaultSubcommand: TerminalCommand.self
    )

    /// Read here so that they may come before or after the subcommand; the subcommands see the same values.
    @OptionGroup var options: FootballGatherOptions
}
