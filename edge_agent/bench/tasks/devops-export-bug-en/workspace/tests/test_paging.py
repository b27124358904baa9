import unittest

from exporter.paging import pages


class PagingTest(unittest.TestCase):
    def test_exact_multiple(self):
        self.assertEqual(list(pages(list(range(6)), 3)), [[0, 1, 2], [3, 4, 5]])

    def test_partial_last_page(self):
        self.assertEqual(list(pages(list(range(7)), 3)), [[0, 1, 2], [3, 4, 5], [6]])

    def test_fewer_rows_than_a_page(self):
        self.assertEqual(list(pages([1, 2], 50)), [[1, 2]])

    def test_empty(self):
        self.assertEqual(list(pages([], 5)), [])

    def test_bad_size(self):
        with self.assertRaises(ValueError):
            list(pages([1], 0))


if __name__ == "__main__":
    unittest.main()
