import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  HStack,
  IconButton,
  Popover,
  Portal,
  Text,
} from '@chakra-ui/react';
import { Trophy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { graphql, useFragment } from 'react-relay';
import { challengeTitle, isNewChallenge } from '../../lib/challenge';
import type { ChallengeFlyout_organisation$key } from './__generated__/ChallengeFlyout_organisation.graphql';
import { STATS_TABS_END } from './statsParams';

function useChallenge(key: ChallengeFlyout_organisation$key) {
  const org = useFragment(
    graphql`
      fragment ChallengeFlyout_organisation on Organisation {
        config {
          currentChallenge {
            name
            description
            points
            changedOn
          }
        }
      }
    `,
    key,
  );
  const challenge = org.config.currentChallenge;
  return { ...challenge, isNew: isNewChallenge(challenge.changedOn, new Date()) };
}

const NewBadge = () => (
  <Badge colorPalette="orange" variant="solid" size="sm">
    NEW
  </Badge>
);

/** SPEC §2, desktop: the current challenge behind a button, marked NEW for 14 days after a change. */
export function ChallengeFlyout(props: { organisation: ChallengeFlyout_organisation$key }) {
  const c = useChallenge(props.organisation);
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button variant="outline" size="sm" display={{ base: 'none', md: 'inline-flex' }}>
          <Trophy aria-hidden /> Current Challenge (+{c.points}) {c.isNew && <NewBadge />}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs">
            <Popover.Arrow />
            <Popover.Body>
              <HStack justify="space-between" mb="2">
                <Popover.Title fontWeight="semibold">{challengeTitle(c.points)}</Popover.Title>
                {c.isNew && <NewBadge />}
              </HStack>
              <Text>{c.description}</Text>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/**
 * SPEC §2, phone: a challenge icon in the stats' tab bar (the bar's end, STATS_TABS_END) that opens
 * 'Current Challenge (+points)' with the description.
 */
export function ChallengeIcon(props: { organisation: ChallengeFlyout_organisation$key }) {
  const c = useChallenge(props.organisation);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(document.getElementById(STATS_TABS_END)), []);
  if (!slot) return null;
  return createPortal(
    <Dialog.Root placement="center" lazyMount unmountOnExit>
      <Dialog.Trigger asChild>
        <IconButton
          aria-label={c.isNew ? `${challengeTitle(c.points)}, new` : challengeTitle(c.points)}
          variant="ghost"
          size="md"
          position="relative"
          display={{ base: 'inline-flex', md: 'none' }}
        >
          <Trophy />
          {c.isNew && (
            <Box
              position="absolute"
              top="1.5"
              right="1.5"
              w="2"
              h="2"
              borderRadius="full"
              bg="orange.solid"
            />
          )}
        </IconButton>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{challengeTitle(c.points)}</Dialog.Title>
              {c.isNew && <NewBadge />}
            </Dialog.Header>
            <Dialog.Body>
              <Text>{c.description}</Text>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>,
    slot,
  );
}
