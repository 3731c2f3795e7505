import {
  Box,
  Card,
  Field,
  Flex,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ArrowUpDown, Minus, Plus } from 'lucide-react';
import {
  canDecrement,
  canIncrement,
  defenseLabel,
  type GameMode,
  type Lineup,
  OFFENSE_LABEL,
  stepScore,
  TEAM_LABEL,
  type TeamId,
} from '../../lib/addGame';

export interface PlayerOption {
  id: string;
  label: string;
}

interface TeamCardProps {
  team: TeamId;
  mode: GameMode;
  lineup: Lineup;
  players: readonly PlayerOption[];
  score: string;
  otherScore: string;
  scoreError: string | null;
  onPick: (position: keyof Lineup, playerId: string | null) => void;
  onSwitchLineup: () => void;
  onScore: (value: string) => void;
  /**
   * Live mode (SPEC §4): the server keeps the score, so plus and minus are goals and undos, the
   * score is not typed and the players stay as the game has them. Null otherwise.
   */
  live?: { canPlus: boolean; canMinus: boolean; onStep: (by: 1 | -1) => void } | null;
}

/** One side of the table: its players by position and its score, big enough for a thumb. */
export function TeamCard(props: TeamCardProps) {
  const {
    team,
    mode,
    lineup,
    players,
    score,
    otherScore,
    scoreError,
    onPick,
    onSwitchLineup,
    onScore,
    live,
  } = props;
  const step = (by: 1 | -1) => (live ? live.onStep(by) : onScore(stepScore(score, by)));
  const label = TEAM_LABEL[team];
  return (
    <Card.Root variant="outline" size="sm" flex="1" minW="0" data-team={team}>
      <Card.Body gap="3" p={{ base: '3', sm: '4' }}>
        {/* The team and its score on one line, as on a scoreboard; its players below. */}
        <Field.Root invalid={Boolean(scoreError)}>
          <Flex align="center" justify="space-between" gap="2" w="full" wrap="wrap">
            <Flex align="center" gap="2" minW="0">
              <Box
                aria-hidden
                boxSize="4"
                flexShrink="0"
                rounded="full"
                borderWidth="2px"
                borderColor="fg.muted"
                bg={team === 'whites' ? 'white' : 'gray.900'}
              />
              <Text as="h2" fontWeight="bold" fontSize="lg" truncate>
                {label}
              </Text>
            </Flex>
            <HStack gap="1.5">
              <IconButton
                size="lg"
                variant="outline"
                aria-label={`Minus ${label}`}
                disabled={live ? !live.canMinus : !canDecrement(score)}
                onClick={() => step(-1)}
              >
                <Minus />
              </IconButton>
              <Input
                aria-label={`${label} score`}
                inputMode="numeric"
                autoComplete="off"
                value={score}
                readOnly={Boolean(live)}
                onChange={(e) => onScore(e.target.value)}
                onFocus={(e) => e.target.select()}
                w="12"
                h="11"
                px="1"
                textAlign="center"
                fontSize="2xl"
                fontWeight="bold"
              />
              <IconButton
                size="lg"
                variant="outline"
                aria-label={`Plus ${label}`}
                disabled={live ? !live.canPlus : !canIncrement(score, otherScore)}
                onClick={() => step(1)}
              >
                <Plus />
              </IconButton>
            </HStack>
          </Flex>
          <Field.ErrorText alignSelf="flex-end">{scoreError}</Field.ErrorText>
        </Field.Root>
        <Flex gap="2" align="stretch">
          <Stack gap="2" flex="1" minW="0">
            <PlayerSelect
              label={`${label} ${defenseLabel(mode)}`}
              visibleLabel={defenseLabel(mode)}
              value={lineup.defense}
              disabled={Boolean(live)}
              players={players}
              onChange={(id) => onPick('defense', id)}
            />
            {mode === 2 && (
              <PlayerSelect
                label={`${label} ${OFFENSE_LABEL}`}
                visibleLabel={OFFENSE_LABEL}
                value={lineup.offense}
                disabled={Boolean(live)}
                players={players}
                onChange={(id) => onPick('offense', id)}
              />
            )}
          </Stack>
          {mode === 2 && (
            <IconButton
              alignSelf="center"
              variant="subtle"
              size="lg"
              aria-label={`Switch ${label} defense and offense`}
              disabled={Boolean(live)}
              onClick={onSwitchLineup}
            >
              <ArrowUpDown />
            </IconButton>
          )}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

function PlayerSelect({
  label,
  visibleLabel,
  value,
  disabled,
  players,
  onChange,
}: {
  label: string;
  visibleLabel: string;
  value: string | null;
  disabled?: boolean;
  players: readonly PlayerOption[];
  onChange: (id: string | null) => void;
}) {
  return (
    <Flex align="center" gap="2">
      <Text fontSize="sm" color="fg.muted" w="16" flexShrink="0" aria-hidden>
        {visibleLabel}
      </Text>
      <NativeSelect.Root size="lg" flex="1" minW="0" disabled={disabled}>
        <NativeSelect.Field
          aria-label={label}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value || null)}
        >
          <option value="">Choose a player</option>
          {players.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}
