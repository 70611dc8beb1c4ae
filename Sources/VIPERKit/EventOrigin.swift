/// Where the work under way came from: the user's event that started it, named by its front end
/// (the web front end names each page event by its tab and number), so that a write it causes can
/// carry an id that stays the same when the event is delivered again.
public enum EventOrigin {
    /// The event the current task works for; `nil` outside any named event.
    @TaskLocal public static var current: String?
}
