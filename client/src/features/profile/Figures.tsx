import { Box, SimpleGrid, Text } from '@chakra-ui/react';

/** Labelled figures in a grid (a description list): tabular numbers, the label above. */
export function Figures(props: {
  items: readonly { label: string; value: string | number }[];
  columns?: number;
}) {
  return (
    <SimpleGrid as="dl" columns={props.columns ?? 3} gap="3">
      {props.items.map((item) => (
        <Box key={item.label} minW="0">
          <Text as="dt" fontSize="xs" color="fg.muted">
            {item.label}
          </Text>
          <Text as="dd" fontSize="lg" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {item.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
