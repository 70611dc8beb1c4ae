import Testing
import VIPERGen

@Suite("template.yml")
struct TemplateManifestTests {
    @Test("A manifest lists the template's files and parameters")
    func parses() throws {
        let yaml = """
            name: screen
            version: 2.1.0
            description: A screen.
            parameters:
              - name: title
                description: The title.
                default: "{{ name|words }}"
              - name: plain
            files:
              - template: A.stencil
                output: "{{ modules }}/{{ name }}/A.swift"
            """
        #expect(
            try TemplateManifest.parse(yaml)
                == TemplateManifest(
                    name: "screen", version: "2.1.0", description: "A screen.",
                    parameters: [
                        .init(name: "title", description: "The title.", defaultValue: "{{ name|words }}"),
                        .init(name: "plain"),
                    ],
                    files: [.init(template: "A.stencil", output: "{{ modules }}/{{ name }}/A.swift")]
                ))
    }

    @Test("Scaffold files and the next step are optional")
    func scaffoldAndNext() throws {
        let yaml = """
            name: app
            version: 1.0.0
            files:
              - {template: A.stencil, output: a.swift}
            scaffold:
              - {template: S.stencil, output: "{{ sources }}/App/S.swift"}
            next: Add {{ name }} to the factory.
            """
        #expect(
            try TemplateManifest.parse(yaml)
                == TemplateManifest(
                    name: "app", version: "1.0.0", files: [.init(template: "A.stencil", output: "a.swift")],
                    scaffold: [.init(template: "S.stencil", output: "{{ sources }}/App/S.swift")],
                    next: "Add {{ name }} to the factory."))
    }

    @Test(
        "Mistakes in a manifest are reported, never crashed on",
        arguments: [
            ("", "template.yml is empty; it needs a name, a version and files."),
            ("name: x\nversion: 1\n", "template.yml: 'files' is missing."),
            (
                "name: x\nversion: 1\nfiles: []\n",
                "template.yml: 'files' is empty; a template writes at least one file."
            ),
            (
                "name: x\nversion: 1\nfiles:\n  - template: A\n",
                "template.yml:4: each file needs a 'template' and an 'output'"
            ),
            ("name: x\nversion: 1\nfiles: A\n", "template.yml:3: 'files' must be a list"),
            (
                "name: x\nversion: 1\nparameters:\n  - name: name\nfiles: []\n",
                "template.yml:4: parameter name 'name' is already taken"
            ),
            (
                "name: x\nversion: 1\nparameters:\n  - name: my-title\nfiles: []\n",
                "template.yml:4: parameter name 'my-title' is not an identifier"
            ),
            (
                "name: x\nversion: 1\nauthor: me\nfiles: []\n",
                "template.yml:3: unknown key 'author' (known keys: name, version, description, parameters, files, scaffold, next, edits, frontEnds)"
            ),
        ]
    )
    func mistakes(yaml: String, message: String) {
        #expect(throws: ViperError(message)) { try TemplateManifest.parse(yaml) }
    }
}
