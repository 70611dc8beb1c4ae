@testable import CurrencyConverter

extension MainPresenter {
    /// Types `character` at the end of the amount, as the terminal does: the field as it then reads
    /// goes to the presenter.
    func type(_ character: Character) {
        didEditAmount(state.amount + String(character))
    }

    /// Backspace at the end of the amount, as the terminal does.
    func backspace() {
        didEditAmount(String(state.amount.dropLast()))
    }
}
