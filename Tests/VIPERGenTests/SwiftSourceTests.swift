import Testing

@testable import VIPERGen

@Suite("Reading Swift code")
struct SwiftSourceTests {
    @Test("Comments are dropped, string contents blanked, line numbers kept")
    func stripsCommentsAndStrings() {
        let source = SwiftSource(
            """
            import Foundation // import UIKit
            /* import UIKit
               /* nested */ still comment */ let a = 1
            let url = "http://example.com // WeatherRouter"
            let raw = #"a "quoted" WeatherRouter"#
            let text = \"""
                WeatherRouter in a multi-line string
                \"""
            let escaped = "a \\" WeatherRouter"
            """)
        #expect(
            source.lines == [
                "import Foundation ",
                "",
                " let a = 1",
                "let url = \"\"",
                "let raw = #\"\"#",
                "let text = \"\"\"",
                "",
                "\"\"\"",
                "let escaped = \"\"",
            ])
    }

    @Test("Strings can be kept, for reading names out of Package.swift")
    func keepsStrings() {
        #expect(
            SwiftSource(#".target(name: "App"), // .target(name: "Old")"#, keepingStrings: true).lines == [
                #".target(name: "App"), "#
            ])
    }

    @Test("An unterminated string or comment does not run past the end")
    func unterminated() {
        #expect(SwiftSource("let a = \"open\nlet b = 1\n/* open").lines == ["let a = \"", "let b = 1", ""])
    }
}
