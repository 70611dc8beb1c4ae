import Foundation
import Vapor

/// Runs the server's command line (`serve` by default) with the configuration from the
/// process environment, and shuts down cleanly however it ends.
/// - Parameter frontEnd: a front end served at `/` beside the API.
public func runServer(environment: Environment, frontEnd: FrontEndRoutes? = nil) async throws {
    let app = try await Application.make(environment)
    do {
        try await configure(app, try ServerConfiguration.fromEnvironment(), frontEnd: frontEnd)
        try await app.execute()
    } catch {
        app.logger.report(error: error)
        try? await app.asyncShutdown()
        throw error
    }
    try await app.asyncShutdown()
}
