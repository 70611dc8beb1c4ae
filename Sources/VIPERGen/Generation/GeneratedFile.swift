/// A file a template produced: where it goes, relative to the package root, and its text.
public struct GeneratedFile: Equatable, Sendable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// Where `viper new` writes and what the generated tests import.
public struct GenerationSettings: Equatable, Sendable {
    /// The folder that holds module folders, relative to the package root.
    public var modules: String
    /// The folder that holds each module's test folder, relative to the package root.
    public var tests: String
    /// The module the generated tests `@testable import`.
    public var testableImport: String
    /// The front ends that get a view of each module.
    public var frontEnds: [FrontEnd]

    public init(modules: String, tests: String, testableImport: String, frontEnds: [FrontEnd] = []) {
        self.modules = modules
        self.tests = tests
        self.testableImport = testableImport
        self.frontEnds = frontEnds
    }

    /// The generation settings of `configuration`.
    public init(_ configuration: ViperConfiguration) {
        self.init(
            modules: configuration.modules, tests: configuration.tests, testableImport: configuration.testableImport,
            frontEnds: configuration.frontEnds)
    }
}
