import Testing
import VIPERGen

@Suite("Writing generated files")
struct FileWriterTests {
    let files = [
        GeneratedFile(path: "Sources/A.swift", contents: "new A"),
        GeneratedFile(path: "Sources/B.swift", contents: "same B"),
        GeneratedFile(path: "Tests/C.swift", contents: "new C"),
    ]

    @Test("Existing files a person changed are skipped; identical ones are left alone; new ones are created")
    func skipsExisting() throws {
        let package = try TemporaryPackage(files: ["Sources/A.swift": "edited A", "Sources/B.swift": "same B"])
        let writer = FileWriter(root: package.root)

        let plan = writer.plan(files, force: false)
        try writer.apply(plan)

        #expect(plan.map(\.action) == [.skip, .unchanged, .create])
        #expect(package.read("Sources/A.swift") == "edited A")
        #expect(package.read("Tests/C.swift") == "new C")
    }

    @Test("With force, changed files are overwritten")
    func forceOverwrites() throws {
        let package = try TemporaryPackage(files: ["Sources/A.swift": "edited A"])
        let writer = FileWriter(root: package.root)

        let plan = writer.plan(files, force: true)
        try writer.apply(plan)

        #expect(plan.map(\.action) == [.overwrite, .create, .create])
        #expect(package.read("Sources/A.swift") == "new A")
    }

    @Test("A folder where a file should go is reported, not crashed on")
    func folderInTheWay() throws {
        let package = try TemporaryPackage(files: ["Tests/C.swift/inside.txt": "x"])
        let writer = FileWriter(root: package.root)

        let error = try #require(throws: ViperError.self) { try writer.apply(writer.plan(files, force: true)) }

        #expect(error.message.hasPrefix("Cannot write Tests/C.swift: "))
    }
}
