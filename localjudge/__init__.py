"""The local judge behind judge.py, one module per concern, on the floor
common/ (the case model, errors, paths, reading a user's files):

  sandbox     the one part that starts untrusted code, a package of its own
              (bubblewrap, its launcher, run records, memory cgroups)
  limits      every limit the judge applies and its default, the time rule's margin
  verdicts    the verdict names (as HDU spells them) and a run's verdict
  languages   the languages a submission may be in (C, C++, Java, Python 3) and
              how each runs: the JVM's flags and memory rule, the interpreters
  build       compilers, flags and the real judges' dialects; Java's and Python's builds
  sanitize    a C or C++ source built with the sanitizers, and what they report first
  cache       the build cache under the build folder
  submission  a program as the judges run it: the one place every run goes
              through, with one time rule
  compare     how output is judged: HDU's rules, checkers (pure functions)
  problems    the problems: statements' front matter, tests, oracles
  judging     judging sources on their problems' data
  report      what a person or a program reads: text and JSON
  stress      searching for an input a solution gets wrong
  hack        a solution against your own brute force and generator
  script_batch  a Python generator or brute force run on many inputs in one interpreter (run in the sandbox by hack)
  rejected    checking that known-wrong solutions get their verdicts
  testdata    writing the committed test data from the oracles
  newproblem  judge.py new: a problem of your own from templates/new/
  parallel    work across the cores, with nothing left behind on Ctrl-C
  bench       make bench: solutions, the judge and stress, against baselines
  access      what a package may hold: the project's own files only
  checker     a problem's checker as a Kattis output validator
  export      problems as DOMjudge zips and problemtools folders, checked
  contest     a contest of problems for DOMjudge: contest.yaml, problemset.yaml,
              the problem set's PDF, every problem's package
  statements  a statement as it is shown: contest, reading or training form,
              HTML for DOMjudge, LaTeX for problemtools
  safe_html   the page given to teams, cleaned (run by Debian's Python)
  learning_path  the path through the problems (problems/path.txt): order, difficulty, model
  history     a user's record of their work, outside the checkout
  plaintext   Markdown as text for an 80-column terminal (pure)
  training    what show, hint, analysis, status and list show
  commands    what each command of judge.py does, printing as it goes

Beside them: templates/new/ (judge.py new) and templates/export/ (the
validator and the LaTeX filter a package gets), windows/ (the headers of
HDU's and POJ's compilers), floor.c (make bench's I/O floor). Nothing here
imports judge.py or the explorer, and the oracles import nothing from here.
"""
