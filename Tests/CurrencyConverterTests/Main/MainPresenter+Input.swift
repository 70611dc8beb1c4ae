import VIPERKit

@testable import CurrencyConverter

extension MainPresenter {
    /// Types `character` at the end of the amount, as the terminal does: the field as it then reads
    /// goes to the presenter.
    func type(_ character: Character) {
        fieldDidChange(.amount, to: state.amount + String(character))
    }

    /// Backspace at the end of the amount, as the terminal does.
    func backspace() {
        fieldDidChange(.amount, to: String(state.amount.dropLast()))
    }

    /// Opens `side`'s list of currencies and chooses `code` in it, as a tap or Enter in the list does.
    func choose(_ code: String, for side: CurrencySide) async {
        await perform(.openPicker(side))
        await perform(.choose(code))
    }
}
