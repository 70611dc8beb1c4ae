# Shared by the benchmarks: the release build of footballgather-server.
# release_server_binary LABEL SKIP_BUILD: builds footballgather-server in release into .build-release
# (unless SKIP_BUILD is 1), then prints the binary's path; fails with a sentence when it is missing.
release_server_binary() {
  local label=$1 skip_build=$2
  local release=(swift build -c release --scratch-path .build-release --product footballgather-server)
  if [ "$skip_build" != 1 ]; then
    echo "$label: ${release[*]}" >&2
    "${release[@]}" >&2
  fi
  local bin
  bin="$(swift build -c release --scratch-path .build-release --show-bin-path)/footballgather-server"
  if [ ! -x "$bin" ]; then
    echo "$label: FAILED: $bin is not built; run ${release[*]}" >&2
    return 1
  fi
  echo "$bin"
}
