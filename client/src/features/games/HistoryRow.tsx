import { Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { matchDate } from '../../lib/history';
import { sideFigure, sideParts, sidesOf } from '../../lib/mmrChange';
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
        pointChanges {
          change
          won
          matchPoints
          bounty
          challengeBonus
          clampedAtZero
        }
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
  const { winners, losers } = sidesOf(m.pointChanges);
  return (
    <Table.Row
      onClick={() => m.viewerCanOpenDetails && navigate(`/games/history/${encodeURIComponent(m.id)}`)}
      cursor={m.viewerCanOpenDetails ? 'pointer' : undefined}
    >
      <Table.Cell color="green.fg" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        <PointsFigure figure={sideFigure(winners)} parts={sideParts(winners)} />
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
      <Table.Cell color="red.fg" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        <PointsFigure figure={sideFigure(losers)} parts={sideParts(losers)} />
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{matchDate(m.playedOn)}</Table.Cell>
      <Table.Cell>
        {m.viewerCanDelete && <DeleteMatchButton onClick={() => props.onDelete(m.id)} />}
      </Table.Cell>
    </Table.Row>
  );
}

/** A side's MMR figure, and below it what it is made of when it is more than the match points. */
function PointsFigure(props: { figure: string; parts: string | null }) {
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{props.figure}</span>
      {props.parts && (
        <Text fontSize="xs" fontWeight="normal" color="fg.muted" maxW="40" lineHeight="short">
          {props.parts}
        </Text>
      )}
    </>
  );
}
