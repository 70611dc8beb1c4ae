#!/usr/bin/env python3
"""A game's calendar file, read by a real iCalendar parser (the icalendar package).

    python3 scripts/check_calendar.py http://127.0.0.1:PORT BEARER_TOKEN

Creates a game through the API with a place that needs escaping and a note over several lines,
fetches /games/<link>.ics and checks what a phone's calendar would show: one event, its start and
end, the place, the note and the link. Prints one line; exits 1 when something is off.
"""

import datetime
import json
import sys
import urllib.request

import icalendar

BASE, TOKEN = sys.argv[1].rstrip("/"), sys.argv[2]
PLACE = "Parc Herăstrău, pitch 3; behind the café"
NOTE = "Bring both shirts.\nThe gate closes at 19:00."
START = datetime.datetime(2031, 5, 6, 17, 30, tzinfo=datetime.timezone.utc)


def call(method, path, body=None):
    request = urllib.request.Request(
        BASE + path, method=method, data=json.dumps(body).encode() if body is not None else None,
        headers={"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=15) as response:
        return response.status, response.headers, response.read()


status, _, body = call("POST", "/api/games", {
    "startsAt": START.strftime("%Y-%m-%dT%H:%M:%SZ"), "timeZone": "Europe/Bucharest", "place": PLACE,
    "capacity": 10, "note": NOTE, "repeatsWeekly": False, "answersOpen": True})
assert status == 201, (status, body)
game = json.loads(body)
status, headers, body = call("GET", f"/games/{game['inviteToken']}.ics")
problems = []
if status != 200 or not headers.get("Content-Type", "").startswith("text/calendar"):
    problems.append(f"answered {status} {headers.get('Content-Type')}")
calendar = icalendar.Calendar.from_ical(body)
events = [component for component in calendar.walk("VEVENT")]
if len(events) != 1:
    problems.append(f"{len(events)} events")
else:
    event = events[0]
    if event.decoded("DTSTART") != START:
        problems.append(f"starts {event.decoded('DTSTART')}")
    if event.decoded("DTEND") - event.decoded("DTSTART") != datetime.timedelta(minutes=90):
        problems.append("does not last 90 minutes")
    if str(event.get("LOCATION")) != PLACE:
        problems.append(f"location {event.get('LOCATION')!r}")
    if not str(event.get("DESCRIPTION")).startswith(NOTE + "\n\n"):
        problems.append(f"description {event.get('DESCRIPTION')!r}")
    if not str(event.get("URL")).endswith(f"/games/{game['inviteToken']}"):
        problems.append(f"url {event.get('URL')!r}")
call("DELETE", f"/api/games/{game['id']}")
if problems:
    print("calendar: FAILED: " + "; ".join(problems))
    sys.exit(1)
print("calendar: the game's .ics reads as one event with its start, end, place, note and link (icalendar "
      f"{icalendar.__version__})")
