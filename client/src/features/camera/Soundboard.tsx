import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Coins, Crosshair, OctagonX } from 'lucide-react';
import { playBountyCollected, playBountyStarted, playBuzz } from '../../lib/sound';

/** The app's own event sounds (SPEC §4 bounty dialogs, §5 the pointless Six in a Row), playable. */
const SOUNDS = [
  {
    label: 'New bounty',
    when: 'A player starts a win streak bounty',
    icon: Crosshair,
    play: playBountyStarted,
  },
  {
    label: 'Bounty collected',
    when: 'Someone beats the bounty carrier',
    icon: Coins,
    play: playBountyCollected,
  },
  { label: 'Not on a 6:0', when: 'Six in a Row ticked on a 6:0', icon: OctagonX, play: playBuzz },
];

/** SPEC §2 Sounds without a configured soundboard: the sounds the app itself plays, one button each. */
export function Soundboard() {
  return (
    <Stack gap="3">
      <Text color="fg.muted">The sounds the app plays at the table. Tap one to hear it.</Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
        {SOUNDS.map(({ label, when, icon: Icon, play }) => (
          <Button
            key={label}
            onClick={play}
            variant="surface"
            colorPalette="felt"
            h="auto"
            py="5"
            justifyContent="flex-start"
            textAlign="start"
            whiteSpace="normal"
          >
            <Icon size={28} aria-hidden />
            <Stack gap="0">
              <Text fontWeight="semibold" fontSize="md">
                {label}
              </Text>
              <Text fontSize="sm" fontWeight="normal" color="fg.muted">
                {when}
              </Text>
            </Stack>
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
