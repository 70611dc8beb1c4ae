import Testing
import VIPERKitTesting
import VIPERKitWeb

/// A page that keeps the last page it was sent.
@MainActor
final class PageRecorder: WebConnection {
    private(set) var last: WebPage?
    private let changes = ChangeWaiter()

    private(set) var renewalCode: String?

    func send(_ page: WebPage) {
        last = page
        changes.changed()
    }

    func send(_ message: WebControlMessage) {
        if case .renewSession(let code) = message { renewalCode = code }
        changes.changed()
    }

    func close() {}

    /// Waits until the page's title is `title`.
    func waitForTitle(_ title: String) async {
        await changes.wait { [weak self] in self?.last?.title == title }
    }

    /// Waits until the page shows `text`.
    func waitForText(_ text: String) async {
        await changes.wait { [weak self] in self?.last?.html.rendered.contains(text) == true }
    }

    /// Waits until the page was sent a code to renew its session cookie.
    func waitForRenewal() async -> String {
        await changes.wait { [weak self] in self?.renewalCode != nil }
        return renewalCode ?? ""
    }
}
