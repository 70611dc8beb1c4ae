import Testing
import VIPERGen

@Suite("viper templates")
struct TemplatesCommandTests {
    @Test("It lists the built-in template with its files and parameters")
    func listsBuiltIns() throws {
        let package = try TemporaryPackage.library(named: "App")

        #expect(
            CommandRun(["templates", "--package-path", package.root.path])
                == CommandRun(
                    exitCode: 0,
                    output: [
                        "module 1.0.0 (built-in, used by viper new)",
                        "  A VIPER module (Contracts, Presenter, Interactor, Router, Module) with a test file per layer and its test doubles (recording view and delegate, fake interactor and router).",
                        "  files: 13",
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

        #expect(run.output.first == "module 1.0.0 (built-in)")
        #expect(
            Array(run.output.suffix(3)) == [
                "mini 0.1.0 (\(package.root.path)/Templates/mini, used by viper new)", "  Notes.", "  files: 1",
            ])
    }
}
