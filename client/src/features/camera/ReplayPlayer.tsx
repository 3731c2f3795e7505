import { AspectRatio, Button, ButtonGroup, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CONTAIN } from './LiveStream';

/** SPEC §2 Replay: slow by default; 0.1 the slowest. */
export const REPLAY_RATES = [0.1, 0.25, 0.5, 1] as const;
export const DEFAULT_REPLAY_RATE = 0.5;

/**
 * One clip, playing at once (muted: browsers allow autoplay only so, and the camera records no
 * sound), with controls, slowed down, and arrows to the day's previous and next clips.
 */
export function ReplayPlayer(props: {
  src: string;
  label: string;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
}) {
  const { src, label, onPrevious, onNext } = props;
  const video = useRef<HTMLVideoElement>(null);
  const [rate, setRate] = useState<number>(DEFAULT_REPLAY_RATE);
  // The element forgets its rate when it loads another clip (`src`): set it again each time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new clip needs the rate again
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const apply = () => {
      element.defaultPlaybackRate = rate;
      element.playbackRate = rate;
    };
    apply();
    element.addEventListener('loadedmetadata', apply);
    return () => element.removeEventListener('loadedmetadata', apply);
  }, [rate, src]);

  const arrow = (direction: 'previous' | 'next', go: (() => void) | null) => (
    <IconButton
      aria-label={direction === 'previous' ? 'Previous replay' : 'Next replay'}
      variant="surface"
      size="lg"
      disabled={!go}
      onClick={() => go?.()}
    >
      {direction === 'previous' ? <ChevronLeft /> : <ChevronRight />}
    </IconButton>
  );

  return (
    <Stack gap="3" w="full" maxW="calc(65dvh * 16 / 9)" mx="auto">
      <AspectRatio
        ratio={16 / 9}
        w="full"
        maxW="calc(65dvh * 16 / 9)"
        mx="auto"
        bg="black"
        borderRadius="md"
        overflow="hidden"
        css={CONTAIN}
      >
        <video ref={video} key={src} src={src} autoPlay muted playsInline controls aria-label={label} />
      </AspectRatio>
      <HStack justify="space-between" gap="2" wrap="wrap">
        {arrow('previous', onPrevious)}
        <HStack gap="2">
          <Text fontSize="sm" color="fg.muted" hideBelow="sm">
            Speed
          </Text>
          <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Speed">
            {REPLAY_RATES.map((r) => (
              <Button
                key={r}
                aria-pressed={r === rate}
                variant={r === rate ? 'solid' : 'outline'}
                colorPalette="felt"
                onClick={() => setRate(r)}
              >
                {r}×
              </Button>
            ))}
          </ButtonGroup>
        </HStack>
        {arrow('next', onNext)}
      </HStack>
    </Stack>
  );
}
