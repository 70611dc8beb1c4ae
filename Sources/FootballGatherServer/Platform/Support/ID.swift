import Vapor

extension Request {
    /// The `:name` path parameter as a UUID; a malformed id answers 404 like a missing one.
    func idParameter(_ name: String = "id") throws -> UUID {
        guard let id = parameters.get(name, as: UUID.self) else {
            throw Abort(.notFound, reason: "No such item: the id in the path is not one of yours.")
        }
        return id
    }
}
