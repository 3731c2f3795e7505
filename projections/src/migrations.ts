import { type Kysely, type Migration, type MigrationProvider, sql } from 'kysely';
import { backfillDeletedMatches, createDeletedMatchesTable } from './matches/deletedMatches.ts';
import { refoldEverySeason } from './matches/matchEvents.ts';

// Read-model tables. They can always be rebuilt from the event log (pnpm projections:rebuild).
const migrations: Record<string, Migration> = {
  '0001_read_models': {
    async up(db: Kysely<unknown>) {
      await sql`
        CREATE TABLE organisations (
          org_id      text PRIMARY KEY,
          name        text NOT NULL,
          is_public   boolean NOT NULL,
          logo_url    text,
          time_zone   text NOT NULL,
          created_by  text,
          created_at  timestamptz NOT NULL,
          updated_at  timestamptz NOT NULL
        );
        CREATE TABLE organisation_locations (
          org_id      text NOT NULL,
          location_id text NOT NULL,
          name        text NOT NULL,
          lat         double precision NOT NULL,
          long        double precision NOT NULL,
          position    bigint NOT NULL,
          PRIMARY KEY (org_id, location_id)
        );
        CREATE TABLE organisation_departments (
          org_id   text NOT NULL,
          name     text NOT NULL,
          position bigint NOT NULL,
          PRIMARY KEY (org_id, name)
        );
        CREATE TABLE seasons (
          org_id    text NOT NULL,
          number    integer NOT NULL,
          starts_on timestamptz NOT NULL,
          ends_on   timestamptz NOT NULL,
          PRIMARY KEY (org_id, number)
        );
        CREATE TABLE players (
          org_id      text NOT NULL,
          player_id   text NOT NULL,
          name        text NOT NULL,
          nickname    text NOT NULL,
          location_id text NOT NULL,
          department  text,
          image_url   text,
          user_id     text,
          is_host     boolean NOT NULL,
          is_disabled boolean NOT NULL,
          created_at  timestamptz NOT NULL,
          updated_at  timestamptz NOT NULL,
          PRIMARY KEY (org_id, player_id)
        );
        CREATE UNIQUE INDEX players_nickname ON players (org_id, lower(nickname));
        CREATE UNIQUE INDEX players_user ON players (user_id) WHERE user_id IS NOT NULL;
        CREATE TABLE user_roles (
          user_id    text NOT NULL,
          role       text NOT NULL,
          granted_at timestamptz NOT NULL,
          PRIMARY KEY (user_id, role)
        );
        CREATE TABLE event_type_stats (
          org_id           text NOT NULL,
          type             text NOT NULL,
          count            bigint NOT NULL,
          last_recorded_at timestamptz NOT NULL,
          PRIMARY KEY (org_id, type)
        );
      `.execute(db);
    },
  },
  '0002_players_onboarding': {
    async up(db: Kysely<unknown>) {
      await sql`
        -- SPEC "Claiming": the unclaimed player as it was before a user claimed it.
        CREATE TABLE guest_players (
          org_id      text NOT NULL,
          player_id   text NOT NULL,
          name        text NOT NULL,
          nickname    text NOT NULL,
          location_id text NOT NULL,
          department  text,
          image_url   text,
          claimed_by  text NOT NULL,
          claimed_at  timestamptz NOT NULL,
          PRIMARY KEY (org_id, player_id)
        );
        -- The claim screen lists an organisation's unclaimed players by name.
        CREATE INDEX players_unclaimed ON players (org_id, lower(name))
          WHERE user_id IS NULL AND NOT is_disabled;
        -- The UI error log; two reports may share a timestamp, so the log position is the key.
        CREATE TABLE ui_error_reports (
          org_id      text NOT NULL,
          position    bigint NOT NULL,
          reported_at timestamptz NOT NULL,
          header      text NOT NULL,
          message     text NOT NULL,
          details     text,
          comment     text,
          url         text,
          user_id     text,
          PRIMARY KEY (org_id, position)
        );
        CREATE INDEX ui_error_reports_reported_at ON ui_error_reports (org_id, reported_at DESC);
      `.execute(db);
    },
  },
  '0003_administration': {
    async up(db: Kysely<unknown>) {
      await sql`
        ALTER TABLE organisation_locations ADD COLUMN camera_host text;
        -- Configuration values per organisation (SPEC §3), the rank ladder under key 'rankLadder',
        -- and the installation's default departments under org 'global', key 'departments'.
        -- A missing row means the default.
        CREATE TABLE org_config (
          org_id     text NOT NULL,
          key        text NOT NULL,
          value      jsonb NOT NULL,
          changed_at timestamptz NOT NULL,
          changed_by text,
          PRIMARY KEY (org_id, key)
        );
        -- SPEC "Rules document": one per organisation; without a row the default text applies.
        CREATE TABLE rules (
          org_id     text PRIMARY KEY,
          html       text NOT NULL,
          updated_at timestamptz NOT NULL,
          updated_by text
        );
      `.execute(db);
    },
  },
  '0004_matches': {
    async up(db: Kysely<unknown>) {
      await sql`
        -- Match history with the points each match is worth (derived by the rating fold).
        CREATE TABLE matches (
          org_id        text NOT NULL,
          match_id      text NOT NULL,
          season        int NOT NULL,
          position      bigint NOT NULL,
          played_on     timestamptz NOT NULL,
          location_id   text NOT NULL,
          mode          text NOT NULL,
          winners       jsonb NOT NULL,
          losers        jsonb NOT NULL,
          score_winner  int NOT NULL,
          score_loser   int NOT NULL,
          six_in_a_row  boolean NOT NULL,
          created_by    text,
          gekrabbelt    boolean NOT NULL,
          winner_points int NOT NULL,
          loser_points  int NOT NULL,
          bounty        jsonb,
          weekday       text NOT NULL,
          PRIMARY KEY (org_id, match_id)
        );
        CREATE INDEX matches_season ON matches (org_id, season, position DESC);
        -- A player's season: both modes' stats, bounty and counters as the fold keeps them.
        CREATE TABLE season_ratings (
          org_id         text NOT NULL,
          season         int NOT NULL,
          player_id      text NOT NULL,
          rating         jsonb NOT NULL,
          mmr_one_on_one int NOT NULL,
          mmr_two_on_two int NOT NULL,
          PRIMARY KEY (org_id, season, player_id)
        );
      `.execute(db);
    },
  },
  '0005_player_selection_votes': {
    async up(db: Kysely<unknown>) {
      await sql`
        -- SPEC "Player selection votes": thumbs up and down per layout (single, double).
        CREATE TABLE player_selection_votes (
          org_id    text NOT NULL,
          layout    text NOT NULL,
          upvotes   int NOT NULL DEFAULT 0,
          downvotes int NOT NULL DEFAULT 0,
          PRIMARY KEY (org_id, layout)
        );
      `.execute(db);
    },
  },
  '0006_matches_by_position': {
    async up(db: Kysely<unknown>) {
      // The history lists an organisation's matches newest first across seasons: without this the
      // database sorts every match of the organisation for each page.
      await sql`CREATE INDEX matches_org_position ON matches (org_id, position DESC)`.execute(db);
    },
  },
  '0007_roles_per_organisation': {
    async up(db: Kysely<unknown>) {
      await sql`
        -- DESIGN §11: admin, moderator and analyst are grants in one organisation.
        CREATE TABLE organisation_roles (
          org_id     text NOT NULL,
          user_id    text NOT NULL,
          role       text NOT NULL,
          granted_at timestamptz NOT NULL,
          granted_by text,
          PRIMARY KEY (org_id, user_id, role)
        );
        -- The viewer is read by user on every request.
        CREATE INDEX organisation_roles_user ON organisation_roles (user_id);
        CREATE TABLE installation_admins (
          user_id      text PRIMARY KEY,
          appointed_at timestamptz NOT NULL
        );
        -- The old global claims; the legacy-roles migration reads their events, not this table.
        DROP TABLE user_roles;
      `.execute(db);
    },
  },
  '0008_deleted_matches': {
    async up(db: Kysely<unknown>) {
      // Matches deleted before this table existed can be restored too.
      await createDeletedMatchesTable(db);
      await backfillDeletedMatches(db);
    },
  },
  '0009_match_participation': {
    async up(db: Kysely<unknown>) {
      // One row per player per live match (projections/src/participation/), from the matches there are.
      await sql`
        CREATE TABLE match_participation (
          org_id       text        NOT NULL,
          match_id     text        NOT NULL,
          player_id    text        NOT NULL,
          season       int         NOT NULL,
          mode         text        NOT NULL,
          team         text        NOT NULL,
          position     text        NOT NULL,
          won          boolean     NOT NULL,
          played_on    timestamptz NOT NULL,
          log_position bigint      NOT NULL
        );
        -- One index: a player's rows by season and mode, newest first. No key of its own (a match id is
        -- unique in matches already); a deleted match's rows are found through its players.
        CREATE INDEX match_participation_player ON match_participation (org_id, player_id, season, mode, log_position DESC);
      `.execute(db);
      // The lineups of the matches there were (0010 folds them again with the rating columns).
      await sql`
        INSERT INTO match_participation
          (org_id, match_id, player_id, season, mode, team, position, won, played_on, log_position)
        SELECT m.org_id, m.match_id, p.side->>'playerId', m.season, m.mode, p.side->>'team',
          p.side->>'position', p.won, m.played_on, m.position
        FROM matches m CROSS JOIN LATERAL (
          SELECT value AS side, true AS won FROM jsonb_array_elements(m.winners)
          UNION ALL
          SELECT value, false FROM jsonb_array_elements(m.losers)) p`.execute(db);
    },
  },
  '0010_season_fold': {
    async up(db: Kysely<unknown>) {
      // Issue 12: the season fold (projections/src/seasonFold/). The season table gets one name and,
      // like every member's table, the position of the last match that changed a row (a deletion or
      // restore writes only the rows changed from its match on); a player's rows in
      // match_participation carry where each match left their season in its mode.
      await sql`
        ALTER TABLE season_ratings RENAME TO season_table;
        ALTER TABLE season_table RENAME CONSTRAINT season_ratings_pkey TO season_table_pkey;
        ALTER TABLE season_table ADD COLUMN last_position bigint;
        ALTER TABLE match_participation
          ADD COLUMN mmr int, ADD COLUMN mmr_change int, ADD COLUMN wins int, ADD COLUMN loss int,
          ADD COLUMN wins_in_row int, ADD COLUMN bounty_points int, ADD COLUMN bounty_started boolean;
        -- A deletion or restore removes the rows of the matches from its own on; a match's players.
        CREATE INDEX match_participation_season ON match_participation (org_id, season, log_position);
        -- A player's matches, newest first, across seasons and modes (the profile).
        CREATE INDEX match_participation_newest ON match_participation (org_id, player_id, log_position DESC);
        -- A player's season beyond the table (playerStats.fold.ts): the awards read it.
        CREATE TABLE season_player_stats (
          org_id          text   NOT NULL,
          season          int    NOT NULL,
          player_id       text   NOT NULL,
          matches         int    NOT NULL,
          wins            int    NOT NULL,
          wins_at         bigint NOT NULL,
          goals_for       int    NOT NULL,
          goals_against   int    NOT NULL,
          streak          int    NOT NULL,
          best_streak     int    NOT NULL,
          best_streak_at  bigint NOT NULL,
          close_wins      int    NOT NULL,
          close_wins_at   bigint NOT NULL,
          close_losses    int    NOT NULL,
          close_losses_at bigint NOT NULL,
          one_six_losses    int    NOT NULL,
          one_six_losses_at bigint NOT NULL,
          six_one_wins    int    NOT NULL,
          six_one_wins_at bigint NOT NULL,
          krabbel_wins    int    NOT NULL,
          krabbel_wins_at bigint NOT NULL,
          best_points     int    NOT NULL,
          best_points_at  bigint NOT NULL,
          last_position   bigint NOT NULL,
          PRIMARY KEY (org_id, season, player_id)
        );
        -- Two players of a season (pairs.fold.ts): partners, opponents, head-to-head.
        CREATE TABLE season_pairs (
          org_id          text   NOT NULL,
          season          int    NOT NULL,
          player_id       text   NOT NULL,
          other_id        text   NOT NULL,
          together        int    NOT NULL,
          together_at     bigint NOT NULL,
          won_together    int    NOT NULL,
          against         int    NOT NULL,
          won_against     int    NOT NULL,
          won_against_at  bigint NOT NULL,
          lost_against    int    NOT NULL,
          lost_against_at bigint NOT NULL,
          last_position   bigint NOT NULL,
          PRIMARY KEY (org_id, season, player_id, other_id)
        );
        -- The awards' Team Player and Endgegner: the top pair of a season by one counter.
        CREATE INDEX season_pairs_together ON season_pairs (org_id, season, together DESC, together_at);
        CREATE INDEX season_pairs_won_against ON season_pairs (org_id, season, won_against DESC, won_against_at);
      `.execute(db);
      await refoldEverySeason(db);
      await sql`
        ALTER TABLE season_table ALTER COLUMN last_position SET NOT NULL;
        ALTER TABLE match_participation
          ALTER COLUMN mmr SET NOT NULL, ALTER COLUMN mmr_change SET NOT NULL, ALTER COLUMN wins SET NOT NULL,
          ALTER COLUMN loss SET NOT NULL, ALTER COLUMN wins_in_row SET NOT NULL,
          ALTER COLUMN bounty_points SET NOT NULL, ALTER COLUMN bounty_started SET NOT NULL;
      `.execute(db);
    },
  },
  '0011_tourneys': {
    async up(db: Kysely<unknown>) {
      await sql`
        -- DESIGN §13: a tourney as its events fold it (projections/src/tourneys), one row each.
        CREATE TABLE tourneys (
          org_id             text        NOT NULL,
          tourney_id         text        NOT NULL,
          name               text        NOT NULL,
          mode               int         NOT NULL,
          teams              text        NOT NULL,
          winning_sets       int         NOT NULL,
          final_winning_sets int         NOT NULL,
          rank3              boolean     NOT NULL,
          status             text        NOT NULL,
          created_by         text        NOT NULL,
          created_at         timestamptz NOT NULL,
          participants       text[]      NOT NULL,
          plan               jsonb,
          first_place        text[]      NOT NULL,
          second_place       text[]      NOT NULL,
          third_place        text[]      NOT NULL,
          PRIMARY KEY (org_id, tourney_id)
        );
        -- The list's tabs: an organisation's tourneys by status, newest first.
        CREATE INDEX tourneys_by_status ON tourneys (org_id, status, created_at DESC);
      `.execute(db);
    },
  },
  '0012_live_games': {
    async up(db: Kysely<unknown>) {
      await sql`
        -- DESIGN §12: the live game at a location as its events fold it (projections/src/liveGames).
        CREATE TABLE live_games (
          org_id           text        NOT NULL,
          location_id      text        NOT NULL,
          live_game_id     text        NOT NULL,
          mode             int         NOT NULL,
          blacks           jsonb       NOT NULL,
          whites           jsonb       NOT NULL,
          score_blacks     int         NOT NULL,
          score_whites     int         NOT NULL,
          goals            jsonb       NOT NULL,
          status           text        NOT NULL,
          started_at       timestamptz NOT NULL,
          last_activity_at timestamptz NOT NULL,
          ended_reason     text,
          match_id         text,
          PRIMARY KEY (org_id, location_id)
        );
        CREATE INDEX live_games_by_game ON live_games (org_id, live_game_id);
      `.execute(db);
    },
  },
  '0013_live_scoring_and_match_goals': {
    async up(db: Kysely<unknown>) {
      await sql`
        -- Issue 15: whether Add Game offers live scoring at a location (null: the organisation's
        -- defaultLive), as LocationAdded/LocationChanged (version 3) carry it.
        ALTER TABLE organisation_locations ADD COLUMN live_scoring boolean;
        -- The goal timeline of a match recorded from a live game (projections/src/matchGoals),
        -- kept when the match is deleted: the details page shows a deleted match too.
        CREATE TABLE match_goals (
          org_id       text  NOT NULL,
          match_id     text  NOT NULL,
          live_game_id text  NOT NULL,
          goals        jsonb NOT NULL,
          PRIMARY KEY (org_id, match_id)
        );
      `.execute(db);
    },
  },
  '0014_camera_and_feedback': {
    async up(db: Kysely<unknown>) {
      await sql`
        -- DESIGN §12: the camera agent of a location signs in with a token; only its SHA-256 is kept.
        ALTER TABLE organisation_locations
          ADD COLUMN camera_token_hash      text,
          ADD COLUMN camera_token_start     text,
          ADD COLUMN camera_token_issued_at timestamptz;
        CREATE UNIQUE INDEX organisation_locations_camera_token
          ON organisation_locations (camera_token_hash) WHERE camera_token_hash IS NOT NULL;
        -- SPEC §2 Feedback: the app's own form, read by the organisation's admins and moderators.
        CREATE TABLE feedback_entries (
          org_id      text        NOT NULL,
          feedback_id text        NOT NULL,
          position    bigint      NOT NULL,
          sent_at     timestamptz NOT NULL,
          text        text        NOT NULL,
          user_id     text        NOT NULL,
          author_name text        NOT NULL,
          player_id   text,
          PRIMARY KEY (org_id, feedback_id)
        );
        CREATE INDEX feedback_entries_newest ON feedback_entries (org_id, position DESC);
      `.execute(db);
    },
  },
  '0015_invitations': {
    async up(db: Kysely<unknown>) {
      await sql`
        -- Issue 28: an organisation's invitation link, and who joined through one.
        ALTER TABLE organisations
          ADD COLUMN invitation_id         text,
          ADD COLUMN invitation_expires_at timestamptz;
        CREATE UNIQUE INDEX organisations_invitation ON organisations (invitation_id)
          WHERE invitation_id IS NOT NULL;
        -- A location's coordinates are optional (the nearest-location choice skips it without them).
        ALTER TABLE organisation_locations ALTER COLUMN lat DROP NOT NULL, ALTER COLUMN long DROP NOT NULL;
        CREATE TABLE organisation_members (
          org_id        text        NOT NULL,
          user_id       text        NOT NULL,
          invitation_id text        NOT NULL,
          joined_at     timestamptz NOT NULL,
          PRIMARY KEY (user_id, org_id)
        );
        CREATE INDEX organisation_members_by_org ON organisation_members (org_id);
      `.execute(db);
    },
  },
};

export const readModelMigrations: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
