# Shared by scripts/release.sh and scripts/verify-unit.sh: verify_unit BINARY checks
# deploy/footballgather.service, its ExecStart pointed at BINARY, with `systemd-analyze verify`, and
# prints systemd's rating of its hardening. Source it from the repository's root.
verify_unit() {
  local binary=$1 folder status=0
  folder="$(mktemp -d /tmp/footballgather-unit.XXXXXX)"
  sed "s|/opt/footballgather/bin/footballgather-server|$binary|" deploy/footballgather.service \
    >"$folder/footballgather.service"
  if systemd-analyze verify "$folder/footballgather.service"; then
    echo "unit: deploy/footballgather.service passes systemd-analyze verify;" \
      "$(systemd-analyze security --offline=true "$folder/footballgather.service" 2>/dev/null | tail -n 1 |
        sed 's/^→ //')"
  else
    echo "unit: FAILED: systemd-analyze verify found problems in deploy/footballgather.service"
    status=1
  fi
  rm -rf "$folder"
  return "$status"
}
