import VIPERKit

extension RequestFailures {
    /// How Currency Converter tells the user that a request failed: what failed, then the
    /// rates service's reason, or "Please try again." for any other error; nothing when the
    /// user cancelled.
    static var currencyConverter: RequestFailures {
        RequestFailures { error, action in
            let reason: String? =
                switch error {
                case is CancellationError: nil
                case let error as RatesError: error.message
                default: "Please try again."
                }
            return reason.map { reason in action.map { "\($0) \(reason)" } ?? reason }
        }
    }
}

extension MainPresenter {
    /// What failed when the currencies could not be loaded.
    static let currenciesFailure = "Unable to load currencies."

    /// What failed when the rate of `input` to `output` could not be loaded.
    static func rateFailure(_ input: String, _ output: String) -> String {
        "Unable to load the rate of \(input) to \(output)."
    }
}
