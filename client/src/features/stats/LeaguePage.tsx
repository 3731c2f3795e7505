import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { type Countdown, checkTarget, countdownTo, LEAGUE_START, TICK_MS } from '../../lib/countdown';

const PARTS: [keyof Omit<Countdown, 'over'>, string][] = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
];

/**
 * SPEC §2 League tab: the countdown to the new league season (2023-06-01T00:00:00 local), ticking
 * every second, and the 'Join League' button, which does nothing yet. The date has passed, so the
 * countdown stands at zero like a scoreboard after the final whistle, and says so.
 */
export default function LeaguePage() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const countdown = countdownTo(LEAGUE_START, now);
  // SPEC: a bad target date is logged (lib/countdown.ts), once when the tab opens.
  useEffect(() => void checkTarget(LEAGUE_START), []);
  return (
    <Stack gap="6" align="center" textAlign="center" py={{ base: '6', md: '12' }}>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        The new League Season starts in
      </Heading>
      {countdown && (
        <HStack gap={{ base: '2', md: '4' }} role="timer" aria-live="off">
          {PARTS.map(([part, label]) => (
            <Stack
              key={part}
              gap="1"
              align="center"
              bg="gray.900"
              color="gray.50"
              borderRadius="l3"
              px={{ base: '3', md: '5' }}
              py={{ base: '3', md: '4' }}
              minW={{ base: '16', md: '24' }}
              borderWidth="1px"
              borderColor="gray.700"
            >
              <Text
                fontSize={{ base: '3xl', md: '5xl' }}
                fontWeight="bold"
                fontFamily="mono"
                fontVariantNumeric="tabular-nums"
                lineHeight="1"
              >
                {String(countdown[part]).padStart(2, '0')}
              </Text>
              <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="gray.400">
                {label}
              </Text>
            </Stack>
          ))}
        </HStack>
      )}
      {countdown?.over && (
        <Box maxW="md">
          <Text color="fg.muted">
            Final whistle: the league season began on 1 June 2023 and is on. Record your matches and climb the
            season table.
          </Text>
        </Box>
      )}
      <Button colorPalette="felt" size="lg" onClick={() => {}}>
        Join League
      </Button>
    </Stack>
  );
}
