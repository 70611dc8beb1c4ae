import FootballGatherServer
import FootballGatherWebHosting
import Foundation
import NIOCore
import NIOPosix

// Async code runs on the server's event loops, as Vapor's own template sets up: a request's handler
// and its middleware do not hop to another thread pool and back. Done before any other async work.
_ = NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()

/// `footballgather-server [serve --hostname H --port P | migrate --yes | routes | backup FILE] [--env NAME]`
/// (`--help` lists every option): the API under /api and the web app at /, configured from the environment;
/// production mode unless told otherwise.
exit(await FootballGatherServerCommand.run(frontEnd: FootballGatherWebRoutes.make()))
