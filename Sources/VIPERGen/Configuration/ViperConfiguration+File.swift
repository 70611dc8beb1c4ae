import Foundation

extension ViperConfiguration {
    /// The configuration as a commented `viper.yml`, the file `viper init` writes.
    public var fileContents: String {
        let rules = LintRule.allCases.map(\.rawValue).joined(separator: ", ")
        let frameworks = LintSettings.uiFrameworks.joined(separator: ", ")
        return """
            # viper.yml: settings of `viper`, the VIPER module generator and architecture linter.
            # Paths are relative to this file's folder, the package root. Command-line flags override them.

            # Where `viper new <Name>` writes a module: <modules>/<Name>/<Name>Presenter.swift, …
            modules: \(Self.yaml(modules))

            # Where `viper new <Name>` writes the module's tests and test doubles: <tests>/<Name>/…
            tests: \(Self.yaml(tests))

            # The module the generated tests reach with `@testable import`.
            testableImport: \(Self.yaml(testableImport))

            # The template `viper new` uses: a built-in one (`viper templates` lists them)
            # or the path of a folder that holds a template.yml.
            template: \(Self.yaml(template))

            \(frontEndsContents)
            # What `viper lint` checks.
            lint:
              # Rules to turn off, among: \(rules).
              disabled: \(Self.yaml(lint.disabled.map(\.rawValue)))
              # Imports that presenters, interactors and routers must not use, besides \(frameworks).
              forbiddenImports: \(Self.yaml(lint.forbiddenImports))
              # Folders searched for views: types that adopt a module's View protocol.
              sources: \(Self.yaml(lint.sources))
            \(projectRulesContents)
            """
    }

    /// The `lint.rules` lines: the project's rules, or a commented example when there are none.
    private var projectRulesContents: String {
        var lines = [
            "  # The project's own rules, beside the built-in ones: each has a name and one of forbidImports,",
            "  # mayNotDependOn, maxLines, for the layers (\(ModuleLayer.allCases.map(\.rawValue).joined(separator: ", ")))",
            "  # and modules it lists (all when it lists none).",
        ]
        guard !lint.rules.isEmpty else {
            return
                (lines + [
                    "  # None yet; for example:",
                    "  # rules:",
                    "  #   - name: short-presenters",
                    "  #     layers: [presenter]",
                    "  #     maxLines: 250",
                ]).joined(separator: "\n") + "\n"
        }
        lines.append("  rules:")
        for rule in lint.rules {
            lines.append("    - name: \(Self.yaml(rule.name))")
            if !rule.layers.isEmpty { lines.append("      layers: \(Self.yaml(rule.layers.map(\.rawValue)))") }
            if !rule.modules.isEmpty { lines.append("      modules: \(Self.yaml(rule.modules))") }
            switch rule.check {
            case .forbidImports(let imports): lines.append("      forbidImports: \(Self.yaml(imports))")
            case .mayNotDependOn(let layers): lines.append("      mayNotDependOn: \(Self.yaml(layers.map(\.rawValue)))")
            case .maxLines(let limit): lines.append("      maxLines: \(limit)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `frontEnds` section: the configured front ends, or a commented example when there are none.
    private var frontEndsContents: String {
        var lines = [
            "# The package's front ends: for each, `viper new` writes the module's view into `views` and adds what",
            "# makes it (make<Name>View(), or make<Name>(navigator:delegate:) with template module) to the view",
            "# factory declared in `factory` (the type named after the file).",
        ]
        if frontEnds.isEmpty {
            lines += [
                "# None yet; for example:",
                "# frontEnds:",
                "#   - kind: terminal",
                "#     views: Sources/AppTerminal/Views",
                "#     factory: Sources/AppTerminal/Views/TerminalViewFactory.swift",
            ]
        } else {
            lines.append("frontEnds:")
            for frontEnd in frontEnds {
                lines += [
                    "  - kind: \(Self.yaml(frontEnd.kind))",
                    "    views: \(Self.yaml(frontEnd.views))",
                    "    factory: \(Self.yaml(frontEnd.factory))",
                ]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `value` as a YAML scalar: plain when that is unambiguous, else double-quoted.
    static func yaml(_ value: String) -> String {
        let plain = value.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || "0123456789_./-".unicodeScalars.contains($0))
        }
        let reserved = ["true", "false", "yes", "no", "on", "off", "null"].contains(value.lowercased())
        if plain, !reserved, let first = value.first, first != "-", first != "." || value.count > 1 {
            return value
        }
        let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"\(escaped)\""
    }

    /// `values` as a YAML flow sequence, e.g. `[Sources, Plugins]`.
    static func yaml(_ values: [String]) -> String {
        "[" + values.map { yaml($0) }.joined(separator: ", ") + "]"
    }
}
