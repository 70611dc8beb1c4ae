import Testing
import VIPERGen

@Suite("Adding a member to an existing type")
struct MemberInsertionTests {
    let factory = """
        import VIPERKit

        /// Makes the terminal view of every module.
        @MainActor
        public final class TerminalViewFactory: ViewFactory {
            public let tasks: TaskTracker

            public init(tasks: TaskTracker = TaskTracker()) {
                self.tasks = tasks
            }

            public func makeLoginView() -> any LoginView { LoginTerminalView(tasks: tasks) }
        }

        """

    func insertion(
        _ member: String, into type: String = "TerminalViewFactory", present: String = ""
    ) -> MemberInsertion {
        MemberInsertion(
            path: "Sources/AppTerminal/TerminalViewFactory.swift", type: type, member: member, present: present,
            origin: "the terminal front end of viper.yml")
    }

    @Test("The member goes before the type's closing brace, indented like its first member")
    func beforeClosingBrace() throws {
        let edited = try insertion(
            "public func makeWeatherView() -> any WeatherView { WeatherTerminalView(tasks: tasks) }"
        )
        .applied(to: factory)

        #expect(
            edited
                == factory.replacingOccurrences(
                    of: "LoginTerminalView(tasks: tasks) }\n}",
                    with:
                        "LoginTerminalView(tasks: tasks) }\n    public func makeWeatherView() -> any WeatherView { WeatherTerminalView(tasks: tasks) }\n}"
                ))
    }

    @Test("Adding it again changes nothing, however it is spaced")
    func idempotent() throws {
        let member = "public func makeWeatherView() -> any WeatherView { WeatherTerminalView(tasks: tasks) }"
        let once = try #require(try insertion(member).applied(to: factory))

        #expect(try insertion(member).applied(to: once) == nil)
        let respaced = once.replacingOccurrences(
            of: "func makeWeatherView() -> any", with: "func  makeWeatherView()  ->  any")
        #expect(try insertion(member).applied(to: respaced) == nil)
    }

    @Test("`present` decides what counts as already there: a hand-written make<Name>View() is kept")
    func presentText() throws {
        let handWritten = factory.replacingOccurrences(
            of: "    public func makeLoginView()",
            with:
                "    public func makeWeatherView() -> any WeatherView { WeatherTerminalView(tasks: tasks, units: .metric) }\n    public func makeLoginView()"
        )
        let member = "public func makeWeatherView() -> any WeatherView { WeatherTerminalView(tasks: tasks) }"

        #expect(try insertion(member, present: "func makeWeatherView(").applied(to: handWritten) == nil)
        #expect(try insertion(member).applied(to: handWritten) != nil)
    }

    @Test("A member in a comment or in another type does not count as present")
    func commentsAndOtherTypesDoNotCount() throws {
        let text = """
            protocol ViewFactory {
                // func makeWeatherView() -> any WeatherView
            }

            final class Other {
                func makeWeatherView() -> any WeatherView { fatalError() }
            }

            """

        #expect(
            try insertion("func makeWeatherView() -> any WeatherView", into: "ViewFactory").applied(to: text)
                == text.replacingOccurrences(
                    of: "WeatherView\n}\n\nfinal",
                    with: "WeatherView\n    func makeWeatherView() -> any WeatherView\n}\n\nfinal"))
    }

    @Test("An empty `{}` body is opened")
    func emptyBody() throws {
        let text = "@MainActor\npublic protocol ViewFactory: AnyObject {}\n"

        let edited = try insertion("func makeWeatherView() -> any WeatherView", into: "ViewFactory").applied(to: text)

        #expect(
            edited
                == "@MainActor\npublic protocol ViewFactory: AnyObject {\n    func makeWeatherView() -> any WeatherView\n}\n"
        )
    }

    @Test("A `// viper:insert` line in the body says where new members go")
    func marker() throws {
        let text = """
            enum Views {
                struct Factory {
                    func makeA() {}
                    // viper:insert (new views go here)

                    func helper() {}
                }
            }

            """

        let edited = try insertion("func makeB() {}", into: "Factory").applied(to: text)

        #expect(
            edited
                == text.replacingOccurrences(
                    of: "        // viper:insert", with: "        func makeB() {}\n        // viper:insert"))
    }

    @Test("A member of several lines is set apart by a blank line and indented line by line")
    func multiline() throws {
        let text = "struct Factory {\n    func makeA() {}\n}\n"

        let edited = try insertion("func makeB() -> B {\n    B()\n}", into: "Factory").applied(to: text)

        #expect(edited == "struct Factory {\n    func makeA() {}\n\n    func makeB() -> B {\n        B()\n    }\n}\n")
    }

    @Test("Braces in strings and comments do not end the body, and a longer name is not the type")
    func bracesInStringsAndComments() throws {
        let text = """
            final class TerminalViewFactoryTests {}
            final class TerminalViewFactory: ViewFactory {
                let open = "{" // and a } in a comment
                /* } */
            }

            """

        let edited = try insertion("func makeB() {}").applied(to: text)

        #expect(edited == text.replacingOccurrences(of: "/* } */\n}", with: "/* } */\n    func makeB() {}\n}"))
    }

    @Test("A file without the type is refused, naming the file, the type and who asked")
    func missingType() {
        #expect(
            throws: ViperError(
                "Cannot add `func makeB() {}` to WebViewFactory in Sources/AppTerminal/TerminalViewFactory.swift (for the terminal front end of viper.yml): it declares no class, struct, enum, actor or protocol named WebViewFactory. Nothing was written."
            )
        ) {
            try insertion("func makeB() {}", into: "WebViewFactory").applied(to: factory)
        }
    }

    @Test("A closing brace that shares its line with code is refused")
    func closingBraceOnCodeLine() {
        let text = "struct Factory {\n    func makeA() {} }\n"

        #expect(
            throws: ViperError(
                "Cannot add `func makeB() {}` to Factory in Sources/AppTerminal/TerminalViewFactory.swift (for the terminal front end of viper.yml): the closing brace of Factory (line 2) shares its line with other code; put it on a line of its own, or mark where new members go with a `// viper:insert` line. Nothing was written."
            )
        ) {
            try insertion("func makeB() {}", into: "Factory").applied(to: text)
        }
    }

    @Test("A body that never closes is refused")
    func unclosedBody() {
        #expect(throws: ViperError.self) {
            try insertion("func makeB() {}", into: "Factory").applied(to: "struct Factory {\n    func makeA() {}\n")
        }
    }
}
