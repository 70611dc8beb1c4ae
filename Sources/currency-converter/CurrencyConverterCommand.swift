import ArgumentParser

/// The command line of `currency-converter`: `terminal` (the default) runs the converter in this
/// terminal, `web` serves it to browsers; both take ``ConverterOptions``.
@main
struct CurrencyConverterCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "currency-converter",
        abstract: "Currency Converter: convert an amount between currencies, in the terminal or in a browser.",
        discussion: """
            `currency-converter` (or `currency-converter terminal`) runs the converter in this terminal; \
            `currency-converter web` serves it to browsers, for phones and desktops.

            \(ConverterOptions.ratesDiscussion)

            The keys, colours and the web server's options are in `currency-converter terminal --help` \
            and `currency-converter web --help`.
            """,
        subcommands: [TerminalCommand.self, WebCommand.self],
        defaultSubcommand: TerminalCommand.self
    )

    /// Read here so that they may come before or after the subcommand; the subcommands see the same values.
    @OptionGroup var options: ConverterOptions
}
