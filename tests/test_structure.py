"""The code's shape: no import cycles in the judge's package, and the
oracles import nothing of the judge."""

import ast
import os

from conftest import ROOT

PACKAGE = "localjudge"


def imports(path):
    """The project modules a Python file imports (as dotted names)."""
    with open(path) as source:
        tree = ast.parse(source.read())
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update("%s.%s" % (node.module, alias.name) for alias in node.names)
    return {name for name in found if name.split(".")[0] in (PACKAGE, "oracles", "judge")}


def modules(folder):
    return {"%s.%s" % (folder, f[:-3]): os.path.join(ROOT, folder, f)
            for f in os.listdir(os.path.join(ROOT, folder)) if f.endswith(".py") and f != "__init__.py"}


def test_the_package_has_no_import_cycle():
    graph = {name: {i for i in imports(path) if i in modules(PACKAGE)}
             for name, path in modules(PACKAGE).items()}
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
        for other in graph[todo.pop()]:
            if other not in seen:
                seen.add(other)
                todo.append(other)
    return seen


# What starts programs: nothing that compares output or names verdicts may
# pull it in, so the pure judgement stays testable and cheap to import.
RUNS_PROGRAMS = {"localjudge." + name for name in ("sandbox", "runner", "native", "cgroup", "submission", "build")}


def test_what_compares_output_or_names_verdicts_imports_nothing_that_runs_programs():
    graph = {name: {i for i in imports(path) if i in modules(PACKAGE)}
             for name, path in modules(PACKAGE).items()}
    for pure in ("localjudge.compare", "localjudge.verdicts", "localjudge.runs"):
        assert not reachable(pure, graph) & RUNS_PROGRAMS, (pure, reachable(pure, graph) & RUNS_PROGRAMS)


def test_the_oracles_import_nothing_of_the_judge():
    for name, path in modules("oracles").items():
        assert not {i for i in imports(path) if i.split(".")[0] in (PACKAGE, "judge")}, name


def test_nothing_in_the_package_imports_judge_py():
    for name, path in modules(PACKAGE).items():
        assert "judge" not in {i.split(".")[0] for i in imports(path)}, name


def test_the_package_index_lists_every_module():
    with open(os.path.join(ROOT, PACKAGE, "__init__.py")) as index:
        text = index.read()
    for name in modules(PACKAGE):
        assert "\n  %s " % name.split(".")[1] in text, name
