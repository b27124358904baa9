import unittest

from shop.pricing import order_total


class OrderTotalTest(unittest.TestCase):
    def test_no_code(self):
        self.assertEqual(order_total([(20.0, 2)]), 40.0)

    def test_save10(self):
        self.assertEqual(order_total([(50.0, 2)], "SAVE10"), 90.0)

    def test_flat5_at_threshold(self):
        self.assertEqual(order_total([(25.0, 2)], "FLAT5"), 45.0)


if __name__ == "__main__":
    unittest.main()
