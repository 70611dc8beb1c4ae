import FluentKit
import FootballGatherAPI
import Foundation
import SQLKit
import Testing
import Vapor
import VaporTesting

@testable import FootballGatherServer

@Suite("Usernames")
struct UsernameTests {
    @Test(
        "Names differing only in case or Unicode normalisation are one account: the second answers 409 and logs in to the first",
        arguments: TestDatabase.all,
        [("Ana", "ana"), ("e\u{301}lise", "\u{E9}lise"), ("\u{C9}LISE", "e\u{301}lise"), ("Straße", "STRASSE")])
    func sameAccount(database: TestDatabase, names: (String, String)) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let created = try await api.send(
                .POST, APIPath.users, json: UserCreateRequest(username: names.0, password: "pitch-side"))
            let user = try api.decode(UserResponse.self, from: created)

            let second = try await api.send(
                .POST, APIPath.users, json: UserCreateRequest(username: names.1, password: "pitch-side"))
            #expect(second.status == .conflict)
            let typed = names.1.precomposedStringWithCanonicalMapping
            #expect(try api.reason(of: second) == "The username \"\(typed)\" is already taken.")
            #expect(try await UserModel.query(on: app.db).count() == 1)
            #expect(try await api.logIn(names.1, password: "pitch-side").userID == user.id)
        }
    }

    @Test("A name is stored trimmed and precomposed, as typed, beside its key", arguments: TestDatabase.all)
    func storedForm(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let response = try await api.send(
                .POST, APIPath.users, json: UserCreateRequest(username: "  E\u{301}lise  ", password: "pitch-side"))

            #expect(response.status == .created)
            let user = try api.decode(UserResponse.self, from: response)
            #expect(user.username.unicodeScalars.elementsEqual("\u{C9}lise".unicodeScalars))
            let stored = try #require(try await UserModel.find(user.id, on: app.db))
            #expect(stored.username.unicodeScalars.elementsEqual("\u{C9}lise".unicodeScalars))
            #expect(stored.usernameKey?.unicodeScalars.elementsEqual("\u{E9}lise".unicodeScalars) == true)
        }
    }

    @Test(
        "The migration gives existing accounts their keys, the oldest first; its revert drops the column so it can run again",
        arguments: TestDatabase.all)
    func migrationBackfill(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let hash = try Bcrypt.hash("pitch-side", cost: 4)
            let legacy = [("Ana", 1.0), ("ana", 2.0), ("Bo\u{308}rje", 3.0)]
            let ids = Dictionary(uniqueKeysWithValues: legacy.map { ($0.0, UUID()) })
            // One connection for the schema changes: SQLite checks DDL against the schema its
            // connection has cached, which another connection's change leaves stale.
            try await app.db.withConnection { database in
                let sql = try #require(database as? any SQLDatabase)
                try await AddUsernameKey().revert(on: database)
                for (name, created) in legacy {
                    try await sql.insert(into: UserModel.schema)
                        .columns("id", "username", "password_hash", "created_at")
                        .values(
                            SQLBind(ids[name]), SQLBind(name), SQLBind(hash),
                            SQLBind(Date(timeIntervalSince1970: created))
                        )
                        .run()
                }
                try await AddUsernameKey().prepare(on: database)
            }

            let keys = try await UserModel.query(on: app.db).all().reduce(into: [String: String?]()) {
                $0[$1.username] = $1.usernameKey
            }
            #expect(keys == ["Ana": "ana", "ana": nil, "Bo\u{308}rje": "b\u{F6}rje"])
            let api = TestAPI(app: app)
            #expect(try await api.logIn("ANA", password: "pitch-side").userID == ids["Ana"])
            #expect(try await api.logIn("ana", password: "pitch-side").userID == ids["ana"])
            #expect(try await api.logIn("B\u{F6}rje", password: "pitch-side").userID == ids["Bo\u{308}rje"])
            let taken = try await api.send(
                .POST, APIPath.users, json: UserCreateRequest(username: "aNA", password: "pitch-side"))
            #expect(taken.status == .conflict)

            let rekeyed = try await app.db.withConnection { database in
                try await AddUsernameKey().revert(on: database)
                try await AddUsernameKey().prepare(on: database)
                return try await UserModel.query(on: database).filter(\.$usernameKey != nil).count()
            }
            #expect(rekeyed == 2)
        }
    }
}
