-- Sessions for the embedded session store. Only a hash of the session id is kept, so these rows cannot be
-- replayed as cookies.
CREATE TABLE sessions (
  id_hash    text PRIMARY KEY,
  user_id    integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
