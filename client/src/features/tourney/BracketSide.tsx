import { Flex, Input, Stack, Text } from '@chakra-ui/react';
import { BYE_NAME } from '@kicker/events/tourneyRules';
import { Trophy } from 'lucide-react';
import { Fragment, useState } from 'react';
import { NAME_LIMIT } from '../../lib/names';
import { parseScore } from '../../lib/tourney';
import type { PlayerName_player$key } from '../../ui/__generated__/PlayerName_player.graphql';
import { PlayerName } from '../../ui/PlayerName';

export interface SideView {
  readonly isBye: boolean;
  readonly players: readonly ({
    readonly id: string;
    readonly displayName: string;
  } & PlayerName_player$key)[];
}

/** The names of a side for labels: 'Anna & Ben', or who is still to come. */
export const sideLabel = (side: SideView) =>
  side.isBye
    ? BYE_NAME
    : side.players.length
      ? side.players.map((p) => p.displayName).join(' & ')
      : 'Open slot';

/**
 * One side of a bracket match: its names (cut at 12, SPEC §9; both in 2 vs 2), its score (an input
 * while it may be scored, else the figure), the winner highlighted, a trophy for the champion.
 */
export function BracketSide(props: {
  side: SideView;
  score: number | null;
  won: boolean;
  champion: boolean;
  /** Null: the input is disabled (SPEC §5: locked, a bye, a side still empty, or not the viewer's to score). */
  onScore: ((score: number) => void) | null;
  /** The TV view: larger, and the score as a figure, never an input. */
  tv?: boolean;
}) {
  const { side, score, won, champion, onScore, tv } = props;
  return (
    <Flex
      align="center"
      gap="2"
      px="2"
      py="1"
      borderRadius="md"
      bg={won ? 'felt.muted' : undefined}
      fontWeight={won ? 'bold' : undefined}
      data-winner={won ? '' : undefined}
    >
      {/* On the wall one size: the bracket is scaled to the screen as a whole (ui/FitToScreen). */}
      <Stack gap="0" flex="1" minW="0" fontSize={tv ? '2xl' : 'md'}>
        {side.players.length === 0 ? (
          <Text color="fg.muted" fontStyle="italic">
            {side.isBye ? BYE_NAME : '…'}
          </Text>
        ) : (
          side.players.map((p, i) => (
            <Fragment key={p.id}>
              <Text truncate>
                {i > 0 && (
                  <Text as="span" aria-hidden="true" fontWeight="medium">
                    &amp;{' '}
                  </Text>
                )}
                <PlayerName player={p} limit={NAME_LIMIT.bracket} />
              </Text>
            </Fragment>
          ))
        )}
      </Stack>
      {champion && (
        <Trophy
          size={tv ? 36 : 20}
          color="var(--chakra-colors-orange-500)"
          role="img"
          aria-label="Champion"
        />
      )}
      {!tv ? (
        <ScoreInput score={score} label={`${sideLabel(side)} score`} onScore={onScore} />
      ) : (
        <Text
          fontSize={tv ? '3xl' : 'xl'}
          fontVariantNumeric="tabular-nums"
          minW={tv ? '12' : '8'}
          textAlign="center"
          aria-label={`${sideLabel(side)} score`}
        >
          {score ?? '–'}
        </Text>
      )}
    </Flex>
  );
}

/**
 * SPEC §5 'Tourney match score': 0 to 6, a large touch target. A value that reads as a score is sent
 * at once; what is typed shows until the server's answer replaces it.
 */
function ScoreInput(props: {
  score: number | null;
  label: string;
  onScore: ((score: number) => void) | null;
}) {
  const shown = props.score === null ? '' : String(props.score);
  const [draft, setDraft] = useState<{ text: string; from: string } | null>(null);
  // A new score from the server (own or someone else's) replaces what was typed.
  const text = draft && draft.from === shown ? draft.text : shown;
  return (
    <Input
      type="number"
      inputMode="numeric"
      min={0}
      max={6}
      step={1}
      w="16"
      h="12"
      px="1"
      fontSize="xl"
      textAlign="center"
      fontVariantNumeric="tabular-nums"
      aria-label={props.label}
      value={text}
      disabled={!props.onScore}
      // A decided score reads as a figure at full contrast; an input still waiting stays faint.
      _disabled={
        props.score === null ? undefined : { opacity: 1, borderColor: 'transparent', cursor: 'default' }
      }
      onFocus={(e) => e.target.select()}
      onChange={(e) => {
        setDraft({ text: e.target.value, from: shown });
        const value = parseScore(e.target.value);
        if (value !== null && value !== props.score) props.onScore?.(value);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
