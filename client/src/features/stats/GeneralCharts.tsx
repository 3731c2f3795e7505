import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import {
  averageGoals,
  goalBars,
  goalsSummary,
  hourBars,
  hourSummary,
  percentText,
  weekdayBars,
  weekdaySummary,
} from '../../lib/seasonCharts';
import { ChartFigure } from '../../ui/charts/ChartFigure';
import { CountBarChart } from '../../ui/charts/CountBarChart';
import type { GeneralCharts_season$key } from './__generated__/GeneralCharts_season.graphql';
import { GeneralPairs } from './GeneralPairs';
import { GeneralTopTen } from './GeneralTopTen';

/** The season in figures: headline numbers, when and how the league plays, pairs, the top ten. */
export function GeneralCharts(props: { season: GeneralCharts_season$key }) {
  const season = useFragment(
    graphql`
      fragment GeneralCharts_season on Season {
        summary {
          matches
          perWeekday
          perHour
          goals {
            goals
            matches
          }
          krabbelRate
          sixInARowRate
          ...GeneralPairs_summary
        }
        ...GeneralTopTen_season
      }
    `,
    props.season,
  );
  const s = season.summary;
  const weekdays = weekdayBars(s.perWeekday);
  const hours = hourBars(s.perHour);
  const goals = goalBars(s.goals);
  const table = (bars: typeof weekdays, first: string) => ({
    columns: [first, 'Matches'],
    rows: bars.map((b) => [b.label, b.matches]),
  });
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      <SimpleGrid
        as="section"
        aria-label="The season in numbers"
        columns={{ base: 2, md: 4 }}
        gap="3"
        gridColumn="1 / -1"
      >
        <Figure label="Matches" value={String(s.matches)} />
        <Figure label="Goals a match" value={averageGoals(s.goals).toFixed(1)} />
        <Figure label="6:0 (gekrabbelt)" value={percentText(s.krabbelRate)} help="of matches ended 6:0" />
        <Figure label="Six in a row" value={percentText(s.sixInARowRate)} help="of matches won so" />
      </SimpleGrid>
      <ChartFigure
        title="Matches per weekday"
        summary={weekdaySummary(weekdays, s.matches)}
        table={table(weekdays, 'Weekday')}
      >
        <CountBarChart bars={weekdays} xLabel="Weekday" />
      </ChartFigure>
      <ChartFigure
        title="Matches per hour"
        summary={hourSummary(hours, s.matches)}
        table={table(hours, 'Hour')}
      >
        <CountBarChart bars={hours} xLabel="Hour of the day" />
      </ChartFigure>
      <ChartFigure
        title="Goals per match"
        summary={goalsSummary(s.goals)}
        table={table(goals, 'Goals')}
        gridColumn={{ base: 'auto', md: '1 / -1', xl: 'auto' }}
      >
        <CountBarChart bars={goals} xLabel="Goals in the match" />
      </ChartFigure>
      <GeneralTopTen season={season} />
      <GeneralPairs summary={s} />
    </SimpleGrid>
  );
}

/** A headline figure: what it is, the number, and what the number counts. */
function Figure(props: { label: string; value: string; help?: string }) {
  return (
    <Box borderWidth="1px" borderRadius="l3" p="3" bg="bg.panel" minW="0">
      <Text fontSize="sm" color="fg.muted">
        {props.label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {props.value}
      </Text>
      {props.help && (
        <Text fontSize="xs" color="fg.muted">
          {props.help}
        </Text>
      )}
    </Box>
  );
}
