import Testing
import VIPERGen

@Suite("viper templates")
struct TemplatesCommandTests {
    @Test("It lists the built-in templates with their files and parameters")
    func listsBuiltIns() throws {
        let package = try TemporaryPackage.library(named: "App")

        #expect(
            CommandRun(["templates", "--package-path", package.root.path])
                == CommandRun(
                    exitCode: 0,
                    output: [
                        "factory 1.0.0 (built-in)",
                        "  A VIPER module built by the app's ModuleFactory (Contracts, Presenter, Interactor, Router holding the factory, Module with make<Name>), with presenter, interactor, router and assembly tests and Recording doubles.",
                        "  files: 11",
                        "  scaffold (written by viper init): 5",
                        "  front-end views (for the frontEnds of viper.yml): terminal, web",
                        "  --param title=…  The screen's title, shown in its view state. (default: {{ name|words }})",
                        "  --param delegate=…  yes: the module has a <Name>Delegate (its output, held weakly) and make<Name>(delegate:); no: neither. (default: yes)",
                        "  --param factory=…  The type that builds every module and holds `views` and a weak `navigator`. (default: ModuleFactory)",
                        "  --param viewFactory=…  The protocol whose make<Name>View() gives each module its platform view. (default: ViewFactory)",
                        "  --param harness=…  The test type with `navigator` (a RecordingNavigator) and `factory` wired to Recording<viewFactory>. (default: AppHarness)",
                        "module 1.0.0 (built-in, used by viper new)",
                        "  A VIPER module whose router holds the Navigator it is given (Contracts with the screen's actions and view state, Presenter, Interactor, Router, Module), with a test file per layer and its test doubles (recording view and delegate, fake interactor and router).",
                        "  files: 13",
                        "  front-end views (for the frontEnds of viper.yml): terminal, web",
                        "  --param title=…  The screen's title, shown in its view state. (default: {{ name|words }})",
                    ]))
    }

    @Test("The custom template viper.yml names is listed too")
    func listsCustom() throws {
        let package = try TemporaryPackage.library(named: "App")
        try package.write("viper.yml", "template: Templates/mini\n")
        try package.write(
            "Templates/mini/template.yml",
            "name: mini\nversion: 0.1.0\ndescription: Notes.\nfiles:\n  - {template: Note.stencil, output: a.md}\n")
        try package.write("Templates/mini/Note.stencil", "x")

        let run = CommandRun(["templates", "--package-path", package.root.path])

        #expect(run.output.first == "factory 1.0.0 (built-in)")
        #expect(run.output.contains("module 1.0.0 (built-in)"))
        #expect(
            Array(run.output.suffix(3)) == [
                "mini 0.1.0 (\(package.root.path)/Templates/mini, used by viper new)", "  Notes.", "  files: 1",
            ])
    }
}
