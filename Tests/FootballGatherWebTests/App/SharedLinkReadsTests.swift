import FootballGather
import FootballGatherAPI
import Foundation
import Testing
import VIPERKit

@testable import FootballGatherWebHosting

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport's calls, held until the test answers them and counted by path: an answer with no
/// call held waits for the next call to its path.
private actor HeldCalls {
    private var answers: [String: [Result<String, URLError>]] = [:]
    private var held: [String: CheckedContinuation<Result<String, URLError>, Never>] = [:]
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private(set) var counts: [String: Int] = [:]

    func call(_ path: String) async throws -> String {
        counts[path, default: 0] += 1
        for waiter in waiters { waiter.resume() }
        waiters = []
        if let answer = answers[path]?.first {
            answers[path]?.removeFirst()
            return try answer.get()
        }
        return try await withCheckedContinuation { held[path] = $0 }.get()
    }

    func answer(_ path: String, with answer: Result<String, URLError>) {
        if let call = held.removeValue(forKey: path) {
            call.resume(returning: answer)
        } else {
            answers[path, default: []].append(answer)
        }
    }

    /// Returns once `path` was called `times` times.
    func waitUntilCalled(_ path: String, times: Int) async {
        while counts[path, default: 0] < times {
            await withCheckedContinuation { waiters.append($0) }
        }
    }
}

private struct HeldTransport: HTTPTransport {
    let calls = HeldCalls()

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let url = try #require(request.url)
        let body = try await calls.call(url.path)
        let response = try #require(HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil))
        return (Data(body.utf8), response)
    }
}

@Suite("Shared link reads: the web server's tabs reading one link at once make one API read")
struct SharedLinkReadsTests {
    static let watchPath = APIRoute.watchMatch.path(String(repeating: "W", count: 43))
    static let invitePath = APIRoute.showInvite.path(String(repeating: "I", count: 22))

    /// A request as ``APIClient`` sends it to `path` of the API.
    static func request(_ path: String, method: String = "GET", authorization: String? = nil) -> URLRequest {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:8080" + path)!)
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let authorization { request.setValue(authorization, forHTTPHeaderField: "Authorization") }
        return request
    }

    /// Sends each of `paths` through `transport` at once, once a first read of each has started
    /// (`first` answers it); returns the bodies, in `paths`' order, once `tally` holds and `next`
    /// answered the reads that follow.
    private static func send(
        _ paths: [String], through transport: SharedLinkReads, from base: HeldTransport,
        first: [String: Result<String, URLError>], next: [String: Result<String, URLError>],
        once tally: SharedReads<SharedLinkReads.Key, SharedLinkReads.Answer>.Tally
    ) async -> [Result<String, URLError>] {
        await withTaskGroup(of: (Int?, Result<String, URLError>).self) { group in
            let send: @Sendable (String) async -> Result<String, URLError> = { path in
                do {
                    let (data, _) = try await transport.send(Self.request(path))
                    return .success(String(decoding: data, as: UTF8.self))
                } catch {
                    return .failure(error as? URLError ?? URLError(.unknown))
                }
            }
            for path in first.keys {
                group.addTask { (nil, await send(path)) }
                await base.calls.waitUntilCalled(path, times: 1)
            }
            for (index, path) in paths.enumerated() {
                group.addTask { (index, await send(path)) }
            }
            await transport.reads.waitUntil { $0 == tally }
            for (path, answer) in first { await base.calls.answer(path, with: answer) }
            for (path, answer) in next { await base.calls.answer(path, with: answer) }
            var results = [Result<String, URLError>?](repeating: nil, count: paths.count)
            for await (index, result) in group {
                if let index { results[index] = result }
            }
            return results.compactMap(\.self)
        }
    }

    @Test("Thirty tabs reading one live link's match while a read runs make one read between them and all show it")
    func oneReadForManyTabs() async {
        let base = HeldTransport()
        let transport = SharedLinkReads(base: base, reads: SharedReads())
        let results = await Self.send(
            Array(repeating: Self.watchPath, count: 30), through: transport, from: base,
            first: [Self.watchPath: .success("1:1")], next: [Self.watchPath: .success("2:1")],
            once: .init(made: 2, shared: 29))
        #expect(results == Array(repeating: .success("2:1"), count: 30), "a tab was shown a read older than its asking")
        #expect(await base.calls.counts == [Self.watchPath: 2])
    }

    @Test("The read's error reaches every tab that shared it")
    func sharedError() async {
        let base = HeldTransport()
        let transport = SharedLinkReads(base: base, reads: SharedReads())
        let results = await Self.send(
            Array(repeating: Self.invitePath, count: 5), through: transport, from: base,
            first: [Self.invitePath: .success("in")], next: [Self.invitePath: .failure(URLError(.cannotConnectToHost))],
            once: .init(made: 2, shared: 4))
        #expect(results == Array(repeating: .failure(URLError(.cannotConnectToHost)), count: 5))
        #expect(await base.calls.counts == [Self.invitePath: 2])
    }

    @Test("A read asked for after the shared read ended reads again")
    func readAfterEnd() async throws {
        let base = HeldTransport()
        let transport = SharedLinkReads(base: base, reads: SharedReads())
        await base.calls.answer(Self.watchPath, with: .success("1:0"))
        await base.calls.answer(Self.watchPath, with: .success("2:0"))
        let first = try await transport.send(Self.request(Self.watchPath)).0
        let second = try await transport.send(Self.request(Self.watchPath)).0
        #expect([first, second] == [Data("1:0".utf8), Data("2:0".utf8)])
        #expect(await base.calls.counts == [Self.watchPath: 2])
    }

    @Test("Reads of two links at once are not merged: each link's tabs get their own link's")
    func linksApart() async {
        let base = HeldTransport()
        let transport = SharedLinkReads(base: base, reads: SharedReads())
        let other = APIRoute.watchMatch.path(String(repeating: "X", count: 43))
        let results = await Self.send(
            [Self.watchPath, other, Self.watchPath, other], through: transport, from: base,
            first: [Self.watchPath: .success("1:0"), other: .success("0:2")],
            next: [Self.watchPath: .success("2:0"), other: .success("0:3")], once: .init(made: 4, shared: 2))
        #expect(results == [.success("2:0"), .success("0:3"), .success("2:0"), .success("0:3")])
        #expect(await base.calls.counts == [Self.watchPath: 2, other: 2])
    }

    @Test("Only the links' reads without an account are shared: never a call with credentials, another route or method")
    func onlyLinkReads() {
        #expect(SharedLinkReads.sharedKey(of: Self.request(Self.watchPath)) != nil)
        #expect(SharedLinkReads.sharedKey(of: Self.request(Self.invitePath)) != nil)
        #expect(SharedLinkReads.sharedKey(of: Self.request(Self.watchPath, authorization: "Bearer abc")) == nil)
        var cookie = Self.request(Self.invitePath)
        cookie.setValue("session=abc", forHTTPHeaderField: "Cookie")
        #expect(SharedLinkReads.sharedKey(of: cookie) == nil)
        #expect(SharedLinkReads.sharedKey(of: Self.request(Self.invitePath, method: "POST")) == nil)
        #expect(SharedLinkReads.sharedKey(of: Self.request(APIRoute.answerInvite.path("I"))) == nil)
        #expect(SharedLinkReads.sharedKey(of: Self.request(APIRoute.watchChanges.path("W"))) == nil)
        #expect(SharedLinkReads.sharedKey(of: Self.request(APIRoute.listGames.path())) == nil)
        #expect(SharedLinkReads.sharedKey(of: Self.request(APIRoute.getGame.path(UUID()))) == nil)
    }
}
