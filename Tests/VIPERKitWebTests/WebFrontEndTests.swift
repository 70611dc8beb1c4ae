import Foundation
import Testing
import Vapor
import VaporTesting

@testable import VIPERKitWeb

@Suite("Web front end over HTTP: the page, its assets, the session cookie and the security headers")
struct WebFrontEndTests {
    private func withFrontEnd(_ body: (Application) async throws -> Void) async throws {
        let app = try await Application.make(.testing)
        app.logger.logLevel = .critical
        do {
            let frontEnd = WebFrontEnd(
                app: await CounterApp(),
                configuration: .init(
                    stylesheet: ".count { color: red; }", allowedHosts: try AllowedHosts(parsing: "fg.test")))
            try frontEnd.register(on: app)
            try await body(app)
        } catch {
            try await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }

    @Test("The page loads the script and styles from the site; its CSP allows no inline script or style")
    func page() async throws {
        try await withFrontEnd { app in
            try await app.testing().test(.GET, "/", headers: ["Host": "fg.test:8080"]) { response in
                #expect(response.status == .ok)
                #expect(response.headers.contentType == .html)
                let csp = try #require(response.headers.first(name: "Content-Security-Policy"))
                #expect(!csp.contains("unsafe-inline"))
                #expect(csp.contains("script-src 'self'"))
                #expect(csp.contains("frame-ancestors 'none'"))
                #expect(response.headers.first(name: "X-Content-Type-Options") == "nosniff")
                let body = response.body.string
                #expect(body.contains("<script src=\"/assets/viperkit.js\" defer></script>"))
                #expect(body.contains("<title>Counter</title>"))
                #expect(!body.contains("style="))
                #expect(!body.contains("<script>"))
            }
        }
    }

    @Test("Assets are served with their types; an unknown one is 404, still with the headers")
    func assets() async throws {
        try await withFrontEnd { app in
            try await app.testing().test(.GET, "/assets/viperkit.js", headers: ["Host": "fg.test:8080"]) { response in
                #expect(response.status == .ok)
                #expect(response.headers.first(name: .contentType)?.hasPrefix("text/javascript") == true)
                #expect(response.body.string.contains("new WebSocket("))
            }
            try await app.testing().test(.GET, "/assets/app.css", headers: ["Host": "fg.test:8080"]) { response in
                #expect(response.body.string == ".count { color: red; }")
            }
            try await app.testing().test(.GET, "/assets/viperkit.css", headers: ["Host": "fg.test:8080"]) { response in
                #expect(response.headers.first(name: .contentType)?.hasPrefix("text/css") == true)
            }
            try await app.testing().test(.GET, "/assets/icon.svg", headers: ["Host": "fg.test:8080"]) { response in
                #expect(response.headers.first(name: .contentType)?.hasPrefix("image/svg+xml") == true)
            }
            try await app.testing().test(.GET, "/assets/..%2Fsecret", headers: ["Host": "fg.test:8080"]) { response in
                #expect(response.status == .notFound)
                #expect(response.headers.first(name: "Content-Security-Policy") != nil)
            }
        }
    }

    @Test("The page links a manifest that installs the app standalone, with its colour and PNG icons the CSP allows")
    func manifest() async throws {
        try await withFrontEnd { app in
            let host: HTTPHeaders = ["Host": "fg.test:8080"]
            try await app.testing().test(.GET, "/", headers: host) { response in
                #expect(response.body.string.contains("<link rel=\"manifest\" href=\"/manifest.webmanifest\">"))
                let csp = try #require(response.headers.first(name: "Content-Security-Policy"))
                #expect(csp.contains("manifest-src 'self'"))
                #expect(csp.contains("img-src 'self'"))
            }
            var icons: [(src: String, sizes: String, purpose: String)] = []
            try await app.testing().test(.GET, "/manifest.webmanifest", headers: host) { response in
                #expect(response.headers.first(name: .contentType) == "application/manifest+json")
                let manifest = try #require(
                    try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any])
                #expect(manifest["name"] as? String == "Counter")
                #expect(manifest["short_name"] as? String == "Counter")
                #expect(manifest["display"] as? String == "standalone")
                #expect(manifest["start_url"] as? String == "/")
                #expect(manifest["theme_color"] as? String == "#1f6f43")
                let listed = try #require(manifest["icons"] as? [[String: String]])
                icons = listed.map { ($0["src"] ?? "", $0["sizes"] ?? "", $0["purpose"] ?? "") }
            }
            #expect(icons.map(\.sizes) == ["192x192", "512x512", "512x512"])
            #expect(icons.map(\.purpose) == ["any", "any", "maskable"])
            for icon in icons {
                try await app.testing().test(.GET, icon.src, headers: host) { response in
                    #expect(response.headers.contentType == .png)
                    // A PNG's header gives its width and height at bytes 16 to 23.
                    let bytes = Array(response.body.readableBytesView)
                    #expect(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
                    let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
                    let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
                    #expect("\(width)x\(height)" == icon.sizes)
                }
            }
        }
    }

    @Test("The session cookie is HttpOnly and SameSite=Strict, set once, and only for the site's own page")
    func sessionCookie() async throws {
        try await withFrontEnd { app in
            let sameOrigin: HTTPHeaders = ["Origin": "http://fg.test:8080", "Host": "fg.test:8080"]
            var cookie = ""
            try await app.testing().test(.POST, "/session", headers: sameOrigin) { response in
                #expect(response.status == .noContent)
                let header = try #require(response.headers.first(name: .setCookie))
                #expect(header.hasPrefix("viperkit_session="))
                #expect(header.contains("HttpOnly"))
                #expect(header.contains("SameSite=Strict"))
                cookie = String(header.split(separator: ";")[0])
            }
            var again = sameOrigin
            again.add(name: .cookie, value: cookie)
            try await app.testing().test(.POST, "/session", headers: again) { response in
                #expect(response.status == .noContent)
                #expect(response.headers.first(name: .setCookie) == nil)
            }
            for origin in ["http://evil.test", "null", ""] {
                try await app.testing().test(.POST, "/session", headers: ["Origin": origin, "Host": "fg.test:8080"]) {
                    response in
                    #expect(response.status == .forbidden)
                    #expect(response.headers.first(name: .setCookie) == nil)
                }
            }
        }
    }

    @Test("Origin check: the same host and port, default ports spelled or not")
    func originCheck() {
        func check(_ origin: String, _ host: String) -> Bool {
            OriginCheck.isSameOrigin(["Origin": origin, "Host": host])
        }
        #expect(check("http://127.0.0.1:8080", "127.0.0.1:8080"))
        #expect(check("https://fg.example", "fg.example"))
        #expect(check("https://fg.example", "fg.example:443"))
        #expect(check("http://FG.example", "fg.example"))
        #expect(!check("http://127.0.0.1:8081", "127.0.0.1:8080"))
        #expect(!check("http://evil.example", "fg.example"))
        #expect(!check("file://", "fg.example"))
        #expect(!OriginCheck.isSameOrigin(["Host": "fg.example"]))
    }
}
