-- What each customer uploaded and when (documents and the AML identity photo): the per-customer upload quota
-- (server/uploads/upload-quota.ts) sums the last 24 hours.
CREATE TABLE upload_usage (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  files integer NOT NULL CHECK (files > 0),
  bytes bigint NOT NULL CHECK (bytes >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX upload_usage_customer_time ON upload_usage (customer_id, created_at);
