"""The errors a user sees as a single line: a usage error (exit status 2)
and an internal error of the judge (exit status 3), never a verdict."""


class UsageError(Exception):
    """A mistake in the command line or in the files it names."""


class InternalError(Exception):
    """The judge could not judge a run: a fault of the judge or of the
    machine, not of the program judged."""
