import ArgumentParser
import Foundation

/// The options every command that works on a package shares.
struct PackageOptions: ParsableArguments {
    @Option(name: .customLong("package-path"), help: "The package's root folder.")
    var packagePath = "."

    /// The package root as an absolute URL.
    var root: URL {
        URL(fileURLWithPath: packagePath, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL
    }
}

/// Options that override the paths and template of `viper.yml`.
struct OverrideOptions: ParsableArguments {
    @Option(help: "The folder for module sources, relative to the package root.")
    var modules: String?

    @Option(help: "The folder for tests and test doubles, relative to the package root.")
    var tests: String?

    @Option(name: .customLong("testable-import"), help: "The module the tests reach with @testable import.")
    var testableImport: String?

    @Option(help: "A built-in template's name, or the path of a template folder.")
    var template: String?

    /// `configuration` with every given option applied.
    func applied(to configuration: ViperConfiguration) -> ViperConfiguration {
        var result = configuration
        if let modules { result.modules = modules }
        if let tests { result.tests = tests }
        if let testableImport { result.testableImport = testableImport }
        if let template { result.template = template }
        return result
    }

    func validate() throws {
        for (flag, path) in [("--modules", modules), ("--tests", tests)] {
            if let path, !PathCheck.isRelativeAndInside(path) {
                throw ValidationError("\(flag) '\(path)' must be a path inside the package, relative to its root.")
            }
        }
        if let testableImport, (try? ModuleName(validating: Naming.upperFirst(testableImport))) == nil {
            throw ValidationError("--testable-import '\(testableImport)' is not a Swift module name.")
        }
    }
}
