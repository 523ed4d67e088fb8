"""What the training commands show, as text for an 80-column terminal:
a statement (judge.py show), the next hint (hint), the analysis
(analysis), and where a contestant stands on the path (status, list).
Each reads the problem's files; none writes (commands.py records what
was shown, through history).

  statement_page(problem)        -> text
  hint_page(problem, number)     -> text of hint number (1 for the first)
  analysis_page(problem, step)   -> text, the model first
  standing(path, progress)       -> [Standing] in the path's order, and the next step
"""

import os
from dataclasses import dataclass
from typing import List, Optional

from common import paths
from common.errors import UsageError
from localjudge import learning_path, plaintext, statements
from localjudge.history import Progress


def _pictures(problem):
    return paths.shown_path(problem.folder)


def _titled(title, text):
    return "%s\n%s\n\n%s" % (title, "=" * min(len(title), plaintext.WIDTH), text)


def statement_page(problem):
    """The statement as a contestant reads it first: the game, input,
    output, limits, sample and where the facts come from; no hint, no
    analysis."""
    text = plaintext.plain(statements.statement_text(problem, statements.READING), _pictures(problem))
    return _titled(problem.title, text) + "\nJudge: %s.\nHints, one at a time: python3 judge.py hint %s\n" % (
        problem.judge, problem.name)


def hint_count(problem):
    return len(statements.hints(problem)) if os.path.isfile(problem.hints) else 0


def hint_page(problem, number):
    """Hint number (from 1) of problem, with how many there are."""
    shown = statements.hints(problem) if os.path.isfile(problem.hints) else []
    if not shown:
        raise UsageError("%s has no hints (problems/%s/hints.md)" % (problem.name, problem.name))
    if not 1 <= number <= len(shown):
        raise UsageError("%s has hints 1 to %d, not %d" % (problem.name, len(shown), number))
    after = "Next: python3 judge.py hint %s" % problem.name if number < len(shown) else \
        "That was the last hint. The whole analysis: python3 judge.py analysis %s" % problem.name
    return "%s: hint %d of %d\n\n%s\n%s\n" % (problem.title, number, len(shown),
                                             plaintext.plain(shown[number - 1], _pictures(problem)), after)


def analysis_page(problem, step):
    """The analysis, headed by the model the problem teaches (its step on
    the path, or None)."""
    if not os.path.isfile(problem.analysis):
        raise UsageError("%s has no analysis (problems/%s/analysis.md)" % (problem.name, problem.name))
    text = plaintext.plain(statements.analysis_text(problem), _pictures(problem))
    model = "Model: %s.\n\n" % step.model if step is not None else ""
    return _titled("%s: analysis" % problem.title, model + text)


@dataclass
class Standing:
    """One problem on the path, as the history tells it."""
    step: learning_path.Step
    state: str                      # solved, tried or not started
    hints_seen: int
    hints: int
    analysis_seen: bool
    tries: int
    last_verdict: Optional[str]
    first_failing: Optional[str]


def standing(path, progress, hint_counts):
    """([Standing] for each step of the path, the Step suggested next or
    None): progress is history.progress's, hint_counts {name: hints}."""
    rows: List[Standing] = []
    for step in path:
        done = progress.get(step.name, Progress())
        rows.append(Standing(step, done.state, len(done.hints_seen), hint_counts.get(step.name, 0),
                             done.analysis_seen, done.tries, done.last_verdict, done.first_failing))
    solved = {row.step.name for row in rows if row.state == "solved"}
    return rows, learning_path.next_step(path, solved)
