from edge_agent.store.db import Store, StoreError, default_db_path, new_run_id

__all__ = ["Store", "StoreError", "default_db_path", "new_run_id"]
