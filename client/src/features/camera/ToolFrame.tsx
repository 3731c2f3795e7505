import { Box, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import type { Ref } from 'react';

/**
 * An organisation's external tool (SPEC §2: soundboard, archive, feedback) in a frame filling the
 * screen below the bars, with a way out for tools that refuse to be framed. The policy's frame-src
 * names exactly the configured tools (server/src/http/frameSources.ts).
 */
export function ToolFrame(props: {
  src: string;
  title: string;
  frameRef?: Ref<HTMLIFrameElement>;
  onLoad?: () => void;
}) {
  return (
    <Stack gap="2">
      <Box
        asChild
        w="full"
        h={{ base: 'calc(100dvh - 13rem)', lg: 'calc(100dvh - 11rem)' }}
        minH="96"
        borderWidth="1px"
        borderRadius="md"
        bg="bg"
      >
        <iframe
          ref={props.frameRef}
          src={props.src}
          title={props.title}
          allow="autoplay; fullscreen"
          referrerPolicy="no-referrer"
          onLoad={props.onLoad}
        />
      </Box>
      <ChakraLink
        href={props.src}
        target="_blank"
        rel="noopener noreferrer"
        fontSize="sm"
        color="fg.muted"
        alignSelf="flex-end"
      >
        Open {props.title.toLowerCase()} in a new tab <ExternalLink size={14} aria-hidden />
      </ChakraLink>
    </Stack>
  );
}
