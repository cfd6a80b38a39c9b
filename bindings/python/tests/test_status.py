"""Status codes come from C's one table (tav_status_count, tav_status_at,
tav_status_name): every code has its name, its constant and an exception."""
import unittest

from tavreli import _core, _errors


class StatusTest(unittest.TestCase):
    def test_every_code(self):
        n = _core.tav_status_count()
        self.assertGreaterEqual(n, 13)
        self.assertEqual(len(_errors.STATUS_CODES), n)
        for name, code in _errors.STATUS_CODES.items():
            self.assertEqual(getattr(_core, "TAV_" + name), code, name)
            if code:
                self.assertIsInstance(_errors.from_status(code), Exception, name)
        self.assertEqual(_errors.STATUS_CODES["EBUSY"], -12)


if __name__ == "__main__":
    unittest.main()
