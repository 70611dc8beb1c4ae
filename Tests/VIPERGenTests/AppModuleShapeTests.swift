import Foundation
import Testing

@testable import VIPERGen

/// The `factory` template against the app's own modules: a module generated with the app's name, paths and
/// settings must declare what the real one declares in every place where the two share a shape (roles,
/// ownership, the assembly, the factory method, the doubles), so the template and the app cannot drift apart.
///
/// The real modules have real content (rows, services, more routes); only the declarations that
/// ``ModuleShape`` reads are compared, and for History the file sets too. History is the shape without a
/// delegate, PlayerAdd the shape with one, PlayerList the pattern of a screen whose actions are data (its
/// `<Name>Action` enum, a `ScreenState`, `perform(_:)`); modules that take an input (PlayerDetail's player) add it
/// to `make<Name>` by hand and are not compared. A module that does not declare its actions as data yet is compared
/// without them (see ``ModuleShape/isAboutActions(_:module:)``).
@Suite("The factory template matches the app's modules")
struct AppModuleShapeTests {
    static let modules = "Sources/FootballGather/Modules"
    static let tests = "Tests/FootballGatherTests"

    static func generate(_ name: String, delegate: Bool) throws -> [GeneratedFile] {
        let template = try ModuleTemplate.resolve("factory", packageRoot: RepositoryPaths.packageRoot)
        return try ModuleRenderer(template: template).render(
            name: ModuleName(validating: name),
            settings: GenerationSettings(modules: modules, tests: tests, testableImport: "FootballGather"),
            parameters: ["delegate": delegate ? "yes" : "no"])
    }

    /// The app's file at `path`, relative to the repository root.
    static func real(_ path: String) -> String? {
        try? String(contentsOf: RepositoryPaths.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    static func fileNames(in folder: String) -> [String] {
        let url = RepositoryPaths.packageRoot.appendingPathComponent(folder)
        return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter {
            $0.hasSuffix(".swift")
        }
        .sorted()
    }

    @Test("History (no delegate): the same module and test files as the app's History")
    func historyFiles() throws {
        let generated = try Self.generate("History", delegate: false)
        let sources = generated.filter { $0.path.hasPrefix(Self.modules) }.map(\.name).sorted()
        let tests = generated.filter { $0.path.hasPrefix(Self.tests) }.map(\.name).sorted()

        #expect(sources == Self.fileNames(in: "\(Self.modules)/History"))
        #expect(tests == Self.fileNames(in: "\(Self.tests)/History"))
    }

    @Test(
        "Every generated file declares the roles, ownership, assembly and factory method of the app's file",
        arguments: [("History", false), ("PlayerAdd", true), ("PlayerList", false)])
    func declarationsMatch(name: String, delegate: Bool) throws {
        let generated = try Self.generate(name, delegate: delegate)
        // PlayerAdd's and PlayerList's routers are tested with their assemblies and their interactors have no
        // tests of their own; their sources and doubles have the generated shape.
        let compared = generated.filter { file in
            file.path.hasPrefix(Self.modules) || name == "History" || file.name == "\(name)Doubles.swift"
        }
        let hasActions = Self.declaresActions(name)
        var total = 0
        for file in compared {
            let real = try #require(Self.real(file.path), "the app has no \(file.path)")
            let expected = ModuleShape.declarations(in: real, module: name)
                .filter { hasActions || !ModuleShape.isAboutActions($0, module: name) }
            let actual = ModuleShape.declarations(in: file.contents, module: name)
                .filter { hasActions || !ModuleShape.isAboutActions($0, module: name) }
            #expect(actual == expected, "\(file.path): the generated declarations differ from the app's")
            #expect(!expected.isEmpty, "\(file.path): no declaration of the module's shape found")
            total += expected.count
        }
        #expect(total >= (name == "History" ? 35 : 30), "too few declarations compared: \(total)")
    }

    /// Whether the app's module `name` declares its actions as data, as the template does.
    static func declaresActions(_ name: String) -> Bool {
        real("\(modules)/\(name)/\(name)Contracts.swift")?.contains("enum \(name)Action") == true
    }

    @Test("PlayerList, the pattern, declares its actions as data, and is compared with them")
    func patternHasActions() throws {
        #expect(Self.declaresActions("PlayerList"))
        let contracts = try #require(Self.real("\(Self.modules)/PlayerList/PlayerListContracts.swift"))
        let declarations = ModuleShape.declarations(in: contracts, module: "PlayerList")
        #expect(declarations.filter { ModuleShape.isAboutActions($0, module: "PlayerList") }.count >= 3)
    }

    /// The base class of the app's routers, which `viper init` writes for a package with the `factory` template.
    static let moduleRouter = "Sources/FootballGather/App/ModuleRouter.swift"

    @Test("The scaffold's ModuleRouter holds what the app's routers stand on: the factory and the weak screen")
    func moduleRouterMatches() throws {
        let template = try ModuleTemplate.resolve("factory", packageRoot: RepositoryPaths.packageRoot)
        let scaffold = try ModuleRenderer(template: template).renderScaffold(
            settings: GenerationSettings(modules: Self.modules, tests: Self.tests, testableImport: "FootballGather"))
        let generated = try #require(scaffold.first { $0.name == "ModuleRouter.swift" })
        let real = try #require(Self.real(Self.moduleRouter))
        let expected = ModuleShape.declarations(in: real, module: "History")
        #expect(ModuleShape.declarations(in: generated.contents, module: "History") == expected)
        #expect(expected.count == 3, "\(expected)")
    }

    @Test("The comparison notices a module that is not shaped like the app's")
    func noticesDrift() throws {
        let module = try #require(Self.real("\(Self.modules)/History/HistoryModule.swift"))
        let router = try #require(Self.real("\(Self.modules)/History/HistoryRouter.swift"))
        let moduleRouter = try #require(Self.real(Self.moduleRouter))
        let doubles = try #require(Self.real("\(Self.tests)/History/HistoryDoubles.swift"))
        let contracts = try #require(Self.real("\(Self.modules)/PlayerList/PlayerListContracts.swift"))
        #expect(
            ModuleShape.declarations(in: contracts, module: "PlayerList")
                != ModuleShape.declarations(
                    in: contracts.replacingOccurrences(of: "ActionPerforming<PlayerListAction>", with: "AnyObject"),
                    module: "PlayerList"))
        let drifted = [
            (module, module.replacingOccurrences(of: "extension ModuleFactory", with: "extension AppFactory")),
            (module, module.replacingOccurrences(of: "func makeHistory()", with: "func history()")),
            (router, router.replacingOccurrences(of: "ModuleRouter, HistoryRouting", with: "HistoryRouting")),
            (
                moduleRouter,
                moduleRouter.replacingOccurrences(
                    of: "let factory: ModuleFactory", with: "weak var navigator: (any Navigator)?")
            ),
            (moduleRouter, moduleRouter.replacingOccurrences(of: "weak var screen", with: "var screen")),
            (doubles, doubles.replacingOccurrences(of: "RecordingRouter<RecordingHistoryRouter.Route>, ", with: "")),
        ]
        for (original, changed) in drifted {
            #expect(original != changed)
            #expect(
                ModuleShape.declarations(in: original, module: "History")
                    != ModuleShape.declarations(in: changed, module: "History"))
        }
    }
}

