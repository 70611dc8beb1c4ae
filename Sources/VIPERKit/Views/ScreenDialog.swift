/// A front end's dialog: how it shows an ``Alert`` or a ``Confirmation`` over a screen.
@MainActor
public protocol ScreenDialog {
    /// `alert`, dismissed with OK. `number` counts the screen's dialogs from 1.
    init(alert: Alert, number: Int)
    /// `confirmation`, calling `onAnswer` once with the user's answer. `number` counts the
    /// screen's dialogs from 1.
    init(confirmation: Confirmation, number: Int, onAnswer: @escaping (Bool) -> Void)
    /// The screen left before the user answered: a question is answered "no".
    func cancel()
}
