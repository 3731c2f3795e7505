import { Info } from 'lucide-react';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRefetchableFragment, useRelayEnvironment } from 'react-relay';
import { Link, useLocation } from 'react-router';
import { matchDate } from '../../lib/history';
import { BADGE_MS, newsOf } from '../../lib/liveNews';
import type { SeasonTables_season$key } from './__generated__/SeasonTables_season.graphql';
import type { SeasonTablesRecordedQuery as RecordedQueryType } from './__generated__/SeasonTablesRecordedQuery.graphql';
import { useBountyDialogs } from './BountyDialog';
import { FirstSteps } from './FirstSteps';
import { type Badges, SeasonTable } from './SeasonTable';
import { type LiveMatch, liveMatchOf, useLiveSeason } from './useLiveSeason';

const NO_BADGES = { mode: 0, players: new Map() as Badges };

const SeasonTablesRecordedQuery = graphql`
  query SeasonTablesRecordedQuery($id: ID!) {
    node(id: $id) {
      ...useLiveSeason_match @alias(as: "match")
    }
  }
`;

/**
 * SPEC §2 Season screen: the 1 vs 1 and 2 vs 2 tables of a season, side by side on a wide screen,
 * each with its own page. Live (issue 13 item 2): a match recorded, deleted or restored anywhere in
 * the organisation refetches the tables; a recorded one shows each player's last-score badge for
 * 5 s and its bounty dialogs. `recordedMatchId`: the match the viewer has just submitted.
 */
export function SeasonTables(props: { season: SeasonTables_season$key; recordedMatchId: string | null }) {
  const [season, refetch] = useRefetchableFragment(
    graphql`
      fragment SeasonTables_season on Season
      @argumentDefinitions(
        pageOne: { type: "Int", defaultValue: 1 }
        pageTwo: { type: "Int", defaultValue: 1 }
        asOf: { type: "ID" }
      )
      @refetchable(queryName: "SeasonTablesRefetchQuery") {
        number
        organisation {
          id
          viewerCanAdminister
        }
        one: table(mode: 1, page: $pageOne, asOfMatch: $asOf) {
          totalCount
          page
          asOf {
            playedOn
            isDeleted
          }
          ...SeasonTable_page
        }
        two: table(mode: 2, page: $pageTwo, asOfMatch: $asOf) {
          totalCount
          page
          ...SeasonTable_page
        }
      }
    `,
    props.season,
  );
  // A table of the past follows deletions and restores, but shows no badges.
  const past = season.one.asOf ?? null;
  const [busy, setBusy] = useState(false);
  const pages = useRef({ pageOne: season.one.page, pageTwo: season.two.page });
  pages.current = { pageOne: season.one.page, pageTwo: season.two.page };
  const reload = useCallback(
    (next: Partial<{ pageOne: number; pageTwo: number }> = {}) => {
      setBusy(true);
      startTransition(() => {
        refetch(
          { ...pages.current, ...next },
          { fetchPolicy: 'network-only', onComplete: () => setBusy(false) },
        );
      });
    },
    [refetch],
  );

  // The badges of the last match, in the table of its mode only (a 2 vs 2 changes no 1 vs 1 MMR).
  const [badges, setBadges] = useState<{ mode: number; players: Badges }>(NO_BADGES);
  const { announce, dialog } = useBountyDialogs();
  const showNews = useCallback(
    (match: LiveMatch) => {
      const news = newsOf(match);
      setBadges({
        mode: match.mode,
        players: new Map(news.changes.map((c) => [c.playerId, c])),
      });
      announce(news);
    },
    [announce],
  );
  useEffect(() => {
    if (badges.players.size === 0) return;
    const timer = setTimeout(() => setBadges(NO_BADGES), BADGE_MS);
    return () => clearTimeout(timer);
  }, [badges]);
  const badgesOf = (mode: number) => (badges.mode === mode ? badges.players : NO_BADGES.players);

  const onRecorded = useCallback(
    (match: LiveMatch) => {
      reload();
      if (match.season === season.number && !past) showNews(match);
    },
    [reload, showNews, season.number, past],
  );
  useLiveSeason(season.organisation.id, onRecorded, reload);

  // The match the viewer has just submitted on Add Game: its badge and dialogs, once.
  const environment = useRelayEnvironment();
  const shownRecorded = useRef<string | null>(null);
  useEffect(() => {
    const id = props.recordedMatchId;
    if (!id || past || shownRecorded.current === id) return;
    shownRecorded.current = id;
    const subscription = fetchQuery<RecordedQueryType>(environment, SeasonTablesRecordedQuery, {
      id,
    }).subscribe({
      next: (data) => {
        if (!data.node?.match) return;
        const match = liveMatchOf(data.node.match);
        if (match.season === season.number) showNews(match);
      },
    });
    return () => subscription.unsubscribe();
  }, [props.recordedMatchId, past, environment, showNews, season.number]);

  const empty = season.one.totalCount === 0 && season.two.totalCount === 0;
  const tables = (
    <div className="kl-table-pair">
      <SeasonTable
        title="1 vs 1"
        page={season.one}
        badges={badgesOf(1)}
        busy={busy}
        onPage={(page) => reload({ pageOne: page })}
      />
      <SeasonTable
        title="2 vs 2"
        page={season.two}
        badges={badgesOf(2)}
        busy={busy}
        onPage={(page) => reload({ pageTwo: page })}
      />
    </div>
  );
  return (
    <div className="kl-page-stack">
      {past && <PastTableNote playedOn={past.playedOn} deleted={past.isDeleted} />}
      {empty ? (
        <>
          <p className="kl-muted kl-no-data">No data available</p>
          <FirstSteps administers={season.organisation.viewerCanAdminister} />
        </>
      ) : (
        tables
      )}
      {dialog}
    </div>
  );
}

/**
 * Issue 13 item 6: which moment a table of the past shows, and the way back to now. A deleted
 * match is in no table: the table is the one just before it (what the deletion left standing).
 */
function PastTableNote(props: { playedOn: string; deleted: boolean }) {
  const location = useLocation();
  const now = new URLSearchParams(location.search);
  now.delete('asOf');
  return (
    <div className="kl-alert" role="status">
      <Info aria-hidden />
      <div>
        <p className="kl-strong">
          The table as it stood {props.deleted ? 'before the deleted match' : 'after the match'} of{' '}
          {matchDate(props.playedOn)}
        </p>
        <Link className="kl-link" to={{ search: now.toString() }}>
          Back to the table now
        </Link>
      </div>
    </div>
  );
}
