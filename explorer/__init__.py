"""The theory explorer behind explore.py: find the pattern of a game as the
problems' analyses do by hand, and prove what can be proven.

  commands   each subcommand of explore.py: run it, print what it found
  octal      octal games and subtraction games: codes, the C engine
             (native/octal.c) that computes and proves their periods
  twopile    two-pile games given by move rules: their P-positions
  graph      Grundy values of a game graph in chess-game's input format
  show       what a person reads: tables, lists, the SVG grid
  bench      make bench's rows for the engine
"""
