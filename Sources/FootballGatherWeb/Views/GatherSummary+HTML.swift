import FootballGather
import VIPERKitWeb

extension HTML {
    /// A past gather's result and winner (or draw), in a `element` of class `result`.
    static func gatherResult(_ gather: GatherSummary, element: String) -> HTML {
        .element(element, [("class", "result")]) {
            HTML.element("span", [("class", "result-score")], [.text(gather.result)])
            if let outcome = gather.outcome {
                HTML.element("span", [("class", "result-winner")], [.text(outcome)])
            }
        }
    }

    /// A past gather's two teams, a `element` of class `history-team` each: "Team A: Ana, Bruno".
    static func gatherTeams(_ gather: GatherSummary, element: String) -> HTML {
        .joined(
            gather.teams.map { team in
                .element(element, [("class", "history-team")]) {
                    HTML.element("span", [("class", "team-name")], [.text(team.name + ": ")])
                    HTML.text(team.players)
                }
            })
    }
}
