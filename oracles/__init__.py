"""Oracles: for each problem, the answers derived from the game's rules alone.

Each problem NAME (a statement problems/NAME/statement.md) may have an oracle, the
module oracles/NAME.py (with '-' written as '_'), which describes its input
in the case model of common/casemodel.py (imported as cases) and provides:

  FRAMING                 how cases follow one another (cases.UntilEnd,
                          cases.Terminator or cases.CountFirst)
  read_case(lines)        -> case    one case from a cases.Lines; raises
                          InputError (through lines.error) for anything the
                          statement does not allow, naming the line
  write_case(case)        -> [str]   the case's input lines
  answer(case)            -> [str]   the case's expected output lines
  check(case, lines)      -> None, or what is wrong   optional: for problems
                          with several right answers, judges a case's output
                          lines (as many as answer() gives) instead; their
                          tokens are one ASCII space apart: split them with
                          split(" ") (whatever else looks blank is part of a
                          token) and read numbers with cases.written_ints
  wins(case)              -> bool    does the first player win? (search)
  exhaustive()            -> [case]  every case of a small range
  edge_cases()            -> [case]  bounds and the cases that break wrong
                          approaches
  random_case(rng, first_wins) -> case   a random case of the wanted outcome,
                          anywhere up to the bounds
  test_files()            -> [(slug, [case])]   the committed test data
  layout_cases()          -> [case]  the cases the layout variants are
                          written with (cases.layout_variants)
  INVALID_INPUTS          [input text]   a few inputs the statement rules
                          out, each for a different reason (tests check
                          that read_input rejects each, naming its line)
  CASE_NUMBER             optional: where the statement numbers the answers,
                          the format of a case's number (from 1) written
                          before its first answer line ("Case %d: "; a
                          newline in it puts the number on a line of its
                          own); answer(case) gives the lines without it
  STRESS_BATCH            optional: cases in one stress input, for problems
                          whose cases are large (default: as many as the
                          framing allows, up to 10,000)
  smaller_cases(case)     -> iterable of cases   optional: smaller cases of
                          the same structure, which stress tries before it
                          shrinks the case's numbers and lists one by one
                          (for a structure those would only break, a tree)
  worst_case(rng)         -> case    optional: a case as costly to answer as
                          the statement allows, where that is more work
                          than reading it; make bench times an input of them

What oracles share, the mex, heap games' values, the remembered search
over positions and drawing cases by outcome, is in oracles/games.py; the
case model (reading, writing, framings) in common/casemodel.py. No oracle
imports the judge or reads anything from solutions/.
"""
