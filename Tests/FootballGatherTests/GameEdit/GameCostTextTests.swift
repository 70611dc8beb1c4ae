import Testing

@testable import FootballGather

@Suite("A game's cost per head as text")
struct GameCostTextTests {
    @Test("Whole amounts have no decimals, others two; any amount a server sends is written without trapping")
    func costText() {
        #expect(GameText.cost(5) == "5")
        #expect(GameText.cost(4.5) == "4.50")
        #expect(GameText.cost(0) == "0")
        #expect(GameText.cost(1e19) == "10000000000000000000.00")
        #expect(GameText.cost(-1e300).hasPrefix("-1000"))
        #expect(GameText.cost(.infinity) == "inf")
        #expect(GameText.cost(.nan) == "nan")
    }
}
