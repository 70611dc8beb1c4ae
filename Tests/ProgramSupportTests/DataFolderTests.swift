import Foundation
import ProgramSupport
import Testing

@Suite("Data folder: where an app keeps its local data")
struct DataFolderTests {
    let environment = ["HOME": "/home/ana", "XDG_DATA_HOME": "/xdg"]

    @Test("The folder a person names wins; ~ and relative paths are expanded")
    func option() {
        func path(_ option: String) -> String {
            DataFolder(appFolderName: "counter", option: option, environment: environment, currentDirectory: "/work")
                .path
        }
        #expect(path("/srv/counter") == "/srv/counter")
        #expect(path("~/counter") == "/home/ana/counter")
        #expect(path("~") == "/home/ana")
        #expect(path("data") == "/work/data")
        #expect(path("../data/./counter") == "/data/counter")
    }

    @Test("Otherwise XDG_DATA_HOME/<app> when it is an absolute path, else ~/.local/share/<app>")
    func defaults() {
        func path(_ environment: [String: String], _ option: String? = nil) -> String {
            DataFolder(appFolderName: "counter", option: option, environment: environment).path
        }
        #expect(path(environment) == "/xdg/counter")
        #expect(path(environment, "") == "/xdg/counter")
        #expect(path(["HOME": "/home/ana", "XDG_DATA_HOME": "relative"]) == "/home/ana/.local/share/counter")
        #expect(path(["HOME": "/home/ana", "XDG_DATA_HOME": ""]) == "/home/ana/.local/share/counter")
        #expect(path(["HOME": "/home/ana"]) == "/home/ana/.local/share/counter")
        #expect(path(["HOME": ""]) == NSHomeDirectory() + "/.local/share/counter")
    }

    @Test("Files are named inside the folder")
    func files() {
        let folder = DataFolder(appFolderName: "counter", option: "/srv/counter", environment: [:])
        #expect(folder.file("counts.json").path == "/srv/counter/counts.json")
    }

    @Test("The folder and the missing folders above it are created readable by their owner only; again is fine")
    func create() throws {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("data-folder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: top) }
        let folder = DataFolder(url: top.appendingPathComponent("nested/counter"))
        try folder.create()
        for url in [folder.url, top] {
            let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
            #expect(permissions == 0o700, "\(url.path)")
        }
        try folder.create()
    }

    @Test("A folder that cannot be created, under a file, is an error")
    func unusable() {
        #expect(throws: (any Error).self) { try DataFolder(url: URL(fileURLWithPath: "/dev/null/counter")).create() }
    }
}
