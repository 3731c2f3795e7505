import { HStack, Table, Text } from '@chakra-ui/react';
import { Flame, Target } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { NAME_LIMIT } from '../../lib/names';
import type { SeasonTable_page$key } from './__generated__/SeasonTable_page.graphql';
import { PlayerName } from './PlayerName';
import { RankIcon } from './RankIcon';
import { NUMERIC, TableSection } from './TableSection';

// The badge animates with framer-motion, which the table's first paint does not need: it loads
// beside the table (a badge shows only after a match is played).
const LastScoreBadge = lazy(() => import('./LastScoreBadge').then((m) => ({ default: m.LastScoreBadge })));

export type Badges = ReadonlyMap<string, { change: number; won: boolean }>;

/**
 * One season table (SPEC §2 Season screen): place, rank icon, name, MMR, wins, losses, win rate,
 * streak and bounty, 10 rows a page. On a phone the less important columns fold into the name cell.
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
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader w="8" {...NUMERIC}>
            #
          </Table.ColumnHeader>
          <Table.ColumnHeader>Name</Table.ColumnHeader>
          <Table.ColumnHeader {...NUMERIC}>MMR</Table.ColumnHeader>
          <Table.ColumnHeader {...NUMERIC} title="Wins">
            W
          </Table.ColumnHeader>
          <Table.ColumnHeader {...NUMERIC} title="Losses">
            L
          </Table.ColumnHeader>
          <Table.ColumnHeader {...NUMERIC} whiteSpace="nowrap">
            Win %
          </Table.ColumnHeader>
          <Table.ColumnHeader {...NUMERIC} display={{ base: 'none', md: 'table-cell' }}>
            Streak
          </Table.ColumnHeader>
          <Table.ColumnHeader {...NUMERIC} display={{ base: 'none', md: 'table-cell' }}>
            Bounty
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {table.entries.map((e) => (
          <Table.Row key={e.player?.id ?? `${e.place}-${e.mmr}`}>
            <Table.Cell {...NUMERIC} color="fg.muted">
              {e.place}
            </Table.Cell>
            <Table.Cell>
              <HStack gap="1.5" minW="0">
                <RankIcon rank={e.rank} />
                <Text as="span" truncate>
                  <PlayerName player={e.player} limit={NAME_LIMIT.tables} />
                </Text>
                {e.player && badgesShown && (
                  <Suspense>
                    <LastScoreBadge change={props.badges.get(e.player.id)} />
                  </Suspense>
                )}
              </HStack>
              {/* On a phone streak and bounty show as small marks under the name. */}
              {(e.winsInRow > 0 || e.bountyPoints > 0) && (
                <HStack display={{ base: 'flex', md: 'none' }} gap="2" color="fg.muted" fontSize="xs" ps="6">
                  {e.winsInRow > 0 && (
                    <HStack gap="0.5" whiteSpace="nowrap" title="Wins in a row">
                      <Flame size={12} aria-hidden />
                      <Text as="span" srOnly>
                        Streak
                      </Text>
                      {e.winsInRow}
                    </HStack>
                  )}
                  {e.bountyPoints > 0 && (
                    <HStack gap="0.5" color="orange.fg" whiteSpace="nowrap" title="Bounty">
                      <Target size={12} aria-hidden />
                      <Text as="span" srOnly>
                        Bounty
                      </Text>
                      {e.bountyPoints}
                    </HStack>
                  )}
                </HStack>
              )}
            </Table.Cell>
            <Table.Cell {...NUMERIC} fontWeight="semibold">
              {e.mmr}
            </Table.Cell>
            <Table.Cell {...NUMERIC}>{e.wins}</Table.Cell>
            <Table.Cell {...NUMERIC}>{e.loss}</Table.Cell>
            <Table.Cell {...NUMERIC}>{e.winRate.toFixed(1)}</Table.Cell>
            <Table.Cell {...NUMERIC} display={{ base: 'none', md: 'table-cell' }}>
              {e.winsInRow}
            </Table.Cell>
            <Table.Cell
              {...NUMERIC}
              display={{ base: 'none', md: 'table-cell' }}
              color={e.bountyPoints > 0 ? 'orange.fg' : 'fg.muted'}
            >
              {e.bountyPoints > 0 ? e.bountyPoints : '–'}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </TableSection>
  );
}
