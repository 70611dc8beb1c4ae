import ArgumentParser

/// `viper`: generates VIPER modules from templates and checks that a package follows the VIPER rules.
public struct ViperCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "viper",
        abstract: "Generates VIPER modules and checks that a package follows the VIPER architecture.",
        discussion: """
            Start with `viper init` in a Swift package's root folder, then `viper new <Name>` for each screen.
            `viper lint` checks the architecture rules and exits non-zero when one is broken.
            `viper list` shows each module's template and which of its files are still as the template writes them.
            `viper rename <Old> <New>` renames a module, its tests and the code that uses it.
            `viper remove <Name>` deletes a module and what viper new added for it, when nothing else uses it.
            `viper upgrade [<Name>]` applies a newer version of a module's template, keeping its edits.
            """,
        version: "1.0.0",
        subcommands: [
            InitCommand.self, NewCommand.self, ListCommand.self, RenameCommand.self, RemoveCommand.self,
            UpgradeCommand.self, TemplatesCommand.self, LintCommand.self,
        ]
    )

    public init() {}
}
