-- @socket.io/postgres-adapter keeps payloads over NOTIFY's 8000-byte limit here.
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
  "id" bigserial UNIQUE,
  "created_at" timestamptz DEFAULT now(),
  "payload" bytea
);
