import { Chart, useChart } from '@chakra-ui/charts';
import type { BoxProps } from '@chakra-ui/react';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { DASH } from './chartColors';

export interface LineSeries {
  /** The rows' key of this line's values. */
  key: string;
  label: string;
  color: string;
  dashed?: boolean;
}

/**
 * MMR lines over time. `time`: the x values are moments (ms) on a time scale, else categories (days).
 * A line goes on over rows without its value (another player's or mode's match). Still, no animation.
 */
export function LinesChart<Row extends object>(props: {
  rows: Row[];
  xKey: keyof Row & string;
  time?: boolean;
  formatX: (value: string | number) => string;
  /** The tooltip's heading for an x value (default: as the axis says it). */
  tooltipLabel?: (value: string | number) => string;
  series: readonly LineSeries[];
  height?: BoxProps['h'];
}) {
  const chart = useChart<Row>({
    data: props.rows,
    series: props.series.map((s) => ({
      name: s.key as keyof Row,
      label: s.label,
      color: s.color,
      strokeDasharray: s.dashed ? DASH : undefined,
    })),
  });
  return (
    <Chart.Root chart={chart} aspectRatio="auto" h={props.height ?? { base: '64', md: '80' }}>
      <LineChart
        data={chart.data}
        responsive
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, left: 0, bottom: 0 }}
      >
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis
          dataKey={props.xKey as string}
          type={props.time ? 'number' : 'category'}
          scale={props.time ? 'time' : 'auto'}
          domain={props.time ? ['dataMin', 'dataMax'] : undefined}
          tickFormatter={props.formatX}
          axisLine={false}
          tickLine={false}
          minTickGap={24}
        />
        <YAxis axisLine={false} tickLine={false} allowDecimals={false} width={40} domain={['auto', 'auto']} />
        <Tooltip
          isAnimationActive={false}
          content={<Chart.Tooltip labelFormatter={(label) => (props.tooltipLabel ?? props.formatX)(label)} />}
        />
        {chart.series.map((s) => (
          <Line
            key={String(s.name)}
            dataKey={chart.key(s.name) as string}
            name={String(s.name)}
            stroke={chart.color(s.color)}
            strokeWidth={2}
            strokeDasharray={s.strokeDasharray}
            strokeOpacity={chart.getSeriesOpacity(String(s.name), 0.25)}
            dot={false}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </Chart.Root>
  );
}
