"""The local judge behind judge.py, one module per concern:

  paths       where problems, solutions, data, oracles and builds live
  errors      UsageError, the one-line message for a bad command or file
  access      what the judge reads for a user: no root-only file through a link;
              for a package, the project's own files only
  limits      every limit and its default: Limits, the wall-clock rule
  verdicts    the verdict names (as HDU spells them) and a run's verdict
  problems    the problems: statements' front matter, tests, oracles
  testdata    writing the committed test data from the oracles
  runs        what one run of a program did: the Run record (no I/O)
  sandbox     the bubblewrap sandbox and its launcher: one run under limits
  cgroup      memory cgroups that count all the memory a sandbox holds
  native      building the C helpers in native/ into build/
  elf         how much memory an executable maps before it runs
  runner      running untrusted code: a submission's runs, a compiler's
  build       compilers, flags and the real judges' dialects
  cache       the build cache under build/cache/
  submission  a source built as the judges build it, run on inputs
  compare     how output is judged: HDU's rules, checkers (pure functions)
  judging     judging sources on their problems' data
  report      what a person or a program reads: text and JSON
  stress      searching for an input a solution gets wrong
  hack        a solution against your own brute force and generator
  newproblem  judge.py new: a problem of your own from templates/
  rejected    checking that known-wrong solutions get their verdicts
  parallel    work across the cores, with nothing left behind on Ctrl-C
  bench       make bench: solutions, the judge and stress, against baselines
  checker     a problem's checker as a Kattis output validator
  export      problems as DOMjudge zips and problemtools folders, checked
  statements  a statement as a package gives it: contest or training form,
              HTML for DOMjudge, LaTeX for problemtools
  safe_html   the page given to teams, cleaned (run by Debian's Python)
  learning_path  the path through the problems (problems/path.txt): order, difficulty, model
  history     a user's record of their work, outside the checkout
  plaintext   Markdown as text for an 80-column terminal (pure)
  training    what show, hint, analysis, status and list show
  commands    what each command of judge.py does, printing as it goes

Nothing here imports judge.py, and the oracles import nothing from here.
"""
