-- Events a projection could not apply (reason 'failed', with the error) and the later events of the same
-- stream it holds behind them (reason 'held'), so one bad event stops only its own stream while the
-- checkpoint moves on (projections/parking.ts). A retry applies them in position order and deletes them.
CREATE TABLE projection_parked_event (
  projection text NOT NULL,
  position bigint NOT NULL,
  stream_id text NOT NULL,
  revision bigint NOT NULL,
  type text NOT NULL,
  reason text NOT NULL CHECK (reason IN ('failed', 'held')),
  error text,
  attempts integer NOT NULL DEFAULT 1,
  first_seen timestamptz NOT NULL DEFAULT now(),
  last_tried timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (projection, position)
);
CREATE INDEX projection_parked_event_stream ON projection_parked_event (projection, stream_id, position);
