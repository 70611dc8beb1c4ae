import Testing

@testable import FootballGatherServer

@Suite("Token digests")
struct TokenDigestTests {
    @Test(
        "A token is stored as its SHA-256 in lower-case hex, as before: the published test vectors",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
        ])
    func digest(token: String, expected: String) {
        #expect(TokenDigest.digest(of: token) == expected)
    }

    @Test("New tokens are 43 base64url characters and differ; each digest is 64 hex digits")
    func newTokens() {
        let tokens = (0..<100).map { _ in TokenDigest.makeToken() }
        #expect(Set(tokens).count == tokens.count)
        for token in tokens {
            #expect(token.count == 43)
            #expect(token.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
            let digest = TokenDigest.digest(of: token)
            #expect(digest.count == 64 && digest.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        }
    }
}
