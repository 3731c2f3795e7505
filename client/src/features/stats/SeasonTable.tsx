import { Flame, Target } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MmrChange } from '../../lib/mmrChange';
import { NAME_LIMIT } from '../../lib/names';
import { PlayerName } from '../../ui/PlayerName';
import { RankIcon } from '../../ui/RankIcon';
import type { SeasonTable_page$key } from './__generated__/SeasonTable_page.graphql';
import { TableSection } from './TableSection';

// The badge animates with framer-motion, which the table's first paint does not need: it loads
// beside the table (a badge shows only after a match is played).
const LastScoreBadge = lazy(() => import('./LastScoreBadge').then((m) => ({ default: m.LastScoreBadge })));

export type Badges = ReadonlyMap<string, MmrChange>;

/**
 * One season table (SPEC §2 Season screen): place, rank icon, name, MMR, wins, losses, win rate,
 * streak and bounty, 10 rows a page. On a phone the less important columns fold into the name cell.
 * Plain elements (ui/stats.css): the season screen paints without Chakra.
 */
export function SeasonTable(props: {
  title: string;
  page: SeasonTable_page$key;
  badges: Badges;
  onPage: (page: number) => void;
  busy: boolean;
}) {
  const table = useFragment(
    graphql`
      fragment SeasonTable_page on SeasonTablePage {
        totalCount
        page
        pageCount
        entries {
          place
          mmr
          wins
          loss
          winRate
          winsInRow
          bountyPoints
          rank {
            ...RankIcon_rank
          }
          player {
            id
            ...PlayerName_player
          }
        }
      }
    `,
    props.page,
  );
  // Badges are mounted from the first one on (and stay, so the last one can fade out).
  const [badgesShown, setBadgesShown] = useState(false);
  if (props.badges.size > 0 && !badgesShown) setBadgesShown(true);
  return (
    <TableSection
      title={props.title}
      note={`${table.totalCount} ${table.totalCount === 1 ? 'player' : 'players'}`}
      empty={table.entries.length === 0 ? 'No matches in this mode yet.' : null}
      page={table.page}
      pageCount={table.pageCount}
      onPage={props.onPage}
      busy={props.busy}
    >
      <thead>
        <tr>
          <th className="kl-num kl-col-place">#</th>
          <th>Name</th>
          <th className="kl-num">MMR</th>
          <th className="kl-num" title="Wins">
            W
          </th>
          <th className="kl-num" title="Losses">
            L
          </th>
          <th className="kl-num kl-nowrap">Win %</th>
          <th className="kl-num kl-wide-only">Streak</th>
          <th className="kl-num kl-wide-only">Bounty</th>
        </tr>
      </thead>
      <tbody>
        {table.entries.map((e) => (
          <tr key={e.player?.id ?? `${e.place}-${e.mmr}`}>
            <td className="kl-num kl-muted">{e.place}</td>
            <td>
              <span className="kl-name-cell">
                <RankIcon rank={e.rank} />
                <span className="kl-truncate">
                  <PlayerName player={e.player} limit={NAME_LIMIT.tables} />
                </span>
                {e.player && badgesShown && (
                  <Suspense>
                    <LastScoreBadge change={props.badges.get(e.player.id)} />
                  </Suspense>
                )}
              </span>
              {/* On a phone streak and bounty show as small marks under the name. */}
              {(e.winsInRow > 0 || e.bountyPoints > 0) && (
                <span className="kl-row-marks kl-narrow-only">
                  {e.winsInRow > 0 && (
                    <span className="kl-mark" title="Wins in a row">
                      <Flame size={12} aria-hidden />
                      <span className="kl-sr-only">Streak</span>
                      {e.winsInRow}
                    </span>
                  )}
                  {e.bountyPoints > 0 && (
                    <span className="kl-mark" data-tone="bounty" title="Bounty">
                      <Target size={12} aria-hidden />
                      <span className="kl-sr-only">Bounty</span>
                      {e.bountyPoints}
                    </span>
                  )}
                </span>
              )}
            </td>
            <td className="kl-num kl-strong">{e.mmr}</td>
            <td className="kl-num">{e.wins}</td>
            <td className="kl-num">{e.loss}</td>
            <td className="kl-num">{e.winRate.toFixed(1)}</td>
            <td className="kl-num kl-wide-only">{e.winsInRow}</td>
            <td className="kl-num kl-wide-only" data-tone={e.bountyPoints > 0 ? 'bounty' : 'none'}>
              {e.bountyPoints > 0 ? e.bountyPoints : '–'}
            </td>
          </tr>
        ))}
      </tbody>
    </TableSection>
  );
}
