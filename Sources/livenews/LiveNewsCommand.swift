import ArgumentParser

/// The command line of `livenews`: `terminal` (the default) shows the headlines in this terminal,
/// `web` serves them to browsers; both take ``NewsOptions``.
@main
struct LiveNewsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "livenews",
        abstract: "LiveNews: today's headlines, in the terminal or in a browser.",
        discussion: """
            `livenews` (or `livenews terminal`) shows the headlines in this terminal; `livenews web` \
            serves them to browsers, for phones and desktops.

            \(NewsOptions.sourcesDiscussion)

            The keys and the web server's options are in `livenews terminal --help` and `livenews web --help`.
            """,
        subcommands: [TerminalCommand.self, WebCommand.self],
        defaultSubcommand: TerminalCommand.self
    )

    /// Read here so that they may come before or after the subcommand; the subcommands see the same values.
    @OptionGroup var options: NewsOptions
}
