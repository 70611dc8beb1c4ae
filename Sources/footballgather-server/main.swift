import FootballGatherServer
import Vapor

/// `footballgather-server [serve --hostname H --port P]`: the API, configured from the environment.
var environment = try Environment.detect()
try LoggingSystem.bootstrap(from: &environment)
try await runServer(environment: environment)
