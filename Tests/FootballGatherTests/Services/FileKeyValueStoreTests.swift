import Foundation
import Testing

@testable import FootballGather

@Suite("File key-value store")
struct FileKeyValueStoreTests {
    let directory: TemporaryDirectory
    let fileURL: URL

    init() throws {
        directory = try TemporaryDirectory()
        fileURL = directory.url.appendingPathComponent("data/settings.json")
    }

    @Test("Without a file every value is absent")
    func missingFile() {
        let store = FileKeyValueStore(fileURL: fileURL)
        #expect(store.string(forKey: "login.username") == nil)
        #expect(store.bool(forKey: "login.rememberMe") == nil)
    }

    @Test("Values survive a new launch, and the directory is created")
    func roundTrip() throws {
        let store = FileKeyValueStore(fileURL: fileURL)
        try store.set("ana", forKey: "login.username")
        try store.set(false, forKey: "login.rememberMe")
        let nextLaunch = FileKeyValueStore(fileURL: fileURL)
        #expect(nextLaunch.string(forKey: "login.username") == "ana")
        #expect(nextLaunch.bool(forKey: "login.rememberMe") == false)
        #expect(nextLaunch.bool(forKey: "login.username") == nil)
        #expect(nextLaunch.string(forKey: "login.rememberMe") == nil)
    }

    @Test("Setting nil removes the value; the file holds exactly the remaining JSON and no temporary file")
    func atomicReplace() throws {
        let store = FileKeyValueStore(fileURL: fileURL)
        try store.set("a much longer username than the next one", forKey: "login.username")
        try store.set(true, forKey: "login.rememberMe")
        try store.set(nil as String?, forKey: "login.username")
        let text = try String(contentsOf: fileURL, encoding: .utf8)
        #expect(text == "{\n  \"login.rememberMe\" : true\n}")
        #expect(try directory.contents(of: fileURL.deletingLastPathComponent()) == ["settings.json"])
        #expect(FileKeyValueStore(fileURL: fileURL).string(forKey: "login.username") == nil)
    }

    @Test(
        "A corrupt file reads as empty and is replaced by the next write",
        arguments: ["{not json", "[1,2]", #"{"a":3}"#])
    func corruptFile(contents: String) throws {
        try FileManager.default.createDirectory(
            at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: fileURL)
        let store = FileKeyValueStore(fileURL: fileURL)
        #expect(store.string(forKey: "a") == nil)
        try store.set(true, forKey: "login.rememberMe")
        #expect(FileKeyValueStore(fileURL: fileURL).bool(forKey: "login.rememberMe") == true)
    }

    @Test("A file that cannot be written gives a storage error and changes nothing")
    func unwritable() throws {
        let blocker = directory.url.appendingPathComponent("blocker")
        try Data("file".utf8).write(to: blocker)
        let store = FileKeyValueStore(fileURL: blocker.appendingPathComponent("settings.json"))
        #expect(throws: ServiceError.storage("the file \(blocker.path)/settings.json could not be written.")) {
            try store.set("ana", forKey: "login.username")
        }
        #expect(store.string(forKey: "login.username") == nil)
    }
}
