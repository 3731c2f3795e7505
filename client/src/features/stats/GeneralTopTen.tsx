import { Button, Flex, Group, Text } from '@chakra-ui/react';
import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { dailyMmrRows, lineSummary } from '../../lib/seasonCharts';
import { ChartFigure } from '../../ui/charts/ChartFigure';
import { lineStyle } from '../../ui/charts/chartColors';
import { LinesChart } from '../../ui/charts/LinesChart';
import { SeriesLegend } from '../../ui/charts/SeriesLegend';
import { PlayerName } from '../../ui/PlayerName';
import type { GeneralTopTen_season$key } from './__generated__/GeneralTopTen_season.graphql';

const MODES = [
  { mode: 1, label: '1 vs 1' },
  { mode: 2, label: '2 vs 2' },
] as const;

/** The MMR of the mode's ten best players over the season, a line each, best first. */
export function GeneralTopTen(props: { season: GeneralTopTen_season$key }) {
  const [season, refetch] = useRefetchableFragment(
    graphql`
      fragment GeneralTopTen_season on Season
      @argumentDefinitions(mode: { type: "Int", defaultValue: 1 })
      @refetchable(queryName: "GeneralTopTenRefetchQuery") {
        summary {
          topTen(mode: $mode) {
            player {
              id
              displayName
              ...PlayerName_player
            }
            days {
              day
              mmr
              high
              matches
            }
          }
        }
      }
    `,
    props.season,
  );
  const [switching, startSwitch] = useTransition();
  const [mode, setMode] = useState<1 | 2>(1);
  const choose = (next: 1 | 2) => {
    if (next === mode) return;
    setMode(next);
    startSwitch(() => {
      refetch({ mode: next }, { fetchPolicy: 'store-or-network' });
    });
  };

  const lines = season.summary.topTen.map((s, i) => ({
    key: `p${i}`,
    name: s.player?.displayName ?? 'Deleted player',
    player: s.player,
    days: s.days,
    summary: lineSummary(s.days),
    ...lineStyle(i),
  }));
  const rows = dailyMmrRows(lines);
  const leader = lines[0];
  const modeLabel = MODES.find((m) => m.mode === mode)!.label;
  const summary = leader?.summary
    ? `${modeLabel}: ${leader.name} leads with ${leader.summary.last} MMR, ${lines.length} players shown.`
    : `${modeLabel}: nobody has played this mode yet.`;

  return (
    <ChartFigure
      title="MMR of the top ten"
      summary={summary}
      gridColumn={{ base: 'auto', md: '1 / -1', xl: 'span 2' }}
      gridRow={{ xl: 'span 2' }}
      actions={
        <Group attached role="group" aria-label="Mode">
          {MODES.map((m) => (
            <Button
              key={m.mode}
              minH="11"
              size="sm"
              variant={m.mode === mode ? 'solid' : 'outline'}
              colorPalette="felt"
              aria-pressed={m.mode === mode}
              loading={switching && m.mode === mode}
              onClick={() => choose(m.mode)}
            >
              {m.label}
            </Button>
          ))}
        </Group>
      }
      table={{
        columns: ['Player', 'First MMR', 'MMR now', 'Best MMR', 'Matches'],
        rows: lines.map((l) => [
          l.name,
          l.summary?.first ?? '–',
          l.summary?.last ?? '–',
          l.summary?.best ?? '–',
          l.summary?.matches ?? 0,
        ]),
      }}
      footer={
        <SeriesLegend
          label="Players"
          display="grid"
          gridTemplateColumns={{
            base: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(5, minmax(0, 1fr))',
            xl: 'repeat(4, minmax(0, 1fr))',
          }}
          columnGap="4"
          itemMinH={{ base: '11', md: '8' }}
          items={lines.map((l, i) => ({
            key: l.key,
            color: l.color,
            dashed: l.dashed,
            content: (
              <Flex gap="1" fontSize="sm" minW="0" flex="1">
                <Text color="fg.muted">{i + 1}.</Text>
                {/* Whole names, wrapped on a phone's narrow column: cut, 'Flinke Hand' read 'Flinke Hanc'. */}
                <Text minW="0" overflowWrap="anywhere">
                  <PlayerName player={l.player} />{' '}
                  <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                    {l.summary?.last ?? ''}
                  </Text>
                </Text>
              </Flex>
            ),
          }))}
        />
      }
    >
      {rows.length === 0 ? (
        <Text color="fg.muted">No matches in this mode yet.</Text>
      ) : (
        <LinesChart
          rows={rows}
          height={{ base: '64', md: '80', xl: '96' }}
          xKey="day"
          formatX={(day) => String(day).slice(5)}
          tooltipLabel={(day) => String(day)}
          series={lines.map((l) => ({ key: l.key, label: l.name, color: l.color, dashed: l.dashed }))}
        />
      )}
    </ChartFigure>
  );
}
