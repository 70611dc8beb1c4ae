import FootballGatherTerminal
import Foundation

exit(await TerminalMain.run(embeddedServer: EmbeddedServerLauncher()))
