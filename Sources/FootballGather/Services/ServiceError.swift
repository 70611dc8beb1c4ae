/// Everything a service call can fail with, each case carrying a sentence for a person.
public enum ServiceError: Error, Equatable, Sendable {
    /// Login was refused: unknown username or wrong password.
    case invalidCredentials
    /// Registration was refused: someone already has this username.
    case usernameTaken
    /// The server answered 401 to a call that needed a session.
    case sessionExpired
    /// The thing asked for does not exist (or belongs to someone else).
    case notFound
    /// The thing was changed elsewhere since it was read (HTTP 412); nothing was saved.
    case changedElsewhere
    /// The server refused the request; `reason` is the server's sentence.
    case rejected(reason: String)
    /// No answer from the server at `address`.
    case unreachable(address: String)
    /// The server answered something unexpected (status code, undecodable body).
    case unexpectedResponse(status: Int)
    /// Local storage could not be read or written.
    case storage(String)
    /// The user cancelled the request; there is nothing to tell them.
    case cancelled

    /// A sentence for the user.
    public var message: String {
        switch self {
        case .invalidCredentials: "The username or password is incorrect."
        case .usernameTaken: "That username is already taken. Please choose another one."
        case .sessionExpired: "Your session has expired. Please log in again."
        case .notFound: "That item no longer exists."
        case .changedElsewhere: "It was changed elsewhere in the meantime. Your change was not saved."
        case .rejected(let reason): reason
        case .unreachable(let address):
            "Could not reach the server at \(address). Check that it is running and try again."
        case .unexpectedResponse(let status): "The server answered unexpectedly (HTTP \(status)). Please try again."
        case .storage(let detail): "Could not save data on this device: \(detail)"
        case .cancelled: "The request was cancelled."
        }
    }
}
