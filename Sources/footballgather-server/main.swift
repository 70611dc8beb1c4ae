import FootballGatherServer
import FootballGatherWeb
import Foundation

/// `footballgather-server [serve --hostname H --port P | migrate --yes | routes] [--env NAME]`: the API
/// under /api and the web app at /, configured from the environment; production mode unless told otherwise.
exit(await ServerMain.run(frontEnd: FootballGatherWebRoutes.make()))
