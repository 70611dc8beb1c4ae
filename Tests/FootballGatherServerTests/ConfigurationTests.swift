import Foundation
import Testing

@testable import FootballGatherServer

@Suite("Configuration from the environment")
struct ConfigurationTests {
    @Test("With nothing set, data goes to a SQLite file under ~/.local/share")
    func defaults() throws {
        let configuration = try ServerConfiguration.fromEnvironment(["HOME": "/home/ana"])
        #expect(
            configuration
                == ServerConfiguration(
                    database: .sqlite(path: "/home/ana/.local/share/footballgather/footballgather.sqlite"),
                    migratesAutomatically: true, databasePoolSize: nil, tokenPurgeInterval: 3600))
    }

    @Test("AUTO_MIGRATE switches migration at start; DB_POOL_SIZE sets PostgreSQL connections per event loop")
    func operations() throws {
        let environment = ["HOME": "/h"]
        for (value, migrates) in [("true", true), ("FALSE", false), ("1", true), ("0", false)] {
            #expect(
                try ServerConfiguration.fromEnvironment(environment.merging(["AUTO_MIGRATE": value]) { $1 })
                    .migratesAutomatically == migrates)
        }
        #expect(
            try ServerConfiguration.fromEnvironment(environment.merging(["DB_POOL_SIZE": "8"]) { $1 }).databasePoolSize
                == 8)
        #expect(try ServerConfiguration.fromEnvironment(environment).databasePoolSize == nil)
    }

    @Test("ACCOUNT_MAX_PLAYERS, _GAMES and _GATHERS set what one account keeps; a value out of range is refused")
    func accountHoldings() throws {
        let environment = ["HOME": "/h"]
        #expect(try ServerConfiguration.fromEnvironment(environment).accountHoldings == AccountHoldings())
        let raised = try ServerConfiguration.fromEnvironment(
            environment.merging(["ACCOUNT_MAX_PLAYERS": "5000", "ACCOUNT_MAX_GATHERS": "20"]) { $1 })
        #expect(raised.accountHoldings == AccountHoldings(players: 5_000, games: 1_000, gathers: 20))
        #expect(throws: ConfigurationError.self) {
            try ServerConfiguration.fromEnvironment(environment.merging(["ACCOUNT_MAX_GAMES": "0"]) { $1 })
        }
    }

    @Test("PUBLIC_URL names where people reach the server, without a trailing slash; none by default")
    func publicURL() throws {
        #expect(try ServerConfiguration.fromEnvironment(["HOME": "/h"]).publicURL == nil)
        #expect(
            try ServerConfiguration.fromEnvironment(["HOME": "/h", "PUBLIC_URL": "https://football.example.org/"])
                .publicURL == "https://football.example.org")
        #expect(
            try ServerConfiguration.fromEnvironment(["HOME": "/h", "PUBLIC_URL": "http://127.0.0.1:8080"]).publicURL
                == "http://127.0.0.1:8080")
    }

    @Test("A database is described without its password")
    func redactedDatabase() {
        #expect(
            ServerConfiguration.Database.postgres(url: "postgres://fg:s3cret@db.example:6543/football").description
                == "PostgreSQL at postgres://fg:***@db.example:6543/football")
        #expect(ServerConfiguration.Database.sqlite(path: "/d/fg.sqlite").description == "the SQLite file /d/fg.sqlite")
    }

    @Test("XDG_DATA_HOME moves the default file; SQLITE_PATH names it; DATABASE_URL picks PostgreSQL")
    func variables() throws {
        #expect(
            try ServerConfiguration.fromEnvironment(["HOME": "/h", "XDG_DATA_HOME": "/data"]).database
                == .sqlite(path: "/data/footballgather/footballgather.sqlite"))
        #expect(
            try ServerConfiguration.fromEnvironment(["SQLITE_PATH": "/tmp/x.sqlite", "HOME": "/h"]).database
                == .sqlite(path: "/tmp/x.sqlite"))
        #expect(
            try ServerConfiguration.fromEnvironment(["DATABASE_URL": "postgres://u:p@db:5432/fg", "SQLITE_PATH": "/x"])
                .database == .postgres(url: "postgres://u:p@db:5432/fg"))
        #expect(
            try ServerConfiguration.fromEnvironment(["TOKEN_LIFETIME_DAYS": "2", "HOME": "/h"]).tokenLifetime == 172_800
        )
        #expect(try ServerConfiguration.fromEnvironment(["TOKEN_LIFETIME_DAYS": "0.5"]).tokenLifetime == 43_200)
    }

    @Test(
        "Unusable values are refused with a sentence naming the variable",
        arguments: [
            (
                ["DATABASE_URL": "mysql://root:pw@x/db"],
                #"DATABASE_URL must be a postgres:// URL such as postgres://user:password@host:5432/database (it starts with "mysql://")."#
            ),
            (
                ["DATABASE_URL": "postgres://fg:pw@/football"],
                "DATABASE_URL must name a host, as in postgres://user:password@host:5432/database."
            ),
            (
                ["DATABASE_URL": "postgres://fg:pw@db:5432"],
                "DATABASE_URL must name a database after the host, as in postgres://user:password@host:5432/database."
            ),
            (["AUTO_MIGRATE": "maybe"], #"AUTO_MIGRATE must be true or false, not "maybe"."#),
            (
                ["DB_POOL_SIZE": "0"],
                #"DB_POOL_SIZE must be a whole number of connections between 1 and 100, not "0"."#
            ),
            (
                ["DB_POOL_SIZE": "many"],
                #"DB_POOL_SIZE must be a whole number of connections between 1 and 100, not "many"."#
            ),
            (
                ["TOKEN_LIFETIME_DAYS": "soon"],
                #"TOKEN_LIFETIME_DAYS must be a number of days above 0 and at most 3650, not "soon"."#
            ),
            (
                ["TOKEN_LIFETIME_DAYS": "0"],
                #"TOKEN_LIFETIME_DAYS must be a number of days above 0 and at most 3650, not "0"."#
            ),
            (
                ["PUBLIC_URL": "football.example.org"],
                #"PUBLIC_URL must be an http or https address such as https://football.example.org, not "football.example.org"."#
            ),
            (
                ["PUBLIC_URL": "https://football.example.org/?next=x"],
                #"PUBLIC_URL must be an http or https address such as https://football.example.org, not "https://football.example.org/?next=x"."#
            ),
        ])
    func invalid(environment: [String: String], message: String) {
        #expect {
            try ServerConfiguration.fromEnvironment(environment.merging(["HOME": "/h"]) { first, _ in first })
        } throws: { error in
            (error as? ConfigurationError)?.description == message
        }
    }
}
