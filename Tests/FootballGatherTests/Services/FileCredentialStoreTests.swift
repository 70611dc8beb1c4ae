import Foundation
import Testing

@testable import FootballGather

@Suite("File credential store")
struct FileCredentialStoreTests {
    let directory: TemporaryDirectory
    let fileURL: URL

    init() throws {
        directory = try TemporaryDirectory()
        fileURL = directory.url.appendingPathComponent("data/session.json")
    }

    func permissions() throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: fileURL.path)[.posixPermissions] as? Int
    }

    @Test("A saved session is loaded at the next launch")
    func roundTrip() throws {
        try FileCredentialStore(fileURL: fileURL).save(PlayerFixtures.session)
        #expect(FileCredentialStore(fileURL: fileURL).load() == PlayerFixtures.session)
    }

    @Test("A session kept for this run only is never written, and is gone at the next launch")
    func thisRunOnly() throws {
        let store = FileCredentialStore(fileURL: fileURL)
        try store.save(PlayerFixtures.session)
        try store.save(PlayerFixtures.session, persistently: false)
        #expect(store.load() == PlayerFixtures.session)
        #expect(FileManager.default.fileExists(atPath: fileURL.path) == false)
        #expect(FileCredentialStore(fileURL: fileURL).load() == nil)
        try store.clear()
        #expect(store.load() == nil)
    }

    @Test("The session file is readable and writable by its owner only, also after a replacement")
    func ownerOnly() throws {
        let store = FileCredentialStore(fileURL: fileURL)
        try store.save(PlayerFixtures.session)
        #expect(try permissions() == 0o600)
        var renewed = PlayerFixtures.session
        renewed.token = "token-2"
        try store.save(renewed)
        #expect(try permissions() == 0o600)
        #expect(store.load() == renewed)
        #expect(try directory.contents(of: fileURL.deletingLastPathComponent()) == ["session.json"])
    }

    @Test("Clearing deletes the file; clearing again is fine")
    func clear() throws {
        let store = FileCredentialStore(fileURL: fileURL)
        try store.save(PlayerFixtures.session)
        try store.clear()
        try store.clear()
        #expect(store.load() == nil)
        #expect(FileManager.default.fileExists(atPath: fileURL.path) == false)
    }

    @Test("A missing or corrupt file means no session", arguments: ["", "{", #"{"token":"t"}"#, "\u{0}\u{1}"])
    func corrupt(contents: String) throws {
        #expect(FileCredentialStore(fileURL: fileURL).load() == nil)
        try FileManager.default.createDirectory(
            at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: fileURL)
        #expect(FileCredentialStore(fileURL: fileURL).load() == nil)
    }

    @Test("A session that cannot be written gives a storage error")
    func unwritable() throws {
        let blocker = directory.url.appendingPathComponent("blocker")
        try Data("file".utf8).write(to: blocker)
        let store = FileCredentialStore(fileURL: blocker.appendingPathComponent("session.json"))
        #expect(throws: ServiceError.storage("the file \(blocker.path)/session.json could not be written.")) {
            try store.save(PlayerFixtures.session)
        }
    }
}
