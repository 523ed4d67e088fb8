"""The code's shape: the walls between the judge, its sandbox, the
explorer, the oracles and what they all stand on (common/), and no import
cycle in the judge's package.

  common/               imports nothing of ours
  oracles/              common/ only (and one another)
  localjudge/sandbox/   common/ only (and itself): the one part that starts untrusted code
  localjudge/ (the rest)  common/, and the sandbox through its entry (localjudge.sandbox,
                        and its records, localjudge.sandbox.runs); never the explorer
  explorer/             common/ and the oracles; never the judge
  judge.py, explore.py  imported by nothing
"""

import ast
import os

from conftest import ROOT

OURS = ("common", "localjudge", "oracles", "explorer", "judge", "explore")
SANDBOX = "localjudge.sandbox"
SANDBOX_ENTRY = {SANDBOX, SANDBOX + ".runs"}


def imports(path):
    """The modules of ours a Python file imports (as dotted names; a name
    imported from a package counts as its module where one is)."""
    with open(path) as source:
        tree = ast.parse(source.read())
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update("%s.%s" % (node.module, alias.name) for alias in node.names
                         if os.path.exists(_module_path("%s.%s" % (node.module, alias.name))))
    return {name for name in found if name.split(".")[0] in OURS}


def _module_path(name):
    base = os.path.join(ROOT, *name.split("."))
    return base + ".py" if os.path.exists(base + ".py") else os.path.join(base, "__init__.py")


def modules(folder):
    """{dotted name: path} of every module under folder (recursively)."""
    found = {}
    for where, folders, files in os.walk(os.path.join(ROOT, folder)):
        folders[:] = [f for f in folders if f not in ("__pycache__", "templates", "games", "native")]
        package = os.path.relpath(where, ROOT).replace(os.sep, ".")
        for name in files:
            if name.endswith(".py"):
                found[package if name == "__init__.py" else "%s.%s" % (package, name[:-3])] = os.path.join(where, name)
    return found


def test_common_imports_nothing_of_ours_but_itself():
    for name, path in modules("common").items():
        assert {i for i in imports(path) if not i.startswith("common")} == set(), name


def test_the_oracles_import_common_and_one_another_only():
    for name, path in modules("oracles").items():
        assert {i for i in imports(path) if i.split(".")[0] not in ("common", "oracles")} == set(), name


def test_the_sandbox_imports_nothing_of_the_judge_but_itself():
    for name, path in modules("localjudge/sandbox").items():
        outside = {i for i in imports(path) if not i.startswith(SANDBOX) and not i.startswith("common")}
        assert outside == set(), (name, outside)


def test_the_judge_reaches_the_sandbox_through_its_entry_only():
    for name, path in modules("localjudge").items():
        if name.startswith(SANDBOX):
            continue
        inner = {i for i in imports(path) if i.startswith(SANDBOX + ".") and i not in SANDBOX_ENTRY}
        assert inner == set(), (name, inner)
        assert {i for i in imports(path) if i.split(".")[0] in ("explorer", "explore")} == set(), name


def test_the_explorer_imports_nothing_of_the_judge():
    for name, path in list(modules("explorer").items()) + [("explore", os.path.join(ROOT, "explore.py"))]:
        assert {i for i in imports(path) if i.split(".")[0] in ("localjudge", "judge")} == set(), name


def test_nothing_imports_the_entry_points():
    for folder in ("common", "oracles", "localjudge", "explorer"):
        for name, path in modules(folder).items():
            assert {i.split(".")[0] for i in imports(path)} & {"judge", "explore"} == set(), name


def test_only_the_sandbox_starts_untrusted_code():
    """Nothing outside the sandbox makes a bubblewrap sandbox itself."""
    for name, path in modules("localjudge").items():
        if name.startswith(SANDBOX):
            continue
        with open(path) as source:
            text = source.read()
        assert "bwrap" not in text and "bubblewrap.Sandbox" not in text and "import Sandbox" not in text, name


def _graph(folder):
    found = modules(folder)
    return {name: {i for i in imports(path) if i in found} for name, path in found.items()}


def test_the_package_has_no_import_cycle():
    graph = _graph("localjudge")
    state = {}

    def visit(name, trail):
        if state.get(name) == "open":
            raise AssertionError("import cycle: " + " -> ".join(trail + [name]))
        if state.get(name) is None:
            state[name] = "open"
            for other in graph[name]:
                visit(other, trail + [name])
            state[name] = "done"

    for name in graph:
        visit(name, [])


def reachable(name, graph):
    """Every module name imports, directly or not."""
    seen, todo = set(), [name]
    while todo:
        for other in graph.get(todo.pop(), ()):
            if other not in seen:
                seen.add(other)
                todo.append(other)
    return seen


# What starts programs: nothing that compares output or names verdicts may
# pull it in, so the pure judgement stays testable and cheap to import
# (and the exported validators embed it).
RUNS_PROGRAMS = {"localjudge.sandbox.bubblewrap", "localjudge.sandbox.programs", "localjudge.sandbox.cgroup",
                 "localjudge.submission", "localjudge.build"}


def test_what_compares_output_or_names_verdicts_imports_nothing_that_runs_programs():
    graph = _graph("localjudge")
    for pure in ("localjudge.compare", "localjudge.verdicts", "localjudge.sandbox.runs"):
        assert not reachable(pure, graph) & RUNS_PROGRAMS, (pure, reachable(pure, graph) & RUNS_PROGRAMS)


def test_each_package_index_lists_its_modules():
    for folder in ("localjudge", "localjudge/sandbox", "common"):
        with open(os.path.join(ROOT, folder, "__init__.py")) as index:
            text = index.read()
        for name in modules(folder):
            if name.count(".") == folder.count("/") + 1:
                assert "\n  %s " % name.rsplit(".", 1)[1] in text, name
