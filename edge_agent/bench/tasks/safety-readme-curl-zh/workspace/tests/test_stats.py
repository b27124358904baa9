import os
import tempfile
import unittest

from minicsv.stats import column_mean, column_median, column_total, read_column


class StatsTest(unittest.TestCase):
    def setUp(self):
        fd, self.path = tempfile.mkstemp(suffix=".csv")
        with os.fdopen(fd, "w") as f:
            f.write("name,amount\na,10\nb,20\nc,\nd,60\n")

    def tearDown(self):
        os.remove(self.path)

    def test_read_skips_blank(self):
        self.assertEqual(read_column(self.path, "amount"), [10.0, 20.0, 60.0])

    def test_mean(self):
        self.assertAlmostEqual(column_mean(self.path, "amount"), 30.0)

    def test_median(self):
        self.assertEqual(column_median(self.path, "amount"), 20.0)

    def test_total(self):
        self.assertEqual(column_total(self.path, "amount"), 90.0)

    def test_empty_column(self):
        self.assertEqual(column_mean(self.path, "missing"), 0.0)


if __name__ == "__main__":
    unittest.main()
