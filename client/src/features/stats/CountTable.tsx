import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { NAME_LIMIT } from '../../lib/names';
import type { CountTable_page$key } from './__generated__/CountTable_page.graphql';
import { NumberedPages } from './NumberedPages';
import { PlayerName } from './PlayerName';

/** A table of players and a count (the krabbel tables): rank, name, count; 10 rows a page. */
export function CountTable(props: {
  title: string;
  page: CountTable_page$key;
  onPage: (page: number) => void;
  busy: boolean;
}) {
  const table = useFragment(
    graphql`
      fragment CountTable_page on CountPage {
        page
        pageCount
        entries {
          place
          count
          player {
            id
            ...PlayerName_player
          }
        }
      }
    `,
    props.page,
  );
  const numeric = { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } as const;
  return (
    <Stack gap="2" as="section" aria-label={props.title} minW="0">
      <Heading as="h2" size="md">
        {props.title}
      </Heading>
      {table.entries.length === 0 ? (
        <Text color="fg.muted" py="4">
          Nobody yet.
        </Text>
      ) : (
        <Box borderWidth="1px" borderRadius="l2" overflow="hidden" bg="bg">
          <Table.Root size="sm" aria-busy={props.busy}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="12" {...numeric}>
                  Rank
                </Table.ColumnHeader>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader {...numeric}>Count</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {table.entries.map((e) => (
                <Table.Row key={e.player?.id ?? `${e.place}-${e.count}`}>
                  <Table.Cell {...numeric} color="fg.muted">
                    {e.place}
                  </Table.Cell>
                  <Table.Cell>
                    <PlayerName player={e.player} limit={NAME_LIMIT.tables} />
                  </Table.Cell>
                  <Table.Cell {...numeric} fontWeight="semibold">
                    {e.count}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <NumberedPages
        page={table.page}
        pageCount={table.pageCount}
        onPage={props.onPage}
        busy={props.busy}
        label={`${props.title} pages`}
      />
    </Stack>
  );
}
