"""Shared by the tests: the repository on the import path, and the problems."""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from localjudge.problems import problem_names  # noqa: E402

PROBLEMS = problem_names()