/// The declarations that give a module its shape, read line by line from one file with comments removed:
/// the role types and what they adopt, the protocol names of the contracts (not what they inherit: the app's
/// routers add app-wide routes), the view's two requirements, the presenter's and router's stored properties,
/// the assembly's initializer and `assemble(view:)`, the factory extension and its `make<Name>` method, the
/// recording doubles, the test suites and how the tests reach the module.
enum ModuleShape {
    static func declarations(in text: String, module name: String) -> [String] {
        let n = NSRegularExpression.escapedPattern(for: name)
        let patterns = [
            #"^(public )?protocol \#(n)(View|Presenting|Interacting|Routing|Delegate)\b"#,
            #"^public enum \#(n)Action\b"#,
            #"\bActionPerforming<\#(n)Action>"#,
            #"^func perform\(_ action: \#(n)Action\) async\b"#,
            #"^(public )?struct \#(n)(ViewState|Module): [A-Za-z, ]+"#,
            #"^final class (Recording)?\#(n)(Presenter|Interactor|Router|View|Delegate): [A-Za-z<>., ]+"#,
            #"^var presenter: \(any \#(n)Presenting\)\? \{ get set \}"#,
            #"^func render\(_ state: \#(n)ViewState\)"#,
            #"^private weak var view: \(any \#(n)View\)\?"#,
            #"^private let interactor: any \#(n)Interacting$"#,
            #"^private let router: any \#(n)Routing$"#,
            #"^(private )?weak var delegate: \(any \#(n)Delegate\)\?"#,
            #"^private\(set\) var state\b"#,
            #"^(private )?let factory: ModuleFactory$"#,
            #"^(private )?(weak )?var screen: \(any Screen\)\?"#,
            #"^(private )?(weak )?var navigator\b"#,
            #"^init\((factory|navigator): [A-Za-z ()]+\)"#,
            #"^public init\(factory: ModuleFactory(, [^)]*)?\)"#,
            #"^public func assemble\(view: any \#(n)View\) -> any Screen"#,
            #"^let router = \#(n)Router\([a-z]+: [a-z]+\)$"#,
            #"^view\.presenter = presenter$"#,
            #"^router\.screen = view$"#,
            #"^extension ModuleFactory\b"#,
            #"^extension \#(n)ViewState\b"#,
            #"^public var routes: \[Route\]"#,
            #"^public func make\#(n)\([^)]*\) -> any Screen"#,
            #"assemble\(view: views\.make\#(n)View\(\)\)"#,
            #"^@Suite\("\#(n) (presenter|interactor|router|assembly)"\)"#,
            #"^let (view|router|delegate) = Recording\#(n)(View|Router|Delegate)\(\)$"#,
            #"factory\.make\#(n)\("#,
            #"\b\#(n)Router\(factory: [a-z.]+\)"#,
        ]
        let expressions = patterns.compactMap { try? NSRegularExpression(pattern: $0) }
        var found: [String] = []
        for line in SwiftSource(text, keepingStrings: true).lines {
            let code = line.trimmingCharacters(in: .whitespaces)
            let range = NSRange(code.startIndex..., in: code)
            for expression in expressions {
                guard let match = expression.firstMatch(in: code, range: range),
                    let matched = Range(match.range, in: code)
                else { continue }
                let declaration = code[matched].trimmingCharacters(in: .whitespaces)
                if !found.contains(declaration) { found.append(declaration) }
            }
        }
        return found.sorted()
    }

    /// Whether `declaration` is about the module's actions as data: its `<Name>Action` enum, what takes it, or its
    /// view state's conformance (`ScreenState`, or `Equatable` before the module had actions).
    static func isAboutActions(_ declaration: String, module name: String) -> Bool {
        declaration.contains("\(name)Action") || declaration.hasPrefix("public struct \(name)ViewState:")
    }
}
