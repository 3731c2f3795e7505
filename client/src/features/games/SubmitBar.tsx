import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { parseScore, type SubmitReason, TEAM_LABEL, type TeamId } from '../../lib/addGame';

export const SUBMIT_BAR_LABEL = 'Submit the match';

interface SubmitBarProps {
  scoreWhites: string;
  scoreBlacks: string;
  /** Why Submit is disabled (lib/addGame `submitReason`), or null when it may go. */
  reason: SubmitReason | null;
  submitting: boolean;
  onSubmit: () => void;
}

/**
 * Add Game's primary action in thumb reach: the score as entered, why Submit is disabled (or who
 * wins), and Submit. Sticky above the bottom bar on phones and at the window's end on desktops
 * (ui/kit.css `.kl-action-bar`), so it is never below the fold nor behind the bar.
 */
export function SubmitBar({ scoreWhites, scoreBlacks, reason, submitting, onSubmit }: SubmitBarProps) {
  const w = parseScore(scoreWhites);
  const b = parseScore(scoreBlacks);
  const winner: TeamId = (w ?? 0) > (b ?? 0) ? 'whites' : 'blacks';
  const reasonId = 'add-game-submit-reason';
  return (
    <Box
      as="section"
      aria-label={SUBMIT_BAR_LABEL}
      className="kl-action-bar"
      // Edge to edge on phones (the main column's padding), a card of its own on desktops.
      mx={{ base: '-3', md: '-6', lg: '0' }}
      px={{ base: '3', md: '6', lg: '4' }}
      py="3"
      bg="bg.panel"
      borderTopWidth="1px"
      borderWidth={{ lg: '1px' }}
      rounded={{ lg: 'l3' }}
      shadow={{ base: '0 -4px 12px -6px rgba(0, 0, 0, 0.2)', lg: 'sm' }}
    >
      <Flex align="center" gap="3">
        <Stack gap="0.5" flex="1" minW="0">
          <Flex align="center" gap="2" fontVariantNumeric="tabular-nums">
            <TeamDot team="whites" />
            <Text as="span" fontSize="sm" color="fg.muted">
              White
            </Text>
            <Text as="span" fontSize="xl" fontWeight="bold" lineHeight="short">
              {w ?? '–'}&thinsp;:&thinsp;{b ?? '–'}
            </Text>
            <Text as="span" fontSize="sm" color="fg.muted">
              Black
            </Text>
            <TeamDot team="blacks" />
          </Flex>
          <Text
            id={reasonId}
            fontSize="sm"
            lineHeight="short"
            aria-live="polite"
            color={!reason ? 'green.fg' : reason.kind === 'problem' ? 'fg.error' : 'fg.muted'}
            fontWeight={reason?.kind === 'problem' ? 'medium' : undefined}
          >
            {reason ? reason.text : `${TEAM_LABEL[winner]} wins`}
          </Text>
        </Stack>
        <Button
          size="xl"
          colorPalette="felt"
          minW={{ base: '28', lg: '40' }}
          disabled={reason !== null || submitting}
          loading={submitting}
          aria-describedby={reasonId}
          onClick={onSubmit}
        >
          Submit
        </Button>
      </Flex>
    </Box>
  );
}

function TeamDot({ team }: { team: TeamId }) {
  return (
    <Box
      aria-hidden
      boxSize="3"
      flexShrink="0"
      rounded="full"
      borderWidth="2px"
      borderColor="fg.muted"
      bg={team === 'whites' ? 'white' : 'gray.900'}
    />
  );
}
