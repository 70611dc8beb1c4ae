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
            to: .creating("gather", .createGather, sending: GatherCreateRequest(players)))
        return Gather(gather)
    }

    public func createGather(players: [PlayerInTeam], fromGame gameID: UUID) async throws -> Gather {
        var request = GatherCreateRequest(players)
        request.gameID = gameID
        let gather: GatherResponse = try await client.response(
            to: .creating("gather", .createGather, sending: request))
        return Gather(gather)
    }

    public func endGather(id: UUID, score: GatherScore) async throws -> Gather {
        let gather: GatherResponse = try await client.response(
            to: .call(.recordGatherResult, id, sending: GatherResultRequest(score: score)))
        return Gather(gather)
    }

    public func gathers() async throws -> [Gather] {
        let gathers: [GatherResponse] = try await client.allPages(of: .listGathers, pageSize: Self.pageSize)
        return gathers.map(Gather.init)
    }

    public func deleteGather(id: UUID) async throws {
        try await client.send(.call(.deleteGather, id))
    }

    public func match(ofGather id: UUID) async throws -> MatchState {
        do {
            let match: GatherProgressRequest = try await client.response(to: .call(.getGatherProgress, id))
            guard let score = GatherScore(match.score) else { throw ServiceError.unexpectedResponse(status: 200) }
            return .inProgress(GatherProgress(score: score, clock: match.clock))
        } catch ServiceError.notFound {
            return .gone
        } catch ServiceError.rejected {
            // 409: the gather has ended; its result, when it can be read.
            let ended: GatherResponse? = try? await client.response(to: .call(.getGather, id))
            return .ended(ended?.score.flatMap(GatherScore.init))
        }
    }

    public func apply(_ operation: GatherOperation, toGather id: UUID) async throws -> AppliedOperation {
        let (match, replayed) = try await client.replayableResponse(
            to: .call(.applyGatherOperation, id, sending: operation), as: GatherProgressRequest.self)
        guard let score = GatherScore(match.score) else {
            throw ServiceError.unexpectedResponse(status: 200)
        }
        return AppliedOperation(match: GatherProgress(score: score, clock: match.clock), wasReplayed: replayed)
    }

    public func unfinishedGather() async throws -> UnfinishedGather? {
        let unfinished: UnfinishedGatherResponse
        do {
            unfinished = try await client.response(to: .call(.getUnfinishedGather))
        } catch ServiceError.notFound {
            return nil
        }
        guard let score = GatherScore(unfinished.progress.score) else { return nil }
        return UnfinishedGather(
            gather: Gather(unfinished.gather), progress: GatherProgress(score: score, clock: unfinished.progress.clock),
            touchedAt: unfinished.recordedAt)
    }

    public func shareLiveLink(ofGather id: UUID) async throws -> LiveLink {
        let link: WatchLinkResponse = try await client.response(to: .call(.shareWatchLink, id))
        return LiveLink(token: link.token, path: link.path)
    }

    public func liveLink(ofGather id: UUID) async throws -> LiveLink? {
        do {
            let link: WatchLinkResponse = try await client.response(to: .call(.showWatchLink, id))
            return LiveLink(token: link.token, path: link.path)
        } catch ServiceError.notFound {
            return nil
        }
    }

    public func stopLiveLink(ofGather id: UUID) async throws {
        do {
            try await client.send(.call(.stopWatchLink, id))
        } catch ServiceError.notFound {
            // None going on: stopped, as asked.
        }
    }
}
