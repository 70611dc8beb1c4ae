import FootballGatherServer
import FootballGatherWeb
import Vapor

/// `footballgather-server [serve --hostname H --port P]`: the API under /api and the web app at /,
/// configured from the environment.
var environment = try Environment.detect()
try LoggingSystem.bootstrap(from: &environment)
try await runServer(environment: environment, frontEnd: FootballGatherWebRoutes.make())
