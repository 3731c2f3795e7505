import { Button, Field, Flex, Input, Text } from '@chakra-ui/react';
import { tourneyScoreProblem } from '@kicker/events/tourneyRules';
import { useState } from 'react';
import { AlertDialog } from '../../app/AlertDialog';
import { parseScore } from '../../lib/tourney';

/**
 * Issue 28: an admin corrects a decided result (a typo that locked the match) instead of resetting
 * the whole plan. The bracket is decided again as if this score had been entered.
 */
export function CorrectScoreDialog(props: {
  open: boolean;
  home: string;
  away: string;
  scoreHome: number;
  scoreAway: number;
  busy: boolean;
  onClose: () => void;
  onSave: (scoreHome: number, scoreAway: number) => void;
}) {
  const [home, setHome] = useState(String(props.scoreHome));
  const [away, setAway] = useState(String(props.scoreAway));
  const h = parseScore(home);
  const a = parseScore(away);
  const problem =
    h === null || a === null ? 'Scores are whole numbers from 0 to 6' : tourneyScoreProblem(h, a);
  const unchanged = h === props.scoreHome && a === props.scoreAway;
  return (
    <AlertDialog
      open={props.open}
      title="Correct the result"
      text={
        <>
          <Text mb="3">
            The bracket is decided again as if this score had been entered. Without a 6 the match is open
            again.
          </Text>
          <Flex gap="3">
            <Field.Root>
              <Field.Label>{props.home}</Field.Label>
              <Input inputMode="numeric" value={home} onChange={(e) => setHome(e.target.value)} />
            </Field.Root>
            <Field.Root>
              <Field.Label>{props.away}</Field.Label>
              <Input inputMode="numeric" value={away} onChange={(e) => setAway(e.target.value)} />
            </Field.Root>
          </Flex>
          {problem && (
            <Text mt="2" fontSize="sm" color="fg.error">
              {problem}
            </Text>
          )}
        </>
      }
      onClose={props.onClose}
      actions={
        <>
          <Button variant="outline" minH="11" onClick={props.onClose}>
            Cancel
          </Button>
          <Button
            minH="11"
            colorPalette="felt"
            loading={props.busy}
            disabled={problem !== null || unchanged}
            onClick={() => h !== null && a !== null && props.onSave(h, a)}
          >
            Save correction
          </Button>
        </>
      }
    />
  );
}
