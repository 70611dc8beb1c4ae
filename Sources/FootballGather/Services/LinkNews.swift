/// News of what a link shows (a match through its live link, a game through its invite link), for
/// the screen that shows it.
public enum LinkNews: Equatable, Sendable {
    /// What the link shows changed (a goal, an answer, the organiser's change) or news of it was
    /// missed: read it again.
    case changed
    /// The link shows nothing any more; the sentence says why ("The organiser stopped sharing this
    /// match.", "This invite link was replaced by a newer one: ask the organiser for the new link.").
    case ended(reason: String)
}
