# Shared by the end-to-end scripts of the terminal apps (scripts/e2e-*.sh): runs a built app in
# an 80×24 tmux pane and checks what the pane shows. Source it after setting:
#   E2E_NAME     the name in the summary line, e.g. e2e-terminal
#   E2E_PRODUCT  the executable product, e.g. footballgather
#   BIN          the binary to test (default: E2E_PRODUCT in BIN_DIR, else in `swift build --show-bin-path`)
#   E2E_UNSET    optional: environment variables the app must not see (space-separated)
# It provides WORK (a temporary folder, removed at exit with the tmux session), `launch ARGS…`
# (starts or restarts the app with ARGS), `screen`, `keys`, `text`, `wait_for`, `step`, `check`
# and `finish` (prints the summary and sets the exit status). A script that starts more cleans
# it up in an `e2e_cleanup` function, which the exit trap calls when it exists.
# E2E_TIMEOUT sets the seconds to wait for each expected screen (default 30); E2E_LOG names a log
# file whose last lines a failed step prints.

TIMEOUT=${E2E_TIMEOUT:-30}
source scripts/lib/built.sh
BIN=${BIN:-"$(built_bin_dir)/$E2E_PRODUCT"}
SESSION="$E2E_NAME-$$"
WORK=$(mktemp -d)
FAILURES=0
PASSES=0

if [ ! -x "$BIN" ]; then
  echo "FAIL: no binary at $BIN (build it with: swift build --product $E2E_PRODUCT)"
  exit 1
fi
if ! command -v tmux >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update >/dev/null && apt-get install -y --no-install-recommends tmux >/dev/null
fi

e2e_exit() {
  if declare -F e2e_cleanup >/dev/null; then e2e_cleanup; fi
  tmux kill-session -t "$SESSION" 2>/dev/null || true
  rm -rf "$WORK"
}
trap e2e_exit EXIT

# The command run in the pane: the app with ARGS, then its exit status and whether the terminal
# is back in canonical mode with echo (proof that it was restored), then a pause so the pane stays.
# The variables go through `env` because a tmux server already running keeps its own environment.
app_command() {
  printf "env"
  for variable in ${E2E_UNSET:-}; do printf " -u %q" "$variable"; done
  printf " TERM=xterm-256color LANG=C.UTF-8 LLVM_PROFILE_FILE=%q %q" "$WORK/profile-%p.profraw" "$BIN"
  [ $# -gt 0 ] && printf " %q" "$@"
  printf '; echo "[exited $?]"; stty -a | tr " " "\\n" | grep -E -x -- "-?(icanon|echo)" | tr "\\n" " "; echo; sleep 3600'
}

launch() {
  if tmux has-session -t "$SESSION" 2>/dev/null; then
    tmux respawn-pane -k -t "$SESSION" "$(app_command "$@")"
  else
    tmux new-session -d -s "$SESSION" -x 80 -y 24 "$(app_command "$@")"
  fi
}

screen() { tmux capture-pane -p -t "$SESSION"; }
keys() { tmux send-keys -t "$SESSION" "$@"; }
text() { tmux send-keys -t "$SESSION" -l "$1"; }

# wait_for TEXT [TIMEOUT]: polls the pane until it shows TEXT.
wait_for() {
  local deadline=$((SECONDS + ${2:-$TIMEOUT}))
  while [ $SECONDS -lt $deadline ]; do
    if screen | grep -F -q -- "$1"; then return 0; fi
    sleep 0.2
  done
  return 1
}

# step NAME TEXT [TIMEOUT]: PASS when TEXT appears in time, else FAIL with the screen and stop.
step() {
  if wait_for "$2" "${3:-$TIMEOUT}"; then
    echo "PASS: $1"
    PASSES=$((PASSES + 1))
  else
    echo "FAIL: $1 (expected \"$2\" on screen)"
    screen | sed 's/^/    | /'
    if [ -n "${E2E_LOG:-}" ] && [ -s "$E2E_LOG" ]; then
      echo "  the app's log ($E2E_LOG), last lines:"
      tail -n 40 "$E2E_LOG" | sed 's/^/    | /'
    fi
    thread_dump
    FAILURES=$((FAILURES + 1))
    finish
  fi
}

# thread_dump: the stacks of every thread of the app in the pane (with gdb, when it is there,
# demangled by `swift demangle`), so a step that timed out tells where the app was waiting.
thread_dump() {
  local shell_pid app_pid
  command -v gdb >/dev/null || return 0
  shell_pid=$(tmux display-message -p -t "$SESSION" '#{pane_pid}' 2>/dev/null) || return 0
  app_pid=$(pgrep -P "$shell_pid" -x "$(basename "$BIN" | cut -c1-15)" | head -n 1)
  [ -n "$app_pid" ] || return 0
  echo "  the app's threads (pid $app_pid):"
  timeout 120 gdb -p "$app_pid" -batch -ex "set print frame-arguments none" -ex "thread apply all bt 25" 2>&1 |
    { if command -v swift >/dev/null; then swift demangle --simplified; else cat; fi; } |
    grep -E '^(Thread|#)' | sed -E 's/ \(.*\) at [^ ]*$//; s/ \(\)( at [^ ]*)?$//; s/0x[0-9a-f]+ in //; s/^/    | /' |
    head -n 800
}

# check NAME CONDITION: PASS when the shell CONDITION holds.
check() {
  if eval "$2"; then
    echo "PASS: $1"
    PASSES=$((PASSES + 1))
  else
    echo "FAIL: $1"
    FAILURES=$((FAILURES + 1))
  fi
}

# finish: the summary line; exits non-zero when a step failed.
finish() {
  echo "$E2E_NAME: $PASSES passed, $FAILURES failed"
  [ $FAILURES -eq 0 ] && exit 0 || exit 1
}
