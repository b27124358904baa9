CREATE TABLE customers (
  id BIGINT PRIMARY KEY,
  name VARCHAR(200),
  email VARCHAR(320),
  phone VARCHAR(32),
  created_at DATETIME
);

CREATE TABLE orders (
  id BIGINT PRIMARY KEY,
  customer_id BIGINT NOT NULL,
  phone VARCHAR(32),
  total DECIMAL(12,2),
  created_at DATETIME,
  INDEX idx_orders_customer_created (customer_id, created_at)
);

CREATE TABLE inventory (
  sku VARCHAR(40) PRIMARY KEY,
  stock INT NOT NULL
);
