import { chakra, Flex, type FlexProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DASH } from './chartColors';

/** The sample of a line (colour, dashed or not) before its name in a legend. */
export function LineSample(props: { color: string; dashed?: boolean }) {
  return (
    <chakra.svg width="6" height="3" flexShrink={0} aria-hidden="true" viewBox="0 0 24 8">
      <chakra.line
        x1="1"
        y1="4"
        x2="23"
        y2="4"
        stroke={props.color}
        strokeWidth="3"
        strokeDasharray={props.dashed ? DASH : undefined}
      />
    </chakra.svg>
  );
}

/** A legend of lines: each entry its sample and its content (a name, a figure). */
export function SeriesLegend(
  props: {
    items: readonly { key: string; color: string; dashed?: boolean; content: ReactNode }[];
    label: string;
    /** Each entry at least this high (a thumb's target on a phone when it holds a link). */
    itemMinH?: FlexProps['minH'];
  } & Omit<FlexProps, 'children'>,
) {
  const { items, label, itemMinH, ...rest } = props;
  return (
    <Flex as="ul" aria-label={label} gap="2" flexWrap="wrap" listStyleType="none" {...rest}>
      {items.map((item) => (
        <Flex as="li" key={item.key} align="center" gap="2" minW="0" minH={itemMinH}>
          <LineSample color={item.color} dashed={item.dashed} />
          {item.content}
        </Flex>
      ))}
    </Flex>
  );
}
