/// `footballgather [terminal]` runs the app in the terminal, `footballgather web` serves it to browsers.
@main
extension FootballGatherCommand {}
