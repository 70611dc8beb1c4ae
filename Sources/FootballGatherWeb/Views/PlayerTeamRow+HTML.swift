import FootballGather
import VIPERKitWeb

extension HTML {
    /// A team under its name: each player's name and position acronym.
    static func team(_ name: String, rows: [PlayerTeamRow]) -> HTML {
        .element("section", [("class", "team")]) {
            HTML.element("h2", [], [.text(name)])
            HTML.element(
                "ul", [("class", "rows")],
                rows.map { row in
                    .element("li", [("class", "row team-row"), ("data-key", row.id.uuidString)]) {
                        HTML.element("span", [("class", "row-title")], [.text(row.name)])
                        HTML.element("span", [("class", "acronym")], [.text(row.position)])
                    }
                })
        }
    }
}
