import FootballGatherServer
import FootballGatherWebHosting
import Foundation

/// `footballgather-server [serve --hostname H --port P | migrate --yes | routes | backup FILE] [--env NAME]`: the API
/// under /api and the web app at /, configured from the environment; production mode unless told otherwise.
exit(await FootballGatherServerCommand.run(frontEnd: FootballGatherWebRoutes.make()))
