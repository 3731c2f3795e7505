import { Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { graphql, useFragment } from 'react-relay';
import { mmrModeSummary, mmrTimeline } from '../../lib/profile';
import { ChartFigure } from '../../ui/charts/ChartFigure';
import { LinesChart } from '../../ui/charts/LinesChart';
import { SeriesLegend } from '../../ui/charts/SeriesLegend';
import type { ProfileMmrChart_player$key } from './__generated__/ProfileMmrChart_player.graphql';

/** A point's day; empty for no point (recharts asks for the tooltip's label before one is hovered). */
const dayText = (t: number) => (Number.isFinite(t) ? format(new Date(t), 'yyyy-MM-dd') : '');

const MODES = [
  { key: 'one', label: '1 vs 1', color: 'chart.1', dashed: false },
  { key: 'two', label: '2 vs 2', color: 'chart.2', dashed: true },
] as const;

/** The player's MMR after each day played of the season, both modes on one time axis. */
export function ProfileMmrChart(props: { player: ProfileMmrChart_player$key }) {
  const p = useFragment(
    graphql`
      fragment ProfileMmrChart_player on Player @argumentDefinitions(season: { type: "Int" }) {
        one: mmrByDay(mode: 1, season: $season) {
          day
          mmr
          high
          matches
        }
        two: mmrByDay(mode: 2, season: $season) {
          day
          mmr
          high
          matches
        }
      }
    `,
    props.player,
  );
  const rows = mmrTimeline(p.one, p.two);
  // A line (and a legend entry) for each mode played.
  const modes = MODES.filter((m) => p[m.key].length > 0);
  const summary = `${mmrModeSummary('1 vs 1', p.one)} ${mmrModeSummary('2 vs 2', p.two)}`;
  return (
    <ChartFigure
      title="MMR over time"
      summary={summary}
      gridColumn={{ base: 'auto', md: '1 / -1', xl: 'span 2' }}
      gridRow={{ xl: 'span 2' }}
      table={{
        columns: ['Day', '1 vs 1', '2 vs 2'],
        rows: rows.map((r) => [dayText(r.t), r.one ?? '', r.two ?? '']),
      }}
      footer={
        <SeriesLegend
          label="Modes"
          items={modes.map((m) => ({
            key: m.key,
            color: m.color,
            dashed: m.dashed,
            content: <Text fontSize="sm">{m.label}</Text>,
          }))}
        />
      }
    >
      {rows.length === 0 ? (
        <Text color="fg.muted">No matches this season yet.</Text>
      ) : (
        <LinesChart
          rows={rows}
          xKey="t"
          time
          formatX={(t) => format(new Date(Number(t)), 'MM-dd')}
          tooltipLabel={(t) => dayText(Number(t))}
          series={modes.map((m) => ({ key: m.key, label: m.label, color: m.color, dashed: m.dashed }))}
        />
      )}
    </ChartFigure>
  );
}
