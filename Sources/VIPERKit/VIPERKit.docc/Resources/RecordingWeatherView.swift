import VIPERKitTesting

@testable import WeatherApp

/// The Weather view of the tests: records every state, alert and question its presenter
/// gives it (see ``RecordingView``).
final class RecordingWeatherView: RecordingView<WeatherViewState>, WeatherView {
    var presenter: (any WeatherPresenting)?
}
