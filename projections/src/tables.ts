import type { tourneyBracket } from '@kicker/events';
import type { PairRow } from './pairs/pairs.fold.ts';
import type { ParticipationRow } from './participation/participation.fold.ts';
import type { PlayerStatsRow } from './playerStats/playerStats.fold.ts';
import type { SeasonTableRow } from './seasonTable/seasonTable.fold.ts';

type BracketRound = tourneyBracket.BracketRound;

/** A season fold member's table: its fold's row, the organisation, the season and the position column. */
type MemberTable<Row, Position extends string> = Row & { org_id: string; season: number } & Record<
    Position,
    number
  >;

/** Kysely types of the read models (see migrations.ts); the season fold's rows are typed by their folds. */
export interface ReadModelTables {
  season_table: MemberTable<SeasonTableRow, 'last_position'>;
  match_participation: MemberTable<ParticipationRow, 'log_position'>;
  season_player_stats: MemberTable<PlayerStatsRow, 'last_position'>;
  season_pairs: MemberTable<PairRow, 'last_position'>;
  organisations: {
    org_id: string;
    name: string;
    is_public: boolean;
    logo_url: string | null;
    time_zone: string;
    created_by: string | null;
    created_at: Date;
    updated_at: Date;
    /** The invitation link's id while the organisation has one (issue 28), and when it expires. */
    invitation_id: string | null;
    invitation_expires_at: Date | null;
  };
  /** Who joined through an invitation link (MemberJoined): they belong to the organisation from then on. */
  organisation_members: { org_id: string; user_id: string; invitation_id: string; joined_at: Date };
  organisation_locations: {
    org_id: string;
    location_id: string;
    name: string;
    lat: number | null;
    long: number | null;
    position: number;
    camera_host: string | null;
    /** Live scoring offered at this location; null: the organisation's defaultLive. */
    live_scoring: boolean | null;
    camera_token_hash: string | null;
    camera_token_start: string | null;
    camera_token_issued_at: Date | null;
  };
  feedback_entries: {
    org_id: string;
    feedback_id: string;
    position: number;
    sent_at: Date;
    text: string;
    user_id: string;
    author_name: string;
    player_id: string | null;
  };
  org_config: { org_id: string; key: string; value: unknown; changed_at: Date; changed_by: string | null };
  rules: { org_id: string; html: string; updated_at: Date; updated_by: string | null };
  matches: {
    org_id: string;
    match_id: string;
    season: number;
    position: number;
    played_on: Date;
    location_id: string;
    mode: string;
    winners: unknown;
    losers: unknown;
    score_winner: number;
    score_loser: number;
    six_in_a_row: boolean;
    created_by: string | null;
    gekrabbelt: boolean;
    winner_points: number;
    loser_points: number;
    bounty: unknown;
    weekday: string;
  };
  deleted_matches: {
    org_id: string;
    match_id: string;
    season: number;
    position: number;
    played_on: Date;
    location_id: string;
    winners: unknown;
    losers: unknown;
    score_winner: number;
    score_loser: number;
    six_in_a_row: boolean;
    created_by: string | null;
    deleted_position: number;
  };
  player_selection_votes: { org_id: string; layout: string; upvotes: number; downvotes: number };
  organisation_departments: { org_id: string; name: string; position: number };
  seasons: { org_id: string; number: number; starts_on: Date; ends_on: Date };
  players: {
    org_id: string;
    player_id: string;
    name: string;
    nickname: string;
    location_id: string;
    department: string | null;
    image_url: string | null;
    user_id: string | null;
    is_host: boolean;
    is_disabled: boolean;
    created_at: Date;
    updated_at: Date;
  };
  guest_players: {
    org_id: string;
    player_id: string;
    name: string;
    nickname: string;
    location_id: string;
    department: string | null;
    image_url: string | null;
    claimed_by: string;
    claimed_at: Date;
  };
  ui_error_reports: {
    org_id: string;
    position: number;
    reported_at: Date;
    header: string;
    message: string;
    details: string | null;
    comment: string | null;
    url: string | null;
    user_id: string | null;
  };
  organisation_roles: {
    org_id: string;
    user_id: string;
    role: string;
    granted_at: Date;
    granted_by: string | null;
  };
  installation_admins: { user_id: string; appointed_at: Date };
  event_type_stats: { org_id: string; type: string; count: number; last_recorded_at: Date };
  tourneys: {
    org_id: string;
    tourney_id: string;
    name: string;
    mode: number;
    teams: string;
    winning_sets: number;
    final_winning_sets: number;
    rank3: boolean;
    /** open, running or completed. */
    status: string;
    created_by: string;
    created_at: Date;
    /** Player ids in the order they joined. */
    participants: string[];
    /** The folded rounds (tourneyBracket.ts), null until launched. */
    plan: BracketRound[] | null;
    first_place: string[];
    second_place: string[];
    third_place: string[];
  };
  /** DESIGN §12: the live game at each location (the running one, or the last one ended). */
  live_games: {
    org_id: string;
    location_id: string;
    live_game_id: string;
    mode: number;
    /** Lineups as the decider keeps them: { defense, offense } (offense null in 1 vs 1). */
    blacks: { defense: string; offense: string | null };
    whites: { defense: string; offense: string | null };
    score_blacks: number;
    score_whites: number;
    /** The goal timeline without undone goals: side, source, at. */
    goals: { side: 'blacks' | 'whites'; source: 'button' | 'voice' | 'bell'; at: string }[];
    /** running or ended. */
    status: string;
    started_at: Date;
    last_activity_at: Date;
    /** submitted, abandoned or idle once ended. */
    ended_reason: string | null;
    match_id: string | null;
  };
  /** The goal timeline of a match recorded from a live game (one row per such match). */
  match_goals: {
    org_id: string;
    match_id: string;
    live_game_id: string;
    goals: { side: 'blacks' | 'whites'; source: 'button' | 'voice' | 'bell'; at: string }[];
  };
}
