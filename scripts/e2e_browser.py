"""What the browser end-to-end scripts share: `footballgather web` started and stopped, and steps
that print PASS or FAIL and stop the run at the first failure. Importing it runs nothing."""

import os
import re
import signal
import subprocess
import sys
import time

from playwright.sync_api import Error


class Run:
    """One script's run: its server, its steps and the problems the pages reported."""

    def __init__(self, name, binary, data):
        self.name = name
        self.binary = binary
        self.data = data
        self.passed = 0
        # Console errors, page errors and dialogs the pages reported; any of them fails the run.
        self.problems = []
        self.server = None
        # Called when a step fails, to say more about the page (where it stands, a screenshot).
        self.describe_failure = lambda: None

    def start_server(self, port=0):
        """Starts `footballgather web` and returns the address it prints."""
        environment = dict(os.environ, LLVM_PROFILE_FILE=os.path.join(self.data, "profile-%p.profraw"))
        self.server = subprocess.Popen(
            [self.binary, "web", "--port", str(port), "--data-dir", self.data], stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT, text=True, env=environment)
        deadline = time.monotonic() + 60
        output = ""
        while time.monotonic() < deadline:
            line = self.server.stdout.readline()
            if not line:
                break
            output += line
            match = re.search(r"http://127\.0\.0\.1:\d+/", line)
            if match:
                return match.group(0)
        print(f"FAIL: footballgather web did not print its address:\n{output}")
        self.finish(failed=1)

    def stop_server(self):
        if self.server and self.server.poll() is None:
            self.server.send_signal(signal.SIGINT)
            try:
                self.server.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.server.kill()

    def step(self, name, action):
        """Runs one step; prints PASS or FAIL and stops the run at its first failure or reported problem."""
        try:
            action()
        except (AssertionError, Error) as error:
            lines = str(error).splitlines() or [type(error).__name__]
            detail = [line for line in lines[:4] if line.strip() and not line.startswith("Call log")]
            print(f"FAIL: {name}\n  " + "\n  ".join(detail))
            self.describe_failure()
            self.finish(failed=1)
        if self.problems:
            print(f"FAIL: {name}")
            self.finish()
        self.passed += 1
        print(f"PASS: {name}")

    def finish(self, failed=0):
        """Prints the problems and the tally, stops the server and exits: 1 when anything failed."""
        failed += len(self.problems)
        for problem in self.problems:
            print(f"FAIL: {problem}")
        print(f"{self.name}: {self.passed} passed, {failed} failed")
        self.stop_server()
        sys.exit(1 if failed else 0)
