"""minicsv: tiny CSV statistics with the standard library only."""
