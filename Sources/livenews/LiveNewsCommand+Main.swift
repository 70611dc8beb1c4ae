import LiveNewsTerminal

/// `livenews` runs ``LiveNewsCommand``.
@main
extension LiveNewsCommand {}
