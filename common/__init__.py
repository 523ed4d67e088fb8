"""What the judge, its sandbox, the explorer and the oracles all stand on,
and which imports nothing of them:

  casemodel   the case model: a problem's input as cases (framings, strict
              and lenient reading, writing, layout variants); every oracle,
              the judge, the explorer and each exported validator read by it
  errors      UsageError and InternalError: the one-line messages
  paths       where the problems, data, solutions, oracles and builds live
  userfiles   what a tool reads for a user: regular files within their bounds
  cbuild      building a C helper of ours into the build folder
"""
