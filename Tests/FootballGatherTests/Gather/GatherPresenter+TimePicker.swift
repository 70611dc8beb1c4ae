@testable import FootballGather

extension GatherPresenter {
    /// Opens the time picker, types `minutes` and `seconds` into its fields and sets the time, as
    /// a person does in either front end.
    func setTime(minutes: String, seconds: String) async {
        await perform(.openTimePicker)
        fieldDidChange(.minutes, to: minutes)
        fieldDidChange(.seconds, to: seconds)
        await perform(.setTime)
    }

    /// Sets the time to `minutes`:`seconds` through the time picker, typed as two digits each.
    func setTime(minutes: Int, seconds: Int) async {
        func twoDigits(_ value: Int) -> String { value < 10 && value >= 0 ? "0\(value)" : String(value) }
        await setTime(minutes: twoDigits(minutes), seconds: twoDigits(seconds))
    }
}
