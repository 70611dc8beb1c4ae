#!/usr/bin/env bash
# End-to-end test of the terminal app: runs the built `footballgather` binary in an 80×24
# tmux session with a temporary data directory (embedded server, SQLite) and drives the
# whole flow by sending keys and reading the pane: register, add four players, edit a
# position, pick two teams, run the clock out (Ctrl-C meanwhile asks first and No keeps the
# match), score 2:1, end the gather, check History, log out, relaunch and find the username
# remembered, then start a second match, kill the app mid-match and find it on the player list's
# line, opened with m at its score with its clock running, and ended. Last, against a server of its
# own: a player added through the API shows without a key, stopping the server is said until it is
# back, and a match started through the API shows on the list, follows its score and goes when it
# ends.
#
# Usage: scripts/e2e-terminal.sh
#   FOOTBALLGATHER_BIN  the binary to test (default: footballgather in BIN_DIR, else in `swift build --show-bin-path`)
#   E2E_TIMEOUT         seconds to wait for each expected screen (default 30)
# Prints one PASS/FAIL line per step and exits non-zero when a step fails.
set -uo pipefail
cd "$(dirname "$0")/.."

E2E_NAME=e2e-terminal
E2E_PRODUCT=footballgather
BIN=${FOOTBALLGATHER_BIN:-}
source scripts/lib/tmux-e2e.sh
DATA="$WORK/data"
E2E_LOG="$DATA/footballgather.log"

# The app with its data in DATA.
launch_app() { launch --data-dir "$DATA"; }

# --- Without a terminal, --help ---
output=$(echo | "$BIN" --data-dir "$DATA" 2>&1 >/dev/null); status=$?
check "without a terminal it explains in one line and exits non-zero" \
  '[ $status -ne 0 ] && [ "$(printf "%s\n" "$output" | wc -l)" -eq 1 ] && [[ $output == *terminal* ]]'
help=$("$BIN" --help 2>&1); status=$?
check "--help explains --server and --data-dir" '[ $status -eq 0 ] && [[ $help == *--server* ]] && [[ $help == *--data-dir* ]]'

# --- First launch: register ---
launch_app
step "the app opens on Login in an 80×24 terminal" "Username  [" 60
check "the pane is 80×24" '[ "$(tmux display -p -t "$SESSION" "#{pane_width}x#{pane_height}")" = "80x24" ]'
text "e2e-user"; keys Tab; text "e2e-password"; keys Tab Tab Tab
step "Register has the focus" "> Register <"
keys Enter
step "registering logs in and shows the empty player list" "You have no players yet."

# --- Four players ---
for name in "Ana Lopez" "Bruno Diaz" "Chloe Martin" "Dan Okafor"; do
  keys a
  step "Add Player opens" "Enter name of the player"
  text "$name"; keys Enter
  step "Done goes back to the list" "a Add"
  step "$name is on the list" "$name"
done
step "the list shows the four players" "Dan Okafor"

# --- Edit the first player's position ---
keys Home Enter
step "the first player's details open" "PERSONAL"
keys Down Down Enter
step "the position choices open" "( ) Goalkeeper"
keys Home Enter
step "the details show the new position" "Preferred position    Goalkeeper"
keys Escape
step "the list shows the new position" "Position: Goalkeeper"

# --- Select all four, two per team ---
keys s
step "selection mode starts" "0 selected"
keys Home Space Down Space Down Space Down Space
step "all four are ticked" "4 selected"
keys c
step "Confirm Players opens with everyone on the bench" "Bench (4)"
keys a a b b
step "two players in each team" "Team B (2)"
keys Enter
step "Start Gather opens the gather" "Gather in progress"

# --- Clock 00:03, run it out ---
keys t
step "the time picker opens" "Set time"
keys 0 0 Tab 0 3 Enter
step "the clock is set to 00:03" "Clock  00:03"
keys Space
step "the clock runs" "Space Pause"
keys C-c
step "Ctrl-C during the match asks before leaving it" "Leave Gather"
keys n
step "n keeps the match going" "e End Gather"
step "the clock runs out" "Time's up!" 15

