import CurrencyConverterTerminal
import Foundation

exit(await ConverterMain.run())
