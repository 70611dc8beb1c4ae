import Foundation
import Testing
import VIPERKit

/// A small app's screens: a list, an item by id, a tag by text, and an item's edit screen.
private enum Place: Hashable, Sendable {
    case list
    case newItem
    case item(UUID)
    case tag(String)
    case edit(UUID, String)

    static let table = RouteTable<Place>([
        .fixed("items", is: .list),
        .fixed("items", "new", is: .newItem),
        .id(["items", .value], Place.item) { if case .item(let id) = $0 { id } else { nil } },
        .text(["tags", .value], { $0.count <= 8 ? .tag($0) : nil }) { if case .tag(let tag) = $0 { tag } else { nil } },
        .pattern(
            ["items", .value, "edit", .value],
            read: { values in UUID(uuidString: values[0]).map { .edit($0, values[1]) } },
            write: { if case .edit(let id, let field) = $0 { [id.uuidString, field] } else { nil } }),
    ])
}

@Suite("Route tables: one table reads and prints an app's routes")
struct RouteTableTests {
    static let id = UUID(uuidString: "4B1E6C2A-0000-4000-8000-000000000001")!

    @Test("Each screen prints its route and reads back from it")
    func roundTrip() {
        let places: [Place] = [.list, .newItem, .item(Self.id), .tag("red"), .edit(Self.id, "name")]
        for place in places {
            #expect(Place.table.screen(at: Place.table.route(of: place)) == place, "\(place)")
        }
        #expect(Place.table.route(of: .edit(Self.id, "name")) == Route("items", Self.id.uuidString, "edit", "name"))
    }

    @Test("Entries are tried in order; a route no entry reads names no screen")
    func reading() {
        #expect(Place.table.screen(at: Route("items", "new")) == .newItem)
        #expect(Place.table.screen(at: Route("items", "zzz")) == nil)
        #expect(Place.table.screen(at: Route("tags", "much-too-long")) == nil)
        #expect(Place.table.screen(at: Route("other")) == nil)
        #expect(Place.table.screen(at: Route("items", Self.id.uuidString, "edit")) == nil)
    }

    @Test("The roots are the routes' first words, each once, in the order of the entries")
    func roots() {
        #expect(Place.table.roots == ["items", "tags"])
    }
}
