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
                    database: .sqlite(path: "/home/ana/.local/share/footballgather/footballgather.sqlite")))
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
    }

    @Test(
        "Unusable values are refused with a sentence naming the variable",
        arguments: [
            (["DATABASE_URL": "mysql://x"], #"DATABASE_URL must be a postgres:// URL, not "mysql://x"."#),
            (
                ["TOKEN_LIFETIME_DAYS": "soon"],
                #"TOKEN_LIFETIME_DAYS must be a number of days between 1 and 3650, not "soon"."#
            ),
            (
                ["TOKEN_LIFETIME_DAYS": "0"],
                #"TOKEN_LIFETIME_DAYS must be a number of days between 1 and 3650, not "0"."#
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
