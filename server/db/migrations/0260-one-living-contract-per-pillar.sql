-- One living contract per customer and pillar (§8 'Already exists contract in specified fund.'): the check of
-- a signing (server/signing/kinds/contract.ts) runs under a lock of the customer's row, and this index stands
-- behind it, so no two signings completing at the same moment can both make one. The ended statuses are
-- src/domain/contract-status.ts ENDED_CONTRACT_STATUSES.
CREATE UNIQUE INDEX contracts_one_living_per_pillar ON contracts (customer_id, pillar)
  WHERE status NOT IN ('Cancelled', 'Terminated', 'Closed', 'Finished', 'Rejected');
