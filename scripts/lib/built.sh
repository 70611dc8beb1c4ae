# Shared by the scripts that drive built binaries: built_bin_dir prints the folder of the built
# products, BIN_DIR when it is set (CI locates its build once and passes it to every script), else
# that of `swift build` in this checkout. Source it from the repository's root.

built_bin_dir() {
  if [ -n "${BIN_DIR:-}" ]; then
    echo "$BIN_DIR"
  else
    swift build --show-bin-path
  fi
}
