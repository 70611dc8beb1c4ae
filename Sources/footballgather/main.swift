import FootballGatherTerminal
import FootballGatherWeb
import Foundation

// `footballgather web …` serves the app in the browser; anything else runs it in the terminal.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "web" {
    exit(await WebMain.run(arguments: Array(arguments.dropFirst())))
}
exit(await TerminalMain.run(arguments: arguments, embeddedServer: EmbeddedServerLauncher()))
