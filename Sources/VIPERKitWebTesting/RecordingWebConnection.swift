import VIPERKitWeb

/// A tab's connection for tests: keeps the pages the tab sends, and whether it was closed.
public final class RecordingWebConnection: WebConnection {
    /// The pages sent, oldest first.
    public private(set) var pages: [WebPage] = []
    /// Whether the tab closed the connection.
    public private(set) var isClosed = false

    public init() {}

    public func send(_ page: WebPage) {
        pages.append(page)
    }

    public func close() {
        isClosed = true
    }

    public func close(code: UInt16) {
        isClosed = true
    }
}
