-- Every service keeps these two tables in its own schema (DESIGN §4).
-- outbox: events written in the same transaction as the state they describe; the relay publishes them.
CREATE TABLE outbox (
  id            bigserial PRIMARY KEY,
  event_id      uuid NOT NULL UNIQUE,
  type          text NOT NULL,
  key           text NOT NULL,
  envelope      jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  attempts      integer NOT NULL DEFAULT 0,
  claimed_until timestamptz,
  published_at  timestamptz,
  last_error    text
);
CREATE INDEX outbox_pending ON outbox (id) WHERE published_at IS NULL;

-- processed_events: one row per (event, consumer) so a redelivered event changes nothing.
CREATE TABLE processed_events (
  event_id     uuid NOT NULL,
  consumer     text NOT NULL,
  processed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, consumer)
);
