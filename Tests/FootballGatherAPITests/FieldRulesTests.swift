import FootballGatherAPI
import Testing

@Suite("Field rules")
struct FieldRulesTests {
    /// 100 characters of "e" with two combining accents each: 500 UTF-8 bytes.
    static let heavy = String(repeating: "e\u{301}\u{302}", count: 100)

    @Test(
        "A player's name is refused for each rule it breaks, first rule first",
        arguments: [
            ("", FieldRefusal.empty),
            (" \n\t ", .empty),
            ("An\u{0}a", .controlCharacters),
            ("Two\u{2028}lines", .controlCharacters),
            ("Two\u{2029}paragraphs", .controlCharacters),
            (String(repeating: "n", count: 101), .tooLong(maximum: 100)),
            (String(repeating: "\u{7}", count: 101), .controlCharacters),
            (heavy, .tooManyBytes(maximum: 400)),
        ])
    func refusedNames(name: String, refusal: FieldRefusal) {
        #expect(FieldRules.playerName.problem(with: name) == FieldProblem(field: .name, refusal: refusal))
    }

    @Test(
        "A player's name at the limits is accepted and kept trimmed",
        arguments: [
            "Ana", "\n Ana \r\n", String(repeating: "n", count: 100), String(repeating: "\u{1D538}", count: 100),
        ])
    func acceptedNames(name: String) throws {
        #expect(FieldRules.playerName.problem(with: name) == nil)
        #expect(try FieldRules.playerName.validated(name) == FieldRules.playerName.trimmed(name))
    }

    @Test("A refusal reads as the server's reason and as the message under the field, from one sentence")
    func sentences() {
        let problem = FieldProblem(field: .favouriteTeam, refusal: .tooManyBytes(maximum: 400))
        #expect(problem.reason == "'favouriteTeam' must be at most 400 bytes long in UTF-8.")
        #expect(problem.message == "The favourite team must be at most 400 bytes long in UTF-8.")
    }

    @Test(
        "A username is refused for ':' or a control character anywhere, even around it, then like any text",
        arguments: [
            ("bo:b", FieldRefusal.colonOrControlCharacters),
            ("bob\n", .colonOrControlCharacters),
            ("bob\u{85}", .colonOrControlCharacters),
            ("   ", .empty),
            ("ana\u{2028}ben", .controlCharacters),
            (String(repeating: "u", count: 65), .tooLong(maximum: 64)),
            (String(repeating: "e\u{301}\u{302}", count: 64), .tooManyBytes(maximum: 256)),
        ])
    func refusedUsernames(username: String, refusal: FieldRefusal) {
        #expect(FieldRules.username.problem(with: username) == FieldProblem(field: .username, refusal: refusal))
    }

    @Test(
        "A new password is counted as typed: at least 8 characters, at most 72 bytes",
        arguments: [
            ("", FieldRefusal?.some(.tooShort(minimum: 8))),
            ("\u{e9}\u{e9}\u{e9}\u{e9}", .tooShort(minimum: 8)),
            ("  short ", nil),
            (String(repeating: "p", count: 72), nil),
            (String(repeating: "\u{e9}", count: 37), .tooManyBytes(maximum: 72)),
            ("tab\tinside", nil),
        ])
    func passwords(password: String, refusal: FieldRefusal?) {
        #expect(FieldRules.newPassword.problem(with: password)?.refusal == refusal)
    }

    @Test("A player request is kept trimmed with a blank team as none, or refused at its first bad field")
    func playerRequest() throws {
        let valid = try PlayerRequest(name: " Ana ", age: 27, favouriteTeam: "  ").validated()
        #expect(valid == PlayerRequest(name: "Ana", age: 27, favouriteTeam: nil))

        #expect(throws: FieldProblem(field: .age, refusal: .outOfRange(1...120))) {
            try PlayerRequest(name: "Ana", age: 121, favouriteTeam: "Aj\tax").validated()
        }
        #expect(throws: FieldProblem(field: .favouriteTeam, refusal: .controlCharacters)) {
            try PlayerRequest(name: "Ana", favouriteTeam: "Aj\tax").validated()
        }
    }
}
