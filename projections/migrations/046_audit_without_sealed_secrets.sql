-- projection: audit. Entries written before the trail kept sealed secrets out (projections/audit/subjects.ts):
-- an integration's token (`sealed`), a connector's secret (`secret`) and an SSO config's client secret
-- (`clientSecret`) leave the copies the trail holds, so shredding a data key leaves no ciphertext behind it.
UPDATE audit_entry SET data = data - 'sealed' WHERE jsonb_typeof(data -> 'sealed') = 'object';
UPDATE audit_entry SET data = data - 'secret' WHERE jsonb_typeof(data -> 'secret') = 'object';
UPDATE audit_entry SET data = data - 'clientSecret' WHERE jsonb_typeof(data -> 'clientSecret') = 'object';
