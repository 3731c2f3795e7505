import { Box, Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { FrequencyCount } from '../../lib/bellDetector';
import type { Bell } from './useCalibrateBells';

/** How many bands of each length the page lists (the most often heard first). */
export const ROWS_PER_LENGTH = 8;

export const COUNTS_TEXTS = {
  empty: 'Nothing above 3000 Hz heard yet. Ring a bell near the microphone.',
} as const;

/**
 * SPEC §2 audio recording: the bands heard, grouped by their length in bins and sorted by how often
 * each was heard. Admins take a band over as a bell's range (`onCalibrate`; null for others).
 */
export function FrequencyCountsTable(props: {
  groups: readonly { bins: number; counts: readonly FrequencyCount[] }[];
  onCalibrate: ((bell: Bell, count: FrequencyCount) => void) | null;
  busy: boolean;
}) {
  const { groups, onCalibrate } = props;
  if (groups.length === 0) return <Text color="fg.muted">{COUNTS_TEXTS.empty}</Text>;
  return (
    <Stack gap="5">
      {groups.map((group) => (
        <Box key={group.bins} as="section" aria-label={lengthLabel(group.bins)}>
          <Heading as="h3" size="sm" mb="2">
            {lengthLabel(group.bins)}
          </Heading>
          <Table.Root size="sm" variant="outline" fontVariantNumeric="tabular-nums">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Band (Hz)</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Count</Table.ColumnHeader>
                {onCalibrate && <Table.ColumnHeader textAlign="end">Use as</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {group.counts.slice(0, ROWS_PER_LENGTH).map((count) => (
                <Table.Row key={`${count.from}-${count.to}`}>
                  <Table.Cell whiteSpace="nowrap">
                    {count.from === count.to ? count.from : `${count.from}–${count.to}`}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{count.count}</Table.Cell>
                  {onCalibrate && (
                    <Table.Cell textAlign="end">
                      <Flex gap="2" justify="flex-end" wrap="wrap">
                        {(['black', 'white'] as const).map((bell) => (
                          <Button
                            key={bell}
                            size="sm"
                            minH={{ base: '11', md: '8' }}
                            variant="outline"
                            disabled={props.busy}
                            aria-label={`Use ${count.from}–${count.to} Hz as the ${bell} bell`}
                            onClick={() => onCalibrate(bell, count)}
                          >
                            {bell === 'black' ? 'Black bell' : 'White bell'}
                          </Button>
                        ))}
                      </Flex>
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      ))}
    </Stack>
  );
}

const lengthLabel = (bins: number) => (bins === 1 ? '1 bin wide' : `${bins} bins wide`);
