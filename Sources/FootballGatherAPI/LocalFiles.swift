/// The names Football Gather's programs agree on for its local data: the app's front ends start
/// the server with its database in the app's data folder, where `footballgather-server` keeps it
/// by default too.
public enum LocalFiles {
    /// The data folder's name under `$XDG_DATA_HOME` or `~/.local/share`.
    public static let dataFolderName = "footballgather"
    /// The SQLite file of a server started with its data in the data folder.
    public static let databaseFileName = "footballgather.sqlite"
}
