-- projection: custom-conversions (issue 21 §3). One row per CustomConversion-<id> stream not deleted: its name and the
-- CM360 floodlight activity it counts.
CREATE TABLE custom_conversion (
  id text PRIMARY KEY,
  partner_id text NOT NULL,
  name text NOT NULL,
  floodlight_activity_id text NOT NULL,
  floodlight_activity_name text NOT NULL,
  advertiser_id text NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- a partner's conversions by name (the list, and the name taken check); a bounded prefix, as migration 014 asks
CREATE INDEX custom_conversion_partner_name ON custom_conversion (partner_id, lower(left(name, 256)));
