import Foundation
import LiveNewsTerminal

exit(await NewsMain.run())
