import Foundation
import Testing

@testable import FootballGatherAPI

@Suite("The wire types written straight to bytes, byte for byte as the encoder writes them")
struct WireJSONWriterTests {
    /// Names a user may type, with everything JSON escapes and everything it must not.
    static let awkwardNames = [
        "Ana", "O'Neil \"The Wall\"", #"back\slash"#, "a/b </script>", "tab\there\nnew line\r\u{8}\u{C}",
        "\u{0}\u{1}\u{1F}\u{7F}", "Zoë Ðuric", "⚽️ Kylian 🇫🇷", "山田 太郎", "مُحَمَّد", "\u{2028}\u{2029}\u{FEFF}",
        "", " ",
    ]

    func encoded<T: Encodable>(_ value: T) throws -> [UInt8] {
        Array(try WireCoding.makeEncoder().encode(value))
    }

    func written(_ write: (inout WireJSONWriter) -> Void) -> [UInt8] {
        var writer = WireJSONWriter()
        write(&writer)
        return writer.bytes
    }

    @Test("Every string a name may hold is escaped exactly as the encoder escapes it")
    func strings() throws {
        for name in Self.awkwardNames {
            #expect(written { $0.string(name) } == (try encoded(name)), "\(name.debugDescription)")
        }
        let everyByte = String(decoding: (0..<0x80).map { UInt8($0) }, as: UTF8.self)
        #expect(written { $0.string(everyByte) } == (try encoded(everyByte)))
    }

    @Test("Players with every field set or absent, every skill and position, are the encoder's bytes")
    func players() throws {
        var players: [PlayerResponse] = []
        for (index, name) in Self.awkwardNames.enumerated() {
            players.append(
                PlayerResponse(
                    id: UUID(), name: name, age: index % 3 == 0 ? nil : [1, 9, 10, 99, 120][index % 5],
                    skill: index % 4 == 0 ? nil : PlayerSkill.allCases[index % PlayerSkill.allCases.count],
                    preferredPosition: index % 6 == 0
                        ? nil : PlayerPosition.allCases[index % PlayerPosition.allCases.count],
                    favouriteTeam: index % 2 == 0 ? nil : Self.awkwardNames.reversed()[index]))
        }
        for player in players {
            #expect(written { $0.player(player) } == (try encoded(player)), "\(player)")
        }
        #expect(written { $0.array(players) { $0.player($1) } } == (try encoded(players)))
        #expect(written { $0.array([PlayerResponse]()) { $0.player($1) } } == (try encoded([PlayerResponse]())))
    }

    @Test("Gathers with their players, scores, winners and dates are the encoder's bytes")
    func gathers() throws {
        let players = Self.awkwardNames.map { PlayerResponse(id: UUID(), name: $0, age: 30, skill: .amateur) }
        let dates = [
            0, 1_795_687_200.999, 951_782_400, 951_868_799.5, 4_107_542_399, 1_709_164_800, 86_399, 1e9 + 0.001,
            -1.5, -2_208_988_800,
        ].map(Date.init(timeIntervalSince1970:))
        let gathers = dates.enumerated().map { index, date in
            GatherResponse(
                id: UUID(), createdAt: date, score: index % 3 == 0 ? nil : "\(index)-\(index % 4) \u{1}/",
                winnerTeam: index % 4 == 0 ? nil : GatherWinner.allCases[index % GatherWinner.allCases.count],
                players: players.prefix(index).enumerated().map {
                    GatherPlayerResponse(player: $1, team: $0 % 2 == 0 ? .teamA : .teamB)
                })
        }
        for gather in gathers {
            #expect(written { $0.gather(gather) } == (try encoded(gather)), "\(gather.createdAt)")
        }
        #expect(written { $0.array(gathers) { $0.gather($1) } } == (try encoded(gathers)))

        // Each player's JSON written once, then reused in every gather they played in.
        let playerJSON = Dictionary(
            uniqueKeysWithValues: players.map { player in
                (player.id, ArraySlice(written { $0.player(player) }))
            })
        let reusingPlayers = written { writer in
            writer.array(gathers) { writer, gather in
                writer.gather(
                    id: gather.id, createdAt: gather.createdAt, score: gather.score, winnerTeam: gather.winnerTeam,
                    players: gather.players
                ) { $0.gatherPlayer(playerJSON: playerJSON[$1.player.id] ?? [], team: $1.team) }
            }
        }
        #expect(reusingPlayers == (try encoded(gathers)))
    }

    @Test("Every day from 1900 to 2100 is written as the encoder writes its date")
    func days() throws {
        var day = Date(timeIntervalSince1970: -2_208_988_800 + 3_723)
        let end = Date(timeIntervalSince1970: 4_133_980_800)
        var written: [UInt8] = []
        var expected: [Date] = []
        var writer = WireJSONWriter()
        while day < end {
            expected.append(day)
            day += 86_400 * 7 + 3_601
        }
        writer.array(expected) { $0.date($1) }
        written = writer.bytes
        #expect(written == (try encoded(expected)))
    }

    @Test("Whole numbers and absent values are written as JSON writes them")
    func numbers() throws {
        for value in [0, 7, -7, 9, 10, 99, 100, 120, 999, 1_000, -1_000, Int.max, Int.min, Int.max - 1, Int.min + 1] {
            #expect(written { $0.int(value) } == (try encoded(value)))
        }
        #expect(written { $0.null() } == Array("null".utf8))
    }
}