# --- Score 2:1 and end ---
keys a a b
step "the score is 2:1" "Team A  2 : 1  Team B"
keys e
step "ending asks for confirmation" "Are you sure you want to end the gather?"
keys y
step "ending returns to the player list" "Football Gather · Players"

# --- History ---
keys h
step "History shows the gather won 2:1 by Team A" "Score 2:1   Winner: Team A"
keys Escape

# --- Log out, quit, relaunch ---
keys l
step "logging out returns to Login" "Remember me"
keys C-c
step "Ctrl-C quits with status 0" "[exited 0]"
step "the terminal is restored (canonical mode, echo)" "icanon echo"
launch_app
step "after relaunch the username is remembered" "Username  [e2e-user"
keys Tab; text "e2e-password"; keys Enter
step "after relaunch the data is still there" "Position: Goalkeeper"

# --- Killed mid-match, resumed ---
keys s
step "selection mode starts again" "0 selected"
keys Home Space Down Space c
step "Confirm Players opens with the two picked" "Bench (2)"
keys a b Enter
step "the second gather starts" "Gather in progress"
keys a a b Space
step "the second match runs at 2:1" "Space Pause"
step "its score is 2:1" "Team A  2 : 1  Team B"
sleep 1
# The pane's shell runs the app as its child: kill the app alone, as a crash or a power cut would.
pkill -KILL -P "$(tmux display -p -t "$SESSION" '#{pane_pid}')"
step "the app is killed mid-match" "[exited 137]"
launch_app
step "after the kill the remembered session opens the player list, which shows the match in progress" \
  "Match in progress · Team A 2"
step "the footer offers to open it" "m Open"
keys m
step "m opens the gather where it was" "Team A  2 : 1  Team B"
step "its clock is still running" "Space Pause"
check "its clock went on from the time left (under 10:00)" 'screen | grep -E -q "Clock  0[0-9]:[0-9]{2}"'
keys e
step "ending the resumed gather asks first" "Are you sure you want to end the gather?"
keys y
step "ending it returns to the player list" "Football Gather · Players"
# A key pressed while a screen loads is dropped (only Esc and Ctrl-C act then): wait for its keys.
step "the list has loaded: its keys are back in the footer" "q Quit"
keys q
step "q on the player list quits with status 0" "[exited 0]"

# --- Live: against a server of its own, another device's change shows without a key, and a
# lost server is said above the keys until it is back ---
SERVER_BIN="$(dirname "$BIN")/footballgather-server"
PORT="$(python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1])')"
API="http://127.0.0.1:$PORT"
server_pid=""
e2e_cleanup() {
  [ -z "$server_pid" ] && return
  kill -9 "$server_pid" 2>/dev/null
  wait "$server_pid" 2>/dev/null
}
start_server() {
  env -u DATABASE_URL SQLITE_PATH="$WORK/live.sqlite" LLVM_PROFILE_FILE="$WORK/profile-%p.profraw" \
    "$SERVER_BIN" serve --hostname 127.0.0.1 --port "$PORT" >>"$WORK/server.log" 2>&1 &
  server_pid=$!
  local deadline=$((SECONDS + 60))
  until curl -fs --max-time 2 "$API/health" >/dev/null; do
    [ $SECONDS -lt $deadline ] && kill -0 "$server_pid" 2>/dev/null || return 1
    sleep 0.1
  done
}
# add_player NAME: adds NAME to live-user's roster through the API, as another device would.
add_player() {
  curl -fs -o /dev/null -X POST "$API/api/players" -H "Authorization: Bearer $token" \
    -H "Content-Type: application/json" -d "{\"name\": \"$1\"}"
}
check "a server of its own starts" start_server
curl -fs -o /dev/null -X POST "$API/api/users" -H "Content-Type: application/json" \
  -d '{"username": "live-user", "password": "live-password"}'
