"""Errors that end a command with one sentence for the user instead of a traceback."""


class UserError(Exception):
    """Something the user can fix: ``str()`` is the sentence, ``exit_code`` the status."""

    def __init__(self, sentence: str, exit_code: int = 2):
        super().__init__(sentence)
        self.sentence = sentence  # kept as given: a Text the kiosk can translate
        self.exit_code = exit_code
