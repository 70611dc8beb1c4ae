import Testing

@testable import VIPERKitWeb

@MainActor
@Suite("Shared renders: tabs that show an equal state get one render")
struct SharedRendersTests {
    @Test("An equal state is handed the markup already made; another state is rendered")
    func reusesEqualStates() {
        let renders = SharedRenders<Int>()
        var rendered: [Int] = []
        func html(_ state: Int) -> String {
            renders.html(for: state) {
                rendered.append(state)
                return .text("score \(state)")
            }.rendered
        }

        let pages = [html(1), html(1), html(1), html(2), html(1)]

        #expect(pages == ["score 1", "score 1", "score 1", "score 2", "score 1"])
        #expect(rendered == [1, 2])
        #expect(renders.made == 2 && renders.reused == 3)
    }

    @Test("Only the last states up to its capacity are kept; an older one is rendered again")
    func bounded() {
        let renders = SharedRenders<Int>(capacity: 2)
        var count = 0
        for state in [1, 2, 3, 1] {
            _ = renders.html(for: state) {
                count += 1
                return .empty
            }
        }

        #expect(count == 4, "state 1 was forgotten when 3 came")
        #expect(renders.made == 4 && renders.reused == 0)
    }
}