token=$(curl -fs -X POST "$API/api/users/login" -u live-user:live-password |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
E2E_LOG="$WORK/live-data/footballgather.log"
launch --server "$API" --data-dir "$WORK/live-data"
step "the app opens on Login for that server" "Username  ["
text "live-user"; keys Tab; text "live-password"; keys Enter
step "logging in shows the empty player list" "You have no players yet."
add_player "Eve Live"
step "a player added through the API shows without a key" "Eve Live" 5
kill -9 "$server_pid"; wait "$server_pid" 2>/dev/null
server_pid=""
step "losing the server is said above the keys" "Live updates paused: cannot reach 127.0.0.1:$PORT" 10
check "the server starts again" start_server
add_player "Fay Live"
step "once it is back, a player added meanwhile shows" "Fay Live" 40
check "and the pause is no longer said" '! screen | grep -F -q "Live updates paused"'
# --- Another device starts a match: the list shows it at once, follows its score, and drops it
# when it ends ---
# api METHOD PATH [JSON]: live-user's request, as another device would send it; prints the answer.
api() {
  curl -fs -X "$1" "$API$2" -H "Authorization: Bearer $token" -H "Content-Type: application/json" ${3:+-d "$3"}
}
players=$(api GET /api/players | python3 -c 'import json,sys; print(" ".join(p["id"] for p in json.load(sys.stdin)))')
read -r eve fay <<<"$players"
gather=$(api POST /api/gathers \
  "{\"players\": [{\"playerID\": \"$eve\", \"team\": \"Team A\"}, {\"playerID\": \"$fay\", \"team\": \"Team B\"}]}" |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
step "a match started on another device shows on the list without a key" "Match in progress · Team A 0" 5
api POST "/api/gathers/$gather/operations" '{"kind": "addGoal", "team": "Team A"}' >/dev/null
step "its line follows a goal scored there" "Match in progress · Team A 1" 5
api PUT "/api/gathers/$gather" '{"score": "1:0", "winnerTeam": "Team A"}' >/dev/null
wait_for_gone() {
  local deadline=$((SECONDS + $2))
  while [ $SECONDS -lt $deadline ]; do
    screen | grep -F -q "$1" || return 0
    sleep 0.2
  done
  return 1
}
check "the line goes once the match has ended there" 'wait_for_gone "Match in progress" 5'
# --- Who's in: a game made here, answered through its link by a player with no account ---
keys g
step "g on the player list opens Games, with none yet" "You have no games yet."
keys n
step "n opens the form of a new game, tomorrow at 19:00 for 10" "Football Gather · New game"
keys Tab Tab Tab; text "E2E Park"; keys Enter
step "the game is made and listed" "0 of 10 in"
# Enter while the list is still reloading (the game's own news) is not taken: try until it opens.
for _ in 1 2 3; do
  keys Enter
  wait_for "Not answered" 3 && break
done
step "the game opens, offering the roster's names" "Not answered"
# answer NAME IN|OUT|MAYBE: answers the game through its invite link, with no account.
answer() {
  local link
  link=$(curl -fs "$API/api/games" -H "Authorization: Bearer $token" |
    python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["id"])' |
    xargs -I{} curl -fs "$API/api/games/{}" -H "Authorization: Bearer $token" |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["inviteToken"])')
  curl -fs -o /dev/null -X POST "$API/api/invites/$link/answers" -H "Content-Type: application/json" \
    -d "{\"name\": \"$1\", \"answer\": \"$2\"}"
}
answer "Eve Live" in
step "an answer through the link shows without a key" "In (1 of 10)" 5
answer "Ivy Guest" maybe
step "a guest's answer shows too" "Ivy Guest" 5
answer "Jo Guest" in
step "another guest's In shows" "In (2 of 10)" 5
keys t
step "t picks the teams: Confirm Players opens" "Football Gather · Confirm Players" 10
check "with the two who are in on the bench, the guest among them" \
  'screen | grep -F -q "Jo Guest" && screen | grep -F -q "Eve Live" && screen | grep -F -q "Bench (2)"'
keys Escape
step "Back returns to the game" "In (2 of 10)" 5
keys Escape Escape
step "Back twice returns to the player list" "Football Gather · Players"
step "the guest who was picked is on the roster" "Jo Guest" 10
step "the roster has loaded: its keys are back in the footer" "q Quit"
keys q
step "q quits with status 0" "[exited 0]"

finish
