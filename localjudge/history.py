"""A user's record of their work, kept outside the checkout (paths.state_dir,
one file, history.jsonl): every judge.py test of their own source, and
every hint and analysis shown. One JSON object a line, appended under a
lock, so that two judges running at once both record.

  record(event, **fields)   add a line (test, hint or analysis); never raises
  events()                  -> [dict] every line recorded, oldest first
  progress(events)          -> {problem: Progress}

A file that is damaged (a line that is not one of ours) is set aside
beside it, with one line on standard error saying where, and a new one
is started: nothing is lost silently, and the judge goes on. Where the
folder cannot be written (a read-only or missing home), judging goes on
and one line says that nothing is recorded.
"""

import datetime
import errno
import fcntl
import hashlib
import json
import os
import sys
from dataclasses import dataclass, field
from typing import List, Optional

from common import paths

FILE = "history.jsonl"
EVENTS = ("test", "hint", "analysis")
_warned = set()                # what has been said once already in this run


@dataclass
class Progress:
    """What the history says of one problem."""
    solved: bool = False               # Accepted on the whole of its data
    tries: int = 0                     # judge.py test runs of own sources
    last_verdict: Optional[str] = None
    first_failing: Optional[str] = None   # of the last try that failed
    hints_seen: List[int] = field(default_factory=list)
    analysis_seen: bool = False

    @property
    def state(self):
        return "solved" if self.solved else "tried" if self.tries else "not started"


def history_file():
    return os.path.join(paths.state_dir(), FILE)


def source_hash(source):
    """The SHA-256 of a source's bytes, or None if it cannot be read."""
    try:
        with open(source, "rb") as text:
            return hashlib.sha256(text.read()).hexdigest()
    except OSError:
        return None


def _say_once(key, line):
    if key not in _warned:
        _warned.add(key)
        print("judge.py: %s" % line, file=sys.stderr)


def record(event, **fields):
    """Append {"event": event, "time": now, **fields} to the history. If
    the history cannot be written, say so once (nothing is recorded) and
    go on. I/O: appends a line to the history file."""
    line = json.dumps(dict(event=event, time=datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
                           **fields), sort_keys=True) + "\n"
    try:
        with _locked(fcntl.LOCK_EX) as history:
            if history is not None:
                os.write(history.fileno(), line.encode())
    except OSError as error:
        _say_once("unwritable", "nothing is recorded in your history: cannot write %s (%s)" % (
            paths.shown_path(history_file()), error.strerror or error))


def events():
    """Every event recorded, oldest first ([] with no history). A damaged
    history is set aside (see the module's docstring) and [] returned."""
    try:
        with _locked(fcntl.LOCK_EX, create=False) as history:
            if history is None:
                return []
            data = os.read(history.fileno(), os.fstat(history.fileno()).st_size + 1)
            found = _parsed(data)
            if found is None:
                _set_aside()
                return []
            return found
    except OSError as error:
        _say_once("unreadable", "cannot read your history %s (%s): it shows nothing" % (
            paths.shown_path(history_file()), error.strerror or error))
        return []


def _parsed(data):
    """The events in a history's bytes, or None if any line is not one."""
    found = []
    try:
        for line in data.decode("utf-8").splitlines():
            if not line.strip():
                continue
            event = json.loads(line)
            if not isinstance(event, dict) or event.get("event") not in EVENTS or \
                    not isinstance(event.get("problem"), str):
                return None
            found.append(event)
    except (UnicodeDecodeError, ValueError):
        return None
    if data and not data.endswith(b"\n"):       # a line cut short
        return None
    return found


def _set_aside():
    """Move a damaged history aside (under the lock) and say where."""
    stamp = datetime.datetime.now().strftime("%Y%m%dT%H%M%S")
    aside = "%s.damaged-%s" % (history_file(), stamp)
    number = 1
    while os.path.lexists(aside):
        number += 1
        aside = "%s.damaged-%s-%d" % (history_file(), stamp, number)
    os.rename(history_file(), aside)
    _say_once("damaged", "your history %s was damaged: it is kept as %s, and a new one is started" % (
        paths.shown_path(history_file()), paths.shown_path(aside)))


class _locked:
    """The history file, open for appending and reading, locked (lock:
    fcntl.LOCK_EX or LOCK_SH); None if it does not exist and not create.
    The lock is taken on the file that is at the path once locked, so a
    file set aside meanwhile by another judge is not written to."""

    def __init__(self, lock, create=True):
        self.lock, self.create, self.file = lock, create, None

    def __enter__(self):
        path = history_file()
        if self.create:
            os.makedirs(os.path.dirname(path), mode=0o700, exist_ok=True)
        for _ in range(10):
            try:
                fd = os.open(path, os.O_RDWR | os.O_APPEND | os.O_NOFOLLOW | (os.O_CREAT if self.create else 0), 0o600)
            except OSError as error:
                if error.errno in (errno.ENOENT, errno.ENOTDIR) and not self.create:
                    return None
                raise
            opened = os.fdopen(fd, "rb+", buffering=0)
            fcntl.flock(fd, self.lock)
            try:
                same = os.path.samestat(os.fstat(fd), os.stat(path))
            except FileNotFoundError:
                same = False
            if same:
                self.file = opened
                return opened
            opened.close()                 # set aside while we waited: open the new one
        raise OSError(errno.EAGAIN, "the history file keeps changing")

    def __exit__(self, *exc):
        if self.file is not None:
            self.file.close()              # closing releases the lock


def progress(recorded):
    """{problem: Progress} from the events recorded."""
    found = {}
    for event in recorded:
        problem = found.setdefault(event["problem"], Progress())
        kind = event["event"]
        if kind == "test":
            problem.tries += 1
            problem.last_verdict = event.get("verdict")
            if event.get("verdict") == "Accepted" and event.get("whole"):
                problem.solved = True
            elif event.get("verdict") != "Accepted":
                problem.first_failing = event.get("first_failing")
        elif kind == "hint" and isinstance(event.get("hint"), int) and event["hint"] not in problem.hints_seen:
            problem.hints_seen.append(event["hint"])
        elif kind == "analysis":
            problem.analysis_seen = True
    return found
