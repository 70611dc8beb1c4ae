import Clocks

extension TestClock<Duration> {
    /// Advances by `seconds` whole seconds and one millisecond more.
    ///
    /// The match clock ticks at whole seconds after it starts. A tick task that registers its
    /// next sleep only after the test clock has moved finds that deadline already passed and
    /// ticks at once; the extra millisecond keeps a deadline from landing exactly on the
    /// instant the test clock stopped at (which would wait for the next advance).
    func advance(seconds: Int) async {
        await advance(by: .seconds(seconds) + .milliseconds(1))
    }
}
