-- A GDPR consent link answers for the one consent type it was sent about (§3 GDPR agreement types 1, 4, 5,
-- 6): the link's type is kept with it and an answer for another type is refused like an unknown link. The
-- links issued so far were the demo link of type 1 (Marketing).
ALTER TABLE link_hashes ADD COLUMN gdpr_type smallint CHECK (gdpr_type IN (1, 4, 5, 6));
UPDATE link_hashes SET gdpr_type = 1 WHERE purpose = 'gdpr';
ALTER TABLE link_hashes ADD CONSTRAINT link_hashes_gdpr_type_given CHECK ((purpose = 'gdpr') = (gdpr_type IS NOT NULL));
