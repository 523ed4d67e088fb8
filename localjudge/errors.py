"""The one error a user sees as a single line and exit status 2."""


class UsageError(Exception):
    """A mistake in the command line or in the files it names."""
