import { Box, Button, Card, Code, Flex, Text } from '@chakra-ui/react';
import { Copy } from 'lucide-react';
import { copyToClipboard } from '../../app/copyToClipboard';

/** The curl line that reads the organisation with a key (what the analyst tries first). */
export const curlExample = (origin: string, key: string) =>
  `curl -s ${origin}/graphql -H 'content-type: application/json' -H 'x-api-key: ${key}' -d '{"query":"{ viewer { statsOrganisation { name } } }"}'`;

/** A key just made: shown this once, with a copy button and a curl example (issue 28). */
export function NewApiKey({ apiKey }: { apiKey: string }) {
  const curl = curlExample(window.location.origin, apiKey);
  return (
    <Card.Root size="sm" borderColor="felt.solid" role="region" aria-label="Your new key">
      <Card.Body gap="3">
        <Text fontWeight="semibold">Your new key: copy it now, it is shown only once.</Text>
        <Flex gap="2" align="center" wrap="wrap">
          <Code flex="1" minW="0" p="2" wordBreak="break-all" aria-label="New API key">
            {apiKey}
          </Code>
          <Button size="sm" colorPalette="felt" onClick={() => copyToClipboard(apiKey)}>
            <Copy size={14} /> Copy key
          </Button>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          Try it:
        </Text>
        <Code display="block" p="2" whiteSpace="pre-wrap" wordBreak="break-all" fontSize="xs">
          {curl}
        </Code>
        <Box>
          <Button size="sm" variant="outline" onClick={() => copyToClipboard(curl)}>
            <Copy size={14} /> Copy curl example
          </Button>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
