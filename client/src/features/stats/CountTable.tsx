import { Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { NAME_LIMIT } from '../../lib/names';
import type { CountTable_page$key } from './__generated__/CountTable_page.graphql';
import { PlayerName } from './PlayerName';
import { NUMERIC, TableSection } from './TableSection';

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
  return (
    <TableSection
      title={props.title}
      empty={table.entries.length === 0 ? 'Nobody yet.' : null}
      page={table.page}
      pageCount={table.pageCount}
      onPage={props.onPage}
      busy={props.busy}
    >
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader w="12" {...NUMERIC}>
            Rank
          </Table.ColumnHeader>
          <Table.ColumnHeader>Name</Table.ColumnHeader>
          <Table.ColumnHeader {...NUMERIC}>Count</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {table.entries.map((e) => (
          <Table.Row key={e.player?.id ?? `${e.place}-${e.count}`}>
            <Table.Cell {...NUMERIC} color="fg.muted">
              {e.place}
            </Table.Cell>
            <Table.Cell>
              <PlayerName player={e.player} limit={NAME_LIMIT.tables} />
            </Table.Cell>
            <Table.Cell {...NUMERIC} fontWeight="semibold">
              {e.count}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </TableSection>
  );
}
