import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { CountBar } from '../../lib/seasonCharts';

/** Matches per something as bars (weekday, hour, goals), in the brand colour; still, no animation. */
export function CountBarChart(props: { bars: CountBar[]; xLabel: string }) {
  const chart = useChart({
    data: props.bars,
    series: [{ name: 'matches', color: 'felt.solid', label: 'Matches' }],
  });
  return (
    <Chart.Root chart={chart} aspectRatio="auto" h={{ base: '52', md: '60' }}>
      <BarChart
        data={chart.data}
        responsive
        accessibilityLayer={false}
        margin={{ top: 8, right: 4, left: 0, bottom: 16 }}
      >
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis
          dataKey={chart.key('key')}
          axisLine={false}
          tickLine={false}
          interval="preserveStartEnd"
          label={{ value: props.xLabel, position: 'bottom', offset: 0 }}
        />
        <YAxis axisLine={false} tickLine={false} allowDecimals={false} width={32} />
        <Tooltip
          cursor={{ fill: chart.color('bg.muted') }}
          isAnimationActive={false}
          content={<Chart.Tooltip nameKey="label" />}
        />
        {chart.series.map((s) => (
          <Bar
            key={s.name}
            dataKey={chart.key(s.name)}
            fill={chart.color(s.color)}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
