import FootballGather
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Opens a browser's change stream on an API elsewhere, naming the browser in `X-Forwarded-For`
/// like ``ForwardingAPITransport``, so that the API's limit of streams per address counts the
/// browser rather than this server (when its `TRUSTED_PROXIES` lists this server).
struct ForwardingEventStreamTransport: EventStreamTransport {
    let base: any EventStreamTransport
    let clientAddress: @Sendable () -> String

    func open(_ request: URLRequest) -> AsyncThrowingStream<StreamedHTTPPart, any Error> {
        var forwarded = request
        forwarded.setValue(clientAddress(), forHTTPHeaderField: "X-Forwarded-For")
        return base.open(forwarded)
    }
}
