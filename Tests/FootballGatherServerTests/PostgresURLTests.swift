import Foundation
import Testing

@testable import FootballGatherServer

@Suite("DATABASE_URL parsing")
struct PostgresURLTests {
    @Test("Every part is read; the port defaults to 5432")
    func parts() throws {
        let url = try PostgresURL(parsing: "postgresql://fg:p%40ss@db.internal:6543/football?sslmode=require")
        #expect(url.host == "db.internal")
        #expect(url.port == 6543)
        #expect(url.user == "fg")
        #expect(url.password == "p@ss")
        #expect(url.database == "football")
        #expect(url.sslMode == "require")
        #expect(try PostgresURL(parsing: "postgres://fg@localhost/football").port == 5432)
        #expect(try PostgresURL(parsing: "postgres://fg@localhost/football").schema == nil)
    }

    @Test("A schema of the server's own is named by the schema parameter, and described")
    func schema() throws {
        let url = try PostgresURL(parsing: "postgres://fg:s3cret@db/shared?sslmode=disable&schema=football_2")
        #expect(url.schema == "football_2")
        #expect(url.description == "postgres://fg:***@db:5432/shared?sslmode=disable&schema=football_2")
        #expect(PostgresChangeRelay.channel(forSchema: url.schema) == "footballgather_changes_football_2")
        #expect(PostgresChangeRelay.channel(forSchema: nil) == "footballgather_changes")
    }

    @Test("The description hides the password and keeps everything else")
    func redacted() throws {
        #expect(
            try PostgresURL(parsing: "postgres://fg:s3cret@db:5432/football?sslmode=disable").description
                == "postgres://fg:***@db:5432/football?sslmode=disable")
        #expect(try PostgresURL(parsing: "postgres://fg@db/football").description == "postgres://fg@db:5432/football")
    }

    @Test(
        "A wrong part is named, and the message never repeats the password",
        arguments: [
            ("http://fg:s3cret@db/football", "must be a postgres:// URL"),
            ("fg:s3cret@db/football", "must be a postgres:// URL"),
            ("postgres://fg:s3cret@/football", "must name a host"),
            ("postgres://db:5432/football", "must name a user"),
            ("postgres://fg:s3cret@db:0/football", "must have a port between 1 and 65535"),
            ("postgres://fg:s3cret@db:5432/", "must name a database"),
            ("postgres://fg:s3cret@db:5432/a/b", "must name a database"),
            ("postgres://fg:s3cret@db/football?sslmode=sometimes", #"has sslmode "sometimes""#),
            ("postgres://fg:s3cret@db/football?schema=Public", #"has schema "Public""#),
            ("postgres://fg:s3cret@db/football?schema=x;drop", #"has schema "x;drop""#),
            ("postgres://fg:s3cret@db/football?schema=", "has schema"),
        ])
    func refused(url: String, reason: String) {
        #expect {
            try PostgresURL(parsing: url)
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.variable == "DATABASE_URL" && error.reason.hasPrefix(reason)
                && !error.description.contains("s3cret") && error.description.hasSuffix(".")
        }
    }
}
