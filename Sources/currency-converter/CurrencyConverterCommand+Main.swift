import CurrencyConverterTerminal

/// `currency-converter` runs ``CurrencyConverterCommand``.
@main
extension CurrencyConverterCommand {}
