"""The pygame kiosk. It draws what the device gives it and reports touches and
keys; it never changes the game itself."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep the journal free of pygame's banner
