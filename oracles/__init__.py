"""Oracles: for each problem, an answer derived from the game's rules alone.

Each problem NAME (a file problems/NAME.md) has a module oracles/NAME.py
(with '-' written as '_') that provides:

  RANGES, TERMINATOR  (name, low, high) per number of a query; the line
                      that ends the input, or None (it ends at end of file)
  read_queries(text)  -> [Query]   validator: InputError for any input the
                                   statement does not allow
  write_input(values_list) -> the input text for those queries
  wins(values)        -> bool      does the first player win? (search)
  answer(values)      -> str       the expected output line for one query
  exhaustive()        -> [values]  every position of a small range
  edge_queries()      -> [values]  bounds and the inputs that break wrong
                                   approaches
  random_query(rng, first_wins) -> values   a random position of the wanted
                                   outcome, anywhere up to the bounds
  cases()             -> [(slug, input text)]   the committed test data

No oracle imports or reads anything from solutions/.
"""

import importlib


def module_name(problem):
    """The oracle module's name for a problem name such as 'land-auction'."""
    return problem.replace("-", "_")


def load(problem):
    """The oracle module of a problem."""
    return importlib.import_module("oracles." + module_name(problem))


def expected_output(oracle, text):
    """The judge's answer file for an input text: one line per query."""
    return "".join(oracle.answer(q.values) + "\n" for q in oracle.read_queries(text))
