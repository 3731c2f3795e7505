import { Button, ButtonGroup, Field, Flex, Input, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import {
  TEAM_CHOICES,
  TOURNEY_MESSAGES,
  type TourneyMode,
  tourneyNameProblem,
  WINNING_SETS_MAX,
  WINNING_SETS_MIN,
} from '@kicker/events/tourneyRules';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { commandFailed } from './commandFailed';
import { useCreateTourney } from './useCreateTourney';

/** SPEC §5: both winning-set fields are fixed at 1 (shown disabled). */
const WINNING_SETS = 1;

/**
 * SPEC §5 'New tourney form': name 5-30 characters, mode 1vs1 (default) or 2vs2, random teams, the
 * winning sets fixed at 1, a match for third place (default on). Create, then back to the list.
 */
export function NewTourneyForm({ organisationId }: { organisationId: string }) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [mode, setMode] = useState<TourneyMode>(1);
  const [rank3, setRank3] = useState(true);
  const [create, creating] = useCreateTourney();
  const problem = tourneyNameProblem(name);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (problem) return;
    create(
      {
        organisationId,
        name: name.trim(),
        mode,
        rank3,
        teams: 'random',
        winningSets: WINNING_SETS,
        finalWinningSets: WINNING_SETS,
      },
      { done: () => navigate('/games/tourney'), failed: commandFailed },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label="New tourney">
      <Stack gap="5" maxW="xl">
        <Field.Root required invalid={touched && problem !== null}>
          <Field.Label>
            Name <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={name}
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
            onBlur={() => setTouched(true)}
          />
          {touched && problem ? (
            // fg.error (red.500) is too faint for small text on the light background (axe).
            <Field.ErrorText color="red.fg">{problem}</Field.ErrorText>
          ) : (
            <Field.HelperText>{TOURNEY_MESSAGES.nameLength}</Field.HelperText>
          )}
        </Field.Root>
        <Stack gap="1.5">
          <Text id="tourney-mode" textStyle="sm" fontWeight="medium">
            Mode
          </Text>
          <ButtonGroup
            attached
            variant="outline"
            colorPalette="felt"
            role="group"
            aria-labelledby="tourney-mode"
          >
            {([1, 2] as const).map((m) => (
              <Button
                key={m}
                minH="11"
                variant={mode === m ? 'solid' : 'outline'}
                aria-pressed={mode === m}
                onClick={() => setMode(m)}
              >
                {m === 1 ? '1vs1' : '2vs2'}
              </Button>
            ))}
          </ButtonGroup>
        </Stack>
        <Stack gap="1.5">
          <Text id="tourney-teams" textStyle="sm" fontWeight="medium">
            Teams
          </Text>
          <ButtonGroup
            attached
            variant="outline"
            colorPalette="felt"
            role="group"
            aria-labelledby="tourney-teams"
          >
            {TEAM_CHOICES.map((choice) => (
              <Button
                key={choice.value}
                minH="11"
                disabled={!choice.enabled}
                variant={choice.value === 'random' ? 'solid' : 'outline'}
                aria-pressed={choice.value === 'random'}
              >
                {choice.label}
              </Button>
            ))}
          </ButtonGroup>
        </Stack>
        <SimpleGrid columns={2} gap="3">
          <Field.Root disabled>
            <Field.Label>Winning sets</Field.Label>
            <Input
              type="number"
              min={WINNING_SETS_MIN}
              max={WINNING_SETS_MAX}
              value={WINNING_SETS}
              readOnly
            />
          </Field.Root>
          <Field.Root disabled>
            <Field.Label>Final winning sets</Field.Label>
            <Input
              type="number"
              min={WINNING_SETS_MIN}
              max={WINNING_SETS_MAX}
              value={WINNING_SETS}
              readOnly
            />
          </Field.Root>
        </SimpleGrid>
        <Switch.Root checked={rank3} onCheckedChange={(e) => setRank3(e.checked)} colorPalette="felt">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Match for 3rd place</Switch.Label>
        </Switch.Root>
        <Flex gap="3" justify="flex-end">
          <Button variant="outline" minH="11" onClick={() => navigate('/games/tourney')}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="felt" minH="11" disabled={problem !== null} loading={creating}>
            Create
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
