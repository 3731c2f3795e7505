import { Box, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NumberedPages } from './NumberedPages';

/** Right-aligned tabular figures (every number column of the stats tables). */
export const NUMERIC = { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * A titled table of the stats area (SPEC §2: 10 rows a page with pagination): its heading and an
 * optional note beside it, the table (`children`: header and body), or `empty` when it has no rows,
 * and the page buttons.
 */
export function TableSection(props: {
  title: string;
  note?: ReactNode;
  /** What to say instead of an empty table; null when there are rows. */
  empty: string | null;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack gap="2" as="section" aria-label={props.title} minW="0">
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          {props.title}
        </Heading>
        {props.note && (
          <Text fontSize="sm" color="fg.muted">
            {props.note}
          </Text>
        )}
      </HStack>
      {props.empty !== null ? (
        <Text color="fg.muted" py="4">
          {props.empty}
        </Text>
      ) : (
        <Box borderWidth="1px" borderRadius="l2" overflow="hidden" bg="bg">
          <Table.Root size="sm" aria-busy={props.busy}>
            {props.children}
          </Table.Root>
        </Box>
      )}
      <NumberedPages
        page={props.page}
        pageCount={props.pageCount}
        onPage={props.onPage}
        busy={props.busy}
        label={`${props.title} pages`}
      />
    </Stack>
  );
}
