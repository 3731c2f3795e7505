import { Badge, Box, Heading, Text } from '@chakra-ui/react';

/** A screen a later issue fills in: clearly marked, inside the real shell. */
export function Placeholder({ title, issue }: { title: string; issue: string }) {
  return (
    <Box
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      rounded="l3"
      p={{ base: '5', md: '8' }}
      bg="bg.panel"
    >
      <Badge colorPalette="orange" mb="3">
        Placeholder
      </Badge>
      <Heading size="lg" mb="2">
        {title}
      </Heading>
      <Text color="fg.muted">This screen arrives with {issue}.</Text>
    </Box>
  );
}

export default Placeholder;
