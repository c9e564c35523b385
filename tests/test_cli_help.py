"""What `agency ... --help` tells someone at the table before they run a command."""

from helpers import agency


def test_dice_calibrate_help_lists_every_profile_with_its_title():
    result = agency("dice", "calibrate", "--help")
    assert result.returncode == 0, result.stderr
    text = " ".join(result.stdout.split())     # argparse wraps the description at the terminal's width
    assert "d6 (six-sided pip die)" in text
    assert "time_captain (T.I.M.E Stories Time Captain die)" in text
    assert "timestories_action (T.I.M.E Stories action die)" in text
    assert "one of: d6, time_captain, timestories_action" in text
