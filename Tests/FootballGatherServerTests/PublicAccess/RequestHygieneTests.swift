import FootballGatherAPI
import Foundation
import SQLKit
import Testing
import VIPERKitTesting
import Vapor
import VaporTesting

@testable import FootballGatherServer

#if canImport(Glibc)
    import Glibc
#endif

@Suite("What a stranger's requests cannot do")
struct RequestHygieneTests {
    @Test(
        "A body not sent as JSON gets 415 and changes nothing, so a cross-site form or text/plain post creates no account",
        arguments: ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"])
    func bodiesMustBeJSON(contentType: String) async throws {
        try await withApp(on: .sqlite) { app in
            let body = #"{"username":"mallory","password":"pitch-side-1"}"#
            let response = try await app.testing().sendRequest(
                .POST, APIPath.users, headers: ["Content-Type": contentType], body: ByteBuffer(string: body))
            #expect(response.status == .unsupportedMediaType)
            #expect(
                try response.content.decode(APIErrorResponse.self).reason
                    == "The request body must be sent as JSON (Content-Type: application/json).")
            #expect(try await UserModel.query(on: app.db).count() == 0)

            let token = try await TestAPI(app: app).signUp("ana", password: "pitch-side-1")
            let player = try await app.testing().sendRequest(
                .POST, APIPath.players, headers: ["Content-Type": contentType, "Authorization": "Bearer \(token)"],
                body: ByteBuffer(string: #"{"name":"Bruno"}"#))
            #expect(player.status == .unsupportedMediaType)
            #expect(try await PlayerModel.query(on: app.db).count() == 0)
        }
    }

    @Test("JSON with a charset parameter or in capitals is still JSON")
    func jsonVariants() async throws {
        try await withApp(on: .sqlite) { app in
            for (index, contentType) in ["application/json; charset=utf-8", "Application/JSON"].enumerated() {
                let response = try await app.testing().sendRequest(
                    .POST, APIPath.users, headers: ["Content-Type": contentType],
                    body: ByteBuffer(string: #"{"username":"user\#(index)","password":"pitch-side-1"}"#))
                #expect(response.status == .created)
            }
        }
    }

    @Test("The SQLite file and its write-ahead log are readable by their owner only, whatever the umask")
    func sqlitePermissions() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fg-perm-\(RandomID.make())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("data.sqlite").path
        let previous = umask(0o022)
        defer { umask(previous) }
        let app = try await Application.make(.testing)
        app.logger.logLevel = .error
        do {
            try await configure(app, ServerConfiguration(database: .sqlite(path: path), passwordHashCost: 4))
            try await TestAPI(app: app).signUp("ana", password: "pitch-side-1")
            for file in [path, path + "-wal", path + "-shm"] {
                let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
                #expect(mode == 0o600, "\(file) has mode \(String(mode ?? 0, radix: 8))")
            }
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }

    @Test("An existing database file left readable by others is made owner-only at start")
    func existingFileTightened() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fg-perm-\(RandomID.make())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("old.sqlite").path
        for file in [path, path + "-wal"] {
            #expect(
                FileManager.default.createFile(atPath: file, contents: Data(), attributes: [.posixPermissions: 0o644]))
        }
        try SQLiteFile.restrictPermissions(atPath: path)
        for file in [path, path + "-wal"] {
            #expect(try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int == 0o600)
        }
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
    }

    @Test("New rows get random version 4 ids that never repeat")
    func randomIDs() {
        let ids = (0..<10_000).map { _ in RandomID.make() }
        #expect(Set(ids).count == ids.count)
        for id in ids.prefix(100) {
            let text = id.uuidString
            #expect(Array(text)[14] == "4")
            #expect("89AB".contains(Array(text)[19]))
        }
    }

    @Test("At start the server raises its open-file limit to the most the system allows")
    func descriptorLimit() throws {
        let raised = try #require(DescriptorLimit.raiseToHardLimit())
        var limits = rlimit()
        #if canImport(Glibc)
            #expect(getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limits) == 0)
        #else
            #expect(getrlimit(RLIMIT_NOFILE, &limits) == 0)
        #endif
        #expect(raised == UInt64(limits.rlim_cur))
        #expect(limits.rlim_cur == limits.rlim_max)
    }

    @Test("A connection that says nothing is closed after the idle timeout")
    func idleConnectionClosed() async throws {
        try await withApp(on: .sqlite, adjust: { $0.idleTimeout = 1 }) { app in
            try await app.server.start(address: .hostname("127.0.0.1", port: 0))
            let port = app.http.server.shared.localAddress?.port ?? 0
            let started = ContinuousClock.now
            let closed = try? await LoopbackHTTPClient.silentConnectionIsClosed(
                port: port, from: "127.0.0.2", within: .seconds(10))
            await app.server.shutdown()
            #expect(closed == true)
            #expect(ContinuousClock.now - started < .seconds(8))
        }
    }

    @Test("A registration that breaks a constraint other than the username's answers 500, never 'already taken'")
    func onlyATakenNameIsAConflict() async throws {
        try await withApp(on: .sqlite) { app in
            let sql = try #require(app.db as? any SQLDatabase)
            try await sql.raw(
                """
                CREATE TRIGGER refuse_dora BEFORE INSERT ON users WHEN NEW.username = 'dora'
                BEGIN SELECT RAISE(ABORT, 'UNIQUE constraint failed: users.id'); END
                """
            ).run()
            let api = TestAPI(app: app)
            let broken = try await api.send(
                .POST, APIPath.users, json: UserCreateRequest(username: "dora", password: "pitch-side-1"))
            try await api.signUp("ana", password: "pitch-side-1")
            let taken = try await api.send(
                .POST, APIPath.users, json: UserCreateRequest(username: "Ana", password: "pitch-side-1"))

            #expect(broken.status == .internalServerError)
            #expect(taken.status == .conflict)
            #expect(try api.reason(of: taken) == "The username \"Ana\" is already taken.")
        }
    }
}
