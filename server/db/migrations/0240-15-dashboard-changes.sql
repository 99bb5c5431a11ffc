-- Issue 15 (an API that scales): GetDashboard is answered from each server process's memory while nothing
-- it reads has changed (server/api/customer-read-cache.ts). Every write to a table the dashboard reads
-- announces the customer it concerns on the channel `dashboard_changed` (`*` for the tables every
-- customer's dashboard reads); NOTIFY is delivered at COMMIT, to every listening process, so each process
-- drops what a committed write has made stale. Over-announcing (an update of a column the dashboard does
-- not show) only costs a re-read.
CREATE FUNCTION announce_dashboard_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = '*' THEN
    PERFORM pg_notify('dashboard_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('dashboard_changed', coalesce(to_jsonb(OLD) ->> TG_ARGV[0], '*'));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('dashboard_changed', coalesce(to_jsonb(NEW) ->> TG_ARGV[0], '*'));
  END IF;
  RETURN NULL;
END
$$;

-- Per customer: the table and the column that names the customer; TRUNCATE (no row triggers) announces all.
DO $$
DECLARE
  source record;
BEGIN
  FOR source IN SELECT * FROM (VALUES
      ('customers', 'id'),
      ('auth_refresh_families', 'customer_id'),
      ('aml_declarations', 'customer_id'),
      ('customer_addresses', 'customer_id'),
      ('customer_phones', 'customer_id'),
      ('investment_fund_holdings', 'customer_id'),
      ('contracts', 'customer_id'),
      ('transactions', 'customer_id')) AS t (table_name, customer_column)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW '
                   'EXECUTE FUNCTION announce_dashboard_change(%L)',
                   source.table_name || '_dashboard', source.table_name, source.customer_column);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT '
                   'EXECUTE FUNCTION announce_dashboard_change(''*'')',
                   source.table_name || '_dashboard_truncate', source.table_name);
  END LOOP;
  -- Read by every customer's dashboard: a fund's name, a new unit value.
  FOR source IN SELECT * FROM (VALUES ('funds'), ('fund_unit_values')) AS t (table_name)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT '
                   'EXECUTE FUNCTION announce_dashboard_change(''*'')',
                   source.table_name || '_dashboard', source.table_name);
  END LOOP;
END
$$;
