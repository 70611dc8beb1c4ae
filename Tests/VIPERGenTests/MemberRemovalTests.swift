import Testing
import VIPERGen

@Suite("Taking out a member viper new added")
struct MemberRemovalTests {
    let factory = """
        import VIPERKit

        @MainActor
        public final class TerminalViewFactory {
            public let tasks: TaskTracker

            public init(tasks: TaskTracker = TaskTracker()) {
                self.tasks = tasks
            }
        }

        """
    let screen = """
        public func makeWeather(navigator: any Navigator) -> any Screen {
            WeatherModule(navigator: navigator)
                .assemble(view: WeatherTerminalView(tasks: tasks))
        }
        """

    func insertion(_ member: String, into type: String = "TerminalViewFactory", present: String) -> MemberInsertion {
        MemberInsertion(
            path: "Sources/AppTerminal/TerminalViewFactory.swift", type: type, member: member, present: present,
            origin: "the terminal front end of viper.yml")
    }

    @Test("A member of several lines goes with the blank line that set it apart: the file is as before")
    func multiLine() throws {
        let member = insertion(screen, present: "func makeWeather(")
        let inserted = try #require(try member.applied(to: factory))

        let removed = try #require(MemberRemoval(member).applied(to: inserted))

        #expect(removed.text == factory)
        #expect(removed.match == .exact)
    }

    @Test("A protocol requirement added to an empty body leaves the body empty on its line again")
    func emptyBody() throws {
        let protocolText = "@MainActor\npublic protocol ViewFactory: AnyObject {}\n"
        let member = insertion(
            "func makeWeatherView() -> any WeatherView", into: "ViewFactory", present: "func makeWeatherView(")
        let inserted = try #require(try member.applied(to: protocolText))
        try #require(inserted != protocolText)

        #expect(MemberRemoval(member).applied(to: inserted)?.text == protocolText)
    }

    @Test("A member edited since is found by its declaration and taken out with its doc comment and body")
    func edited() throws {
        let member = insertion(screen, present: "func makeWeather(")
        let inserted = try #require(try member.applied(to: factory))
        let edited = inserted.replacingOccurrences(
            of: "    public func makeWeather(",
            with: "    /// The weather screen.\n    @discardableResult\n    public func makeWeather("
        )
        .replacingOccurrences(of: ".assemble(view:", with: ".assemble(\n                view:")

        let removed = try #require(MemberRemoval(member).applied(to: edited))

        #expect(removed.text == factory)
        #expect(removed.match == .declaration)
    }

    @Test("Other members stay, and a type without the member gives nil")
    func othersStay() throws {
        let login = "public func makeLoginView() -> any LoginView { LoginTerminalView(tasks: tasks) }"
        let withLogin = try #require(
            try insertion(login, present: "func makeLoginView(").applied(to: factory))
        let weather = insertion(
            "public func makeWeatherView() -> any WeatherView { WeatherTerminalView(tasks: tasks) }",
            present: "func makeWeatherView(")
        let both = try #require(try weather.applied(to: withLogin))

        #expect(MemberRemoval(weather).applied(to: both)?.text == withLogin)
        #expect(MemberRemoval(weather).applied(to: withLogin) == nil)
        #expect(
            MemberRemoval(insertion(login, into: "Missing", present: "func makeLoginView(")).applied(to: both) == nil)
    }
}
