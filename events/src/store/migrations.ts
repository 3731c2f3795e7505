import { type Kysely, type Migration, type MigrationProvider, sql } from 'kysely';

// The event store's own schema. org_id leads every key and index: it is the tenant column and a
// future distribution column. Migrations are append-only: never edit one that has shipped.
const migrations: Record<string, Migration> = {
  '0001_event_store': {
    async up(db: Kysely<unknown>) {
      await sql`
        CREATE TABLE streams (
          org_id      text        NOT NULL,
          stream_id   text        NOT NULL,
          stream_type text        NOT NULL,
          version     bigint      NOT NULL,
          created_at  timestamptz NOT NULL DEFAULT now(),
          updated_at  timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (org_id, stream_id)
        );
        CREATE TABLE events (
          global_position bigint      GENERATED ALWAYS AS IDENTITY,
          org_id          text        NOT NULL,
          stream_id       text        NOT NULL,
          stream_version  bigint      NOT NULL,
          event_id        uuid        NOT NULL,
          type            text        NOT NULL,
          schema_version  integer     NOT NULL,
          data            jsonb       NOT NULL,
          metadata        jsonb       NOT NULL,
          transaction_id  xid8        NOT NULL DEFAULT pg_current_xact_id(),
          recorded_at     timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (org_id, global_position),
          UNIQUE (org_id, stream_id, stream_version),
          UNIQUE (org_id, event_id)
        );
        -- Catch-up readers page by (transaction_id, global_position), never by position alone.
        -- (An organisation's log, newest first, is the primary key read backwards. Every index
        -- costs each append: add one only with the reader that needs it.)
        CREATE INDEX events_catch_up ON events (transaction_id, global_position);
        -- A client-supplied command id makes a retried mutation append nothing new.
        CREATE TABLE commands (
          org_id         text        NOT NULL,
          command_id     text        NOT NULL,
          stream_id      text        NOT NULL,
          positions      bigint[]    NOT NULL,
          recorded_at    timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (org_id, command_id)
        );
        CREATE TABLE projection_checkpoints (
          name            text        PRIMARY KEY,
          transaction_id  xid8        NOT NULL,
          global_position bigint      NOT NULL,
          updated_at      timestamptz NOT NULL DEFAULT now()
        );
      `.execute(db);

      // One round trip per append: command de-duplication, version check and insert in one call.
      // A version clash raises SQLSTATE KL409 with the actual version as DETAIL; the caller's
      // transaction is then aborted, so a half-recorded command cannot survive.
      await sql`
        CREATE FUNCTION append_to_stream(
          p_org_id text, p_stream_id text, p_stream_type text,
          p_expect text, p_expected_version bigint, p_command_id text, p_events jsonb
        ) RETURNS TABLE (duplicate boolean, next_version bigint, positions bigint[], transaction_id xid8)
        LANGUAGE plpgsql AS $fn$
        DECLARE
          v_count   bigint := jsonb_array_length(p_events);
          v_next    bigint;
          v_actual  bigint;
          v_pos     bigint[];
        BEGIN
          IF p_command_id IS NOT NULL THEN
            INSERT INTO commands (org_id, command_id, stream_id, positions)
              VALUES (p_org_id, p_command_id, p_stream_id, '{}')
              ON CONFLICT DO NOTHING;
            IF NOT FOUND THEN
              RETURN QUERY
                SELECT true, (SELECT s.version FROM streams s WHERE s.org_id = p_org_id AND s.stream_id = c.stream_id),
                       c.positions, pg_current_xact_id()
                FROM commands c WHERE c.org_id = p_org_id AND c.command_id = p_command_id;
              RETURN;
            END IF;
          END IF;

          IF p_expect = 'no_stream' THEN
            INSERT INTO streams (org_id, stream_id, stream_type, version)
              VALUES (p_org_id, p_stream_id, p_stream_type, v_count)
              ON CONFLICT DO NOTHING
              RETURNING version INTO v_next;
          ELSIF p_expect = 'exact' THEN
            UPDATE streams SET version = version + v_count, updated_at = now()
              WHERE org_id = p_org_id AND stream_id = p_stream_id AND version = p_expected_version
              RETURNING version INTO v_next;
          ELSIF p_expect = 'stream_exists' THEN
            UPDATE streams SET version = version + v_count, updated_at = now()
              WHERE org_id = p_org_id AND stream_id = p_stream_id
              RETURNING version INTO v_next;
          ELSE
            INSERT INTO streams (org_id, stream_id, stream_type, version)
              VALUES (p_org_id, p_stream_id, p_stream_type, v_count)
              ON CONFLICT (org_id, stream_id) DO UPDATE
                SET version = streams.version + v_count, updated_at = now()
              RETURNING version INTO v_next;
          END IF;

          IF v_next IS NULL THEN
            SELECT s.version INTO v_actual FROM streams s WHERE s.org_id = p_org_id AND s.stream_id = p_stream_id;
            RAISE EXCEPTION USING ERRCODE = 'KL409',
              MESSAGE = format('stream %s: expected %s %s, actual %s', p_stream_id, p_expect,
                               coalesce(p_expected_version::text, '-'), coalesce(v_actual::text, 'no stream')),
              DETAIL = coalesce(v_actual::text, '');
          END IF;

          IF v_count = 1 THEN
            -- The common case, without unnesting the array.
            INSERT INTO events (org_id, stream_id, stream_version, event_id, type, schema_version, data, metadata)
            VALUES (p_org_id, p_stream_id, v_next, (p_events->0->>'eventId')::uuid, p_events->0->>'type',
                    (p_events->0->>'schemaVersion')::int, p_events->0->'data', p_events->0->'metadata')
            RETURNING ARRAY[global_position] INTO v_pos;
          ELSE
            WITH inserted AS (
              INSERT INTO events (org_id, stream_id, stream_version, event_id, type, schema_version, data, metadata)
              SELECT p_org_id, p_stream_id, v_next - v_count + e.ord,
                     (e.value->>'eventId')::uuid, e.value->>'type', (e.value->>'schemaVersion')::int,
                     e.value->'data', e.value->'metadata'
              FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e(value, ord)
              RETURNING global_position
            )
            SELECT array_agg(global_position ORDER BY global_position) INTO v_pos FROM inserted;
          END IF;

          IF p_command_id IS NOT NULL THEN
            UPDATE commands SET positions = v_pos WHERE org_id = p_org_id AND command_id = p_command_id;
          END IF;

          RETURN QUERY SELECT false, v_next, v_pos, pg_current_xact_id();
        END
        $fn$;
      `.execute(db);
    },
  },
  '0002_events_by_type': {
    async up(db: Kysely<unknown>) {
      // An organisation's events of some types, in log order: the rules a match is rated under
      // (configuration events before it) and the audit log's type filter.
      await sql`CREATE INDEX events_org_type ON events (org_id, type, global_position)`.execute(db);
    },
  },
  '0003_command_fingerprints': {
    async up(db: Kysely<unknown>) {
      // Issue 11: a command id alone made any later command with the same id a "retry" that
      // appended nothing. Each command id now remembers what it was used for (a hash of the user,
      // the kind of command and its input); reuse for anything else is refused (KL410).
      // Ids recorded before this have no fingerprint, so reusing one is refused too (safe: a retry
      // across the upgrade is told of the conflict instead of being taken for new).
      await sql`
        ALTER TABLE commands ADD COLUMN fingerprint text;
        DROP FUNCTION append_to_stream(text, text, text, text, bigint, text, jsonb);
      `.execute(db);
      await sql`
        CREATE FUNCTION append_to_stream(
          p_org_id text, p_stream_id text, p_stream_type text,
          p_expect text, p_expected_version bigint, p_command_id text, p_events jsonb,
          p_fingerprint text
        ) RETURNS TABLE (duplicate boolean, next_version bigint, positions bigint[], transaction_id xid8)
        LANGUAGE plpgsql AS $fn$
        DECLARE
          v_count   bigint := jsonb_array_length(p_events);
          v_next    bigint;
          v_actual  bigint;
          v_pos     bigint[];
        BEGIN
          IF p_command_id IS NOT NULL THEN
            INSERT INTO commands (org_id, command_id, stream_id, positions, fingerprint)
              VALUES (p_org_id, p_command_id, p_stream_id, '{}', p_fingerprint)
              ON CONFLICT DO NOTHING;
            IF NOT FOUND THEN
              -- A retry is the same user sending the same kind of command with the same input;
              -- any other reuse of the id must not pass for one (it would change nothing, silently).
              IF EXISTS (SELECT 1 FROM commands c WHERE c.org_id = p_org_id AND c.command_id = p_command_id
                         AND c.fingerprint IS DISTINCT FROM p_fingerprint) THEN
                RAISE EXCEPTION USING ERRCODE = 'KL410',
                  MESSAGE = format('command id %s was used for another command', p_command_id);
              END IF;
              RETURN QUERY
                SELECT true, (SELECT s.version FROM streams s WHERE s.org_id = p_org_id AND s.stream_id = c.stream_id),
                       c.positions, pg_current_xact_id()
                FROM commands c WHERE c.org_id = p_org_id AND c.command_id = p_command_id;
              RETURN;
            END IF;
          END IF;

          IF p_expect = 'no_stream' THEN
            INSERT INTO streams (org_id, stream_id, stream_type, version)
              VALUES (p_org_id, p_stream_id, p_stream_type, v_count)
              ON CONFLICT DO NOTHING
              RETURNING version INTO v_next;
          ELSIF p_expect = 'exact' THEN
            UPDATE streams SET version = version + v_count, updated_at = now()
              WHERE org_id = p_org_id AND stream_id = p_stream_id AND version = p_expected_version
              RETURNING version INTO v_next;
          ELSIF p_expect = 'stream_exists' THEN
            UPDATE streams SET version = version + v_count, updated_at = now()
              WHERE org_id = p_org_id AND stream_id = p_stream_id
              RETURNING version INTO v_next;
          ELSE
            INSERT INTO streams (org_id, stream_id, stream_type, version)
              VALUES (p_org_id, p_stream_id, p_stream_type, v_count)
              ON CONFLICT (org_id, stream_id) DO UPDATE
                SET version = streams.version + v_count, updated_at = now()
              RETURNING version INTO v_next;
          END IF;

          IF v_next IS NULL THEN
            SELECT s.version INTO v_actual FROM streams s WHERE s.org_id = p_org_id AND s.stream_id = p_stream_id;
            RAISE EXCEPTION USING ERRCODE = 'KL409',
              MESSAGE = format('stream %s: expected %s %s, actual %s', p_stream_id, p_expect,
                               coalesce(p_expected_version::text, '-'), coalesce(v_actual::text, 'no stream')),
              DETAIL = coalesce(v_actual::text, '');
          END IF;

          IF v_count = 1 THEN
            -- The common case, without unnesting the array.
            INSERT INTO events (org_id, stream_id, stream_version, event_id, type, schema_version, data, metadata)
            VALUES (p_org_id, p_stream_id, v_next, (p_events->0->>'eventId')::uuid, p_events->0->>'type',
                    (p_events->0->>'schemaVersion')::int, p_events->0->'data', p_events->0->'metadata')
            RETURNING ARRAY[global_position] INTO v_pos;
          ELSE
            WITH inserted AS (
              INSERT INTO events (org_id, stream_id, stream_version, event_id, type, schema_version, data, metadata)
              SELECT p_org_id, p_stream_id, v_next - v_count + e.ord,
                     (e.value->>'eventId')::uuid, e.value->>'type', (e.value->>'schemaVersion')::int,
                     e.value->'data', e.value->'metadata'
              FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e(value, ord)
              RETURNING global_position
            )
            SELECT array_agg(global_position ORDER BY global_position) INTO v_pos FROM inserted;
          END IF;

          IF p_command_id IS NOT NULL THEN
            UPDATE commands SET positions = v_pos WHERE org_id = p_org_id AND command_id = p_command_id;
          END IF;

          RETURN QUERY SELECT false, v_next, v_pos, pg_current_xact_id();
        END
        $fn$;
      `.execute(db);
    },
  },
};

export const eventStoreMigrations: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
