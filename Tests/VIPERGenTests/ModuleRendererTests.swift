import Foundation
import Testing
import VIPERGen

@Suite("Rendering templates")
struct ModuleRendererTests {
    let settings = GenerationSettings(modules: "Sources/App/Modules/", tests: "./Tests/AppTests", testableImport: "App")

    /// A template folder holding `manifest` and `files`.
    func template(_ manifest: String, files: [String: String]) throws -> (TemporaryPackage, ModuleTemplate) {
        let folder = try TemporaryPackage(files: files.merging(["template.yml": manifest]) { $1 })
        return (folder, try ModuleTemplate.load(from: folder.root))
    }

    @Test("Files get the context, the naming filters and the parameters with their defaults")
    func rendersContext() throws {
        let (folder, loaded) = try template(
            """
            name: tiny
            version: 1.0.0
            parameters:
              - name: title
                default: "{{ name|words }}"
              - name: flavour
                default: plain
            files:
              - template: File.stencil
                output: "{{ modules }}/{{ name }}/{{ name|snake }}.txt"
            """,
            files: [
                "File.stencil": """
                {{ name }} {{ name|lowerFirst }} {{ name|upperFirst }} {{ name|snake }} {{ name|kebab }}
                {{ title }} / {{ flavour }} / {{ testableImport }} / {{ tests }}
                {% include "Footer.stencil" %}
                """,
                "Footer.stencil": "footer of {{ name }}",
            ])
        _ = folder
        let files = try ModuleRenderer(template: loaded).render(
            name: ModuleName(validating: "PlayerAdd"), settings: settings, parameters: ["flavour": "spicy"])
        #expect(
            files == [
                GeneratedFile(
                    path: "Sources/App/Modules/PlayerAdd/player_add.txt",
                    contents: """
                        PlayerAdd playerAdd PlayerAdd player_add player-add
                        Player Add / spicy / App / Tests/AppTests
                        footer of PlayerAdd
                        """)
            ])
    }

    @Test("Scaffold files see the paths, with `sources` the folder that holds the modules folder")
    func rendersScaffold() throws {
        let (folder, loaded) = try template(
            """
            name: tiny
            version: 1.0.0
            files:
              - {template: File.stencil, output: "{{ modules }}/{{ name }}/{{ name }}.txt"}
            scaffold:
              - {template: Scaffold.stencil, output: "{{ sources }}/App/Factory.swift"}
            next: "Register {{ name }} in {{ sources }}."
            """,
            files: ["File.stencil": "", "Scaffold.stencil": "import {{ testableImport }} [{{ name }}]"])
        _ = folder
        let renderer = ModuleRenderer(template: loaded)
        #expect(
            try renderer.renderScaffold(settings: settings)
                == [GeneratedFile(path: "Sources/App/App/Factory.swift", contents: "import App []")])
        #expect(
            try renderer.nextStep(name: ModuleName(validating: "Weather"), settings: settings)
                == "Register Weather in Sources/App.")
        let flat = GenerationSettings(modules: "Modules", tests: "Tests", testableImport: "App")
        #expect(try renderer.renderScaffold(settings: flat).map(\.path) == ["App/Factory.swift"])
    }

    @Test("An unknown parameter is refused with the list of known ones")
    func unknownParameter() throws {
        let builtIn = try #require(try ModuleTemplate.builtIns().first { $0.manifest.name == "module" })
        #expect(throws: ViperError("Template 'module' has no parameter 'colour' (it takes: title).")) {
            try ModuleRenderer(template: builtIn).render(
                name: ModuleName(validating: "Weather"), settings: settings, parameters: ["colour": "red"])
        }
    }

    @Test("A Stencil mistake names the template file and the line")
    func stencilError() throws {
        let (folder, loaded) = try template(
            "name: broken\nversion: 1\nfiles:\n  - template: A.stencil\n    output: a.swift\n",
            files: ["A.stencil": "line one\n{% if name %}\nnever closed\n"])
        _ = folder
        let error = try #require(throws: ViperError.self) {
            try ModuleRenderer(template: loaded).render(name: ModuleName(validating: "Weather"), settings: settings)
        }
        #expect(error.message.hasPrefix("Template 'broken', A.stencil:2: "))
    }

    @Test(
        "An output path that leaves the package is refused",
        arguments: ["../outside.swift", "/etc/passwd", "{{ nothing }}"])
    func escapingOutput(output: String) throws {
        let (folder, loaded) = try template(
            "name: sneaky\nversion: 1\nfiles:\n  - template: A.stencil\n    output: \"\(output)\"\n",
            files: ["A.stencil": "x"])
        _ = folder
        let error = try #require(throws: ViperError.self) {
            try ModuleRenderer(template: loaded).render(name: ModuleName(validating: "Weather"), settings: settings)
        }
        #expect(error.message.hasPrefix("Template 'sneaky' would write A.stencil to '"))
        #expect(error.message.contains("outside the package"))
    }

    @Test("Two files with the same output path are refused")
    func duplicateOutput() throws {
        let (folder, loaded) = try template(
            "name: twice\nversion: 1\nfiles:\n  - {template: A.stencil, output: a.swift}\n  - {template: A.stencil, output: ./a.swift}\n",
            files: ["A.stencil": "x"])
        _ = folder
        #expect(throws: ViperError("Template 'twice' writes a.swift twice.")) {
            try ModuleRenderer(template: loaded).render(name: ModuleName(validating: "Weather"), settings: settings)
        }
    }

    @Test("A template that names a missing file is refused when loaded")
    func missingFile() throws {
        let folder = try TemporaryPackage(files: [
            "template.yml": "name: gappy\nversion: 1\nfiles:\n  - {template: Gone.stencil, output: a.swift}\n"
        ])
        #expect(
            throws: ViperError("Template 'gappy' names 'Gone.stencil', which is not a file in \(folder.root.path).")
        ) {
            try ModuleTemplate.load(from: folder.root)
        }
    }

    @Test("Resolving a template accepts a built-in name or a folder, and lists the built-ins otherwise")
    func resolving() throws {
        let package = try TemporaryPackage(files: [
            "Templates/mine/template.yml":
                "name: mine\nversion: 0.1.0\nfiles:\n  - {template: A.stencil, output: a.swift}\n",
            "Templates/mine/A.stencil": "x",
        ])
        #expect(try ModuleTemplate.resolve("module", packageRoot: package.root).isBuiltIn)
        #expect(try ModuleTemplate.resolve("Templates/mine", packageRoot: package.root).manifest.name == "mine")
        #expect(
            throws: ViperError(
                "No template 'nope': it is neither a built-in template (factory, module) nor a folder at \(package.root.path)/nope."
            )
        ) {
            try ModuleTemplate.resolve("nope", packageRoot: package.root)
        }
    }
}
