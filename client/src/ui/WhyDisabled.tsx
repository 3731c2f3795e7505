import { Text } from '@chakra-ui/react';

/**
 * Why the button beside it is disabled, in words (issue 28: no button refuses in silence). The
 * button names it with `aria-describedby={id}`; nothing shows while there is no reason.
 */
export function WhyDisabled({ id, reasons }: { id: string; reasons: readonly string[] }) {
  if (reasons.length === 0) return null;
  return (
    <Text id={id} fontSize="sm" color="fg.muted" textAlign="end">
      {reasons.join(' ')}
    </Text>
  );
}
