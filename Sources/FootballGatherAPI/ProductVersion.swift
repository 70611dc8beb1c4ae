/// The version of Football Gather this build is.
public enum ProductVersion {
    /// Reported by the server's metrics (`footballgather_build_info`).
    public static let current = "1.0.0"
}
