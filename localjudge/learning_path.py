"""The path through the problems (problems/path.txt): their order, each
one's difficulty, the problems it builds on, and the model it teaches.
The model is shown with the analysis only; everything else is shown
beside the statements (judge.py list, status, the README's table).

  steps()                  -> [Step] in the path's order
  readme_table(steps)      -> the README's Markdown table of the path
  next_step(steps, solved) -> the Step the path suggests next, or None
"""

import os
from dataclasses import dataclass
from typing import Tuple

from common import paths
from common.errors import UsageError

PATH_FILE = "path.txt"          # in problems/
DIFFICULTIES = range(1, 6)


@dataclass(frozen=True)
class Step:
    """One problem's place on the path."""
    number: int                 # 1 for the first problem
    name: str
    difficulty: int             # 1 to 5
    builds_on: Tuple[str, ...]  # problems earlier on the path
    model: str                  # what it teaches: a spoiler, shown with the analysis only


def path_file():
    return os.path.join(paths.PROBLEMS_DIR, PATH_FILE)


def steps():
    """[Step] as problems/path.txt lists them; a UsageError naming the line
    for a line that is not `name difficulty builds-on model`, a difficulty
    out of 1 to 5, a problem listed twice, or one that builds on a problem
    not listed before it. An absent file is an empty path."""
    try:
        with open(path_file(), encoding="utf-8") as listed:
            lines = listed.read().splitlines()
    except FileNotFoundError:
        return []
    except (OSError, UnicodeDecodeError) as error:
        raise UsageError("cannot read %s: %s" % (paths.shown_path(path_file()), error))
    found, seen = [], set()
    for number, line in enumerate(lines, 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        words = line.split(None, 3)
        where = "%s, line %d" % (paths.shown_path(path_file()), number)
        if len(words) != 4 or words[1] not in [str(d) for d in DIFFICULTIES]:
            raise UsageError("%s: a line is `name difficulty builds-on model`, the difficulty 1 to 5" % where)
        name, difficulty, builds_on, model = words
        if builds_on.endswith(","):                     # "a, b": the list is one word
            raise UsageError("%s: the problems it builds on are one word, joined by commas only" % where)
        builds_on = () if builds_on == "-" else tuple(builds_on.split(","))
        if name in seen:
            raise UsageError("%s: %s is on the path twice" % (where, name))
        later = [earlier for earlier in builds_on if earlier not in seen]
        if later:
            raise UsageError("%s: %s builds on %s, which the path does not list before it" % (
                where, name, ", ".join(later)))
        seen.add(name)
        found.append(Step(len(found) + 1, name, int(difficulty), builds_on, model.strip()))
    return found


def add_step(name, difficulty=1, builds_on=(), model="a problem of your own"):
    """Append name to the end of the path (judge.py new). I/O: appends a
    line to problems/path.txt."""
    with open(path_file(), "a", encoding="utf-8") as listed:
        listed.write("%-23s %d  %-34s %s\n" % (name, difficulty, ",".join(builds_on) or "-", model))


def next_step(path, solved):
    """The first problem on the path not solved whose problems it builds on
    are all solved; else the first not solved; None when all are."""
    open_steps = [step for step in path if step.name not in solved]
    ready = [step for step in open_steps if all(earlier in solved for earlier in step.builds_on)]
    return (ready or open_steps or [None])[0]


def readme_table(path, titles, judges):
    """The README's table of the path: number, problem (a link to its
    statement), judge, title, difficulty, what it builds on. No model and
    no answer: it sits beside the statements. titles and judges are
    {name: text}."""
    rows = ["| # | problem | judge | title | difficulty | builds on |", "|---|---|---|---|---|---|"]
    for step in path:
        rows.append("| %d | [%s](problems/%s/statement.md) | %s | %s | %s | %s |" % (
            step.number, step.name, step.name, judges[step.name], titles[step.name],
            difficulty_stars(step.difficulty), ", ".join(step.builds_on) or "-"))
    return "\n".join(rows) + "\n"


def difficulty_stars(difficulty):
    """1 to 5 as a person reads it at a glance: ★★☆☆☆."""
    return "★" * difficulty + "☆" * (max(DIFFICULTIES) - difficulty)
