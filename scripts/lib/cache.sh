# Shared by CI and the scripts: where builds and Python tools are kept between runs, outside the
# checkout, so that a second run (or a new clone on the same machine) compiles only this project's
# code. FOOTBALLGATHER_CACHE moves it (default: $XDG_CACHE_HOME/footballgather, else
# ~/.cache/footballgather). Source it from the repository's root.

cache_root() { echo "${FOOTBALLGATHER_CACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/footballgather}"; }

# build_cache_dir: prints the folder for this toolchain's builds of these pinned versions,
# builds/<hash of `swift --version` and Package.resolved>, and creates it. A new toolchain or new
# pins get a folder of their own, so a stale build is never reused; all but the two folders used
# last are removed, so the cache does not grow with every update.
build_cache_dir() {
  local root key dir
  root="$(cache_root)/builds"
  key=$({ swift --version 2>&1; cat Package.resolved; } | sha256sum | cut -c1-16)
  dir="$root/$key"
  mkdir -p "$dir"
  touch "$dir"
  find "$root" -mindepth 1 -maxdepth 1 -type d -printf '%T@ %p\n' | sort -rn | tail -n +3 | cut -d' ' -f2- |
    xargs -r rm -rf
  echo "$dir"
}
