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
}
