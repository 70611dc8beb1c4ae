import FootballGatherAPI
import Foundation

/// Gathers over the API.
public struct LiveGatherService: GatherService {
    /// Gathers asked for per page (the server's maximum).
    static let pageSize = 200
    private let client: APIClient

    public init(client: APIClient) {
        self.client = client
    }

    public func createGather(players: [PlayerInTeam]) async throws -> Gather {
        let gather: GatherResponse = try await client.response(
            to: .creating("gather", APIPath.gathers, GatherCreateRequest(players)))
        return Gather(gather)
    }

    public func createGather(players: [PlayerInTeam], fromGame gameID: UUID) async throws -> Gather {
        var request = GatherCreateRequest(players)
        request.gameID = gameID
        let gather: GatherResponse = try await client.response(to: .creating("gather", APIPath.gathers, request))
        return Gather(gather)
    }

    public func endGather(id: UUID, score: GatherScore) async throws -> Gather {
        let gather: GatherResponse = try await client.response(
            to: .put(APIPath.gather(id), GatherResultRequest(score: score)))
        return Gather(gather)
    }

    public func gathers() async throws -> [Gather] {
        let gathers: [GatherResponse] = try await client.allPages(of: APIPath.gathers + "?limit=\(Self.pageSize)")
        return gathers.map(Gather.init)
    }

    public func deleteGather(id: UUID) async throws {
        try await client.send(.delete(APIPath.gather(id)))
    }

    public func match(ofGather id: UUID) async throws -> MatchState {
        do {
            let match: GatherProgressRequest = try await client.response(to: .get(APIPath.progress(ofGather: id)))
            guard let score = GatherScore(match.score) else { throw ServiceError.unexpectedResponse(status: 200) }
            return .inProgress(GatherProgress(score: score, clock: match.clock))
        } catch ServiceError.notFound {
            return .gone
        } catch ServiceError.rejected {
            // 409: the gather has ended; its result, when it can be read.
            let ended: GatherResponse? = try? await client.response(to: .get(APIPath.gather(id)))
            return .ended(ended?.score.flatMap(GatherScore.init))
        }
    }

    public func apply(_ operation: GatherOperation, toGather id: UUID) async throws -> AppliedOperation {
        let (match, replayed) = try await client.replayableResponse(
            to: .post(APIPath.operations(ofGather: id), operation), as: GatherProgressRequest.self)
        guard let score = GatherScore(match.score) else {
            throw ServiceError.unexpectedResponse(status: 200)
        }
        return AppliedOperation(match: GatherProgress(score: score, clock: match.clock), wasReplayed: replayed)
    }

    public func unfinishedGather() async throws -> UnfinishedGather? {
        let unfinished: UnfinishedGatherResponse
        do {
            unfinished = try await client.response(to: .get(APIPath.unfinishedGather))
        } catch ServiceError.notFound {
            return nil
        }
        guard let score = GatherScore(unfinished.progress.score) else { return nil }
        return UnfinishedGather(
            gather: Gather(unfinished.gather), progress: GatherProgress(score: score, clock: unfinished.progress.clock),
            touchedAt: unfinished.recordedAt)
    }

    public func shareLiveLink(ofGather id: UUID) async throws -> LiveLink {
        let link: WatchLinkResponse = try await client.response(
            to: APIRequest(method: "POST", path: APIPath.watchLink(ofGather: id)))
        return LiveLink(token: link.token, path: link.path)
    }

    public func liveLink(ofGather id: UUID) async throws -> LiveLink? {
        do {
            let link: WatchLinkResponse = try await client.response(to: .get(APIPath.watchLink(ofGather: id)))
            return LiveLink(token: link.token, path: link.path)
        } catch ServiceError.notFound {
            return nil
        }
    }

    public func stopLiveLink(ofGather id: UUID) async throws {
        do {
            try await client.send(.delete(APIPath.watchLink(ofGather: id)))
        } catch ServiceError.notFound {
            // None going on: stopped, as asked.
        }
    }
}
