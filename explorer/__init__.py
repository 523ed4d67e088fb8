"""The theory explorer behind explore.py: find the pattern of a game as the
problems' analyses do by hand, and prove what can be proven.

  commands   each subcommand of explore.py: run it, print what it found
  octal      octal games and subtraction games: codes, the C engine
             (native/octal.c) that computes and proves their periods
  twopile    two-pile games given by move rules: their P-positions
  graph      Grundy values of a game graph in chess-game's input format
  anygame    any game a contestant writes the moves of: its values, its
             misere outcomes beside the SJ theorem, octal games named
  patterns   the patterns looked for in a table of values
  show       what a person reads: tables, lists, the SVG grid and strip
  bounds     the bounds of its work and of what it takes: CPU time against
             --seconds, integers checked before int(), long input cut short
  bench      make bench's rows for the engine and for any game
  games/     an example game file for each model the suite teaches
"""
