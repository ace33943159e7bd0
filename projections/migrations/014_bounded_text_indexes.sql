-- Issue 17 §1: no accepted value may fail an index. A btree entry holds at most about 2,700 bytes (a third of a
-- page), so an index on user text indexes a bounded prefix instead: left(…, 256) keeps the order for every name the
-- domain accepts (at most 128 characters, domain/shared/validation.ts), and equality only needs a hash. Queries
-- sort by the same expression (projections/personalise/queries.ts, creatives.ts) so that these indexes serve them.
DROP INDEX IF EXISTS variant_tree_name;
CREATE INDEX variant_tree_name ON variant (tree_id, left(name_lower, 256), id);
DROP INDEX IF EXISTS variant_tree_enabled;
CREATE INDEX variant_tree_enabled ON variant (tree_id, enabled, left(name_lower, 256), id);
DROP INDEX IF EXISTS signal_tree_type_name;
CREATE INDEX signal_tree_type_name ON signal (tree_id, type, left(name_lower, 256));
-- campaign names are looked up by equality within a partner (campaignNameTaken)
DROP INDEX IF EXISTS campaign_partner_name;
CREATE INDEX campaign_partner_name ON campaign (partner_id, md5(name_lower)) WHERE NOT deleted;
DROP INDEX IF EXISTS concept_list_partner;
CREATE INDEX concept_list_partner ON concept_list (partner_id, left(lower(name), 256));
DROP INDEX IF EXISTS partner_list_name;
CREATE INDEX partner_list_name ON partner_list (left(lower(name), 256));
