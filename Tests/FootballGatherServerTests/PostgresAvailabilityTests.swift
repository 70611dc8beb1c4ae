import FootballGatherAPI
import Testing

/// Says in the test output whether the suites also ran against PostgreSQL.
@Suite("PostgreSQL")
struct PostgresAvailabilityTests {
    @Test(
        "The route suites also run against PostgreSQL",
        .enabled(
            if: TestDatabase.postgresURL != nil,
            "PostgreSQL not configured: the route suites ran against SQLite only. Set FOOTBALLGATHER_TEST_POSTGRES_URL or run scripts/with-postgres.sh swift test."
        ))
    func postgresConfigured() async throws {
        let database = try #require(TestDatabase.all.last)
        #expect(database.testDescription == "PostgreSQL")
        try await withApp(on: database) { app in
            let response = try await TestAPI(app: app).send(.GET, APIPath.health)
            #expect(response.status == .ok)
        }
    }
}
