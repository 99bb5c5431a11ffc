-- A transaction belongs to the fund its units were in on its trade date. Until now the fund was read
-- from the contract, so after an executed fund change every earlier deposit was listed under the new fund.
ALTER TABLE transactions ADD COLUMN fund_id integer REFERENCES funds (id);

-- Rows written before: the fund a later executed change left (its sale, "om", is on the change's own
-- date), otherwise the contract's fund.
UPDATE transactions t
   SET fund_id = COALESCE(
     (SELECT fc.from_fund_id
        FROM fund_changes fc
       WHERE fc.contract_id = t.contract_id
         AND fc.status = 'approved'
         AND (fc.effective_date > t.trade_date OR (fc.effective_date = t.trade_date AND t.operation_type = 'om'))
       ORDER BY fc.effective_date
       LIMIT 1),
     (SELECT c.fund_id FROM contracts c WHERE c.id = t.contract_id));

ALTER TABLE transactions ALTER COLUMN fund_id SET NOT NULL;

-- Rows the portal does not write (payments booked by another part of the bank) may leave the fund out:
-- they are in the contract's fund of the moment they are written.
CREATE FUNCTION transaction_fund_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.fund_id IS NULL THEN
    SELECT fund_id INTO NEW.fund_id FROM contracts WHERE id = NEW.contract_id;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER transaction_fund_default BEFORE INSERT ON transactions
  FOR EACH ROW EXECUTE FUNCTION transaction_fund_default();
