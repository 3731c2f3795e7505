import { Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { matchDate } from '../../lib/history';
import { NAME_LIMIT } from '../../lib/names';
import type { HistoryRow_match$key } from './__generated__/HistoryRow_match.graphql';
import { PlayerLink } from './PlayerLink';
import { DeleteMatchButton } from './useDeleteMatch';

/** One match as a row of the desktop table; admins and moderators open its details by clicking it. */
export function HistoryRow(props: { match: HistoryRow_match$key; onDelete: (matchId: string) => void }) {
  const navigate = useNavigate();
  const m = useFragment(
    graphql`
      fragment HistoryRow_match on Match {
        id
        playedOn
        scoreWinner
        scoreLoser
        winnerGain
        loserPoints
        viewerCanDelete
        viewerCanOpenDetails
        winners {
          ...PlayerLink_participant
        }
        losers {
          ...PlayerLink_participant
        }
      }
    `,
    props.match,
  );
  return (
    <Table.Row
      onClick={() => m.viewerCanOpenDetails && navigate(`/games/history/${encodeURIComponent(m.id)}`)}
      cursor={m.viewerCanOpenDetails ? 'pointer' : undefined}
    >
      <Table.Cell color="green.fg" fontWeight="semibold">
        +{m.winnerGain}
      </Table.Cell>
      <Table.Cell>
        {m.winners[0] && <PlayerLink participant={m.winners[0]} limit={NAME_LIMIT.historyTable} />}
      </Table.Cell>
      <Table.Cell>
        {m.winners[1] && <PlayerLink participant={m.winners[1]} limit={NAME_LIMIT.historyTable} />}
      </Table.Cell>
      <Table.Cell fontVariantNumeric="tabular-nums">
        {m.scoreWinner}:{m.scoreLoser}
      </Table.Cell>
      <Table.Cell>
        {m.losers[0] && <PlayerLink participant={m.losers[0]} limit={NAME_LIMIT.historyTable} />}
      </Table.Cell>
      <Table.Cell>
        {m.losers[1] && <PlayerLink participant={m.losers[1]} limit={NAME_LIMIT.historyTable} />}
      </Table.Cell>
      <Table.Cell color="red.fg" fontWeight="semibold">
        -{m.loserPoints}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{matchDate(m.playedOn)}</Table.Cell>
      <Table.Cell>
        {m.viewerCanDelete && <DeleteMatchButton onClick={() => props.onDelete(m.id)} />}
      </Table.Cell>
    </Table.Row>
  );
}
