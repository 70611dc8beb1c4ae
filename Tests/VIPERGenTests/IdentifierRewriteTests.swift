import Testing

@testable import VIPERGen

@Suite("Renaming a module's name inside identifiers and text")
struct IdentifierRewriteTests {
    func rewrite(_ old: String, _ new: String) throws -> IdentifierRewrite {
        IdentifierRewrite(old: try ModuleName(validating: old), new: try ModuleName(validating: new))
    }

    @Test(
        "The old name is replaced as whole words anywhere in an identifier, lower-camel at its start",
        arguments: [
            ("WeatherPresenter", "ForecastPresenter"), ("RecordingWeatherView", "RecordingForecastView"),
            ("makeWeatherView", "makeForecastView"), ("WeatherAction", "ForecastAction"),
            ("weatherDidClose", "forecastDidClose"), ("Weather", "Forecast"), ("weather", "forecast"),
            ("FakeWeatherRouter", "FakeForecastRouter"), ("WeatherToWeather", "ForecastToForecast"),
        ])
    func oneWord(token: String, renamed: String) throws {
        #expect(try rewrite("Weather", "Forecast").renamed(token) == renamed)
    }

    @Test(
        "Other words that merely start or end like the name stay as they are",
        arguments: ["Weathers", "Overweather", "WeatherlyView", "makeweather", "MyWEATHER", "Whether"])
    func otherWords(token: String) throws {
        #expect(try rewrite("Weather", "Forecast").renamed(token) == nil)
    }

    @Test(
        "A name of several words is matched word for word, and acronyms are lowered whole",
        arguments: [
            ("PlayerDetail", "TeamSheet", "PlayerDetailView", "TeamSheetView"),
            ("PlayerDetail", "TeamSheet", "playerDetailDidClose", "teamSheetDidClose"),
            ("PlayerDetail", "Weather", "makePlayerDetailView", "makeWeatherView"),
            ("PlayerDetail", "TeamSheet", "PlayerDetails", nil),
            ("PlayerDetail", "TeamSheet", "PlayerList", nil),
            ("URLLoader", "Fetcher", "urlLoaderView", "fetcherView"),
            ("Fetcher", "URLLoader", "fetcherDidClose", "urlLoaderDidClose"),
        ] as [(String, String, String, String?)])
    func severalWords(old: String, new: String, token: String, renamed: String?) throws {
        #expect(try rewrite(old, new).renamed(token) == renamed)
    }

    @Test("In a text, titles and addresses follow the new name: spaced, kebab and snake forms")
    func phrases() throws {
        let text = """
            /// The Player Detail screen, at /player-detail.
            let title = "Player Detail"
            let key = "player_detail"
            let view = PlayerDetailView()
            """

        let result = try rewrite("PlayerDetail", "TeamSheet").rewrite(text, phrases: true) { _ in true }

        #expect(
            result.text == """
                /// The Team Sheet screen, at /team-sheet.
                let title = "Team Sheet"
                let key = "team_sheet"
                let view = TeamSheetView()
                """)
        #expect(result.renamed.map(\.line) == [1, 1, 2, 3, 4])
    }

    @Test("A one-word name written as an address takes the new name's address form")
    func address() throws {
        let result = try rewrite("Weather", "PlayerDetail").rewrite(
            #"[Route("weather")] // weatherDidClose, Weather"#, phrases: true
        ) { _ in true }

        #expect(result.text == #"[Route("player-detail")] // playerDetailDidClose, PlayerDetail"#)
    }

    @Test("Identifiers the caller keeps are left as written and returned with their lines")
    func kept() throws {
        let text = "let service = WeatherService()\nlet module = WeatherModule()\n"

        let result = try rewrite("Weather", "Forecast").rewrite(text, phrases: false) { $0 == "WeatherModule" }

        #expect(result.text == "let service = WeatherService()\nlet module = ForecastModule()\n")
        #expect(result.renamed == [IdentifierRewrite.Occurrence(token: "WeatherModule", line: 2)])
        #expect(result.kept == [IdentifierRewrite.Occurrence(token: "WeatherService", line: 1)])
    }

    @Test("Declarations are read from code only: types, functions, properties and cases, not comments or strings")
    func declarations() {
        let text = """
            // struct Commented {}
            public final class WeatherPresenter: WeatherPresenting {
                let note = "enum InString"
                func weatherDidClose() {}
                case weatherCase
            }
            """

        #expect(
            SwiftDeclarations.names(in: text).map(\.token) == [
                "WeatherPresenter", "note", "weatherDidClose", "weatherCase",
            ])
    }
}
