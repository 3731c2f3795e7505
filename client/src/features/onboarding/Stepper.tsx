import { Box, Circle, Flex, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';

/** The onboarding's three steps as an ordered list; the current one is marked for screen readers too. */
export function Stepper({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <Flex as="ol" aria-label="Onboarding steps" gap="2" mb="6" listStyleType="none" align="center">
      {steps.map((title, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <Flex
            as="li"
            key={title}
            align="center"
            gap="2"
            flex={index < steps.length - 1 ? '1' : '0 0 auto'}
            aria-current={active ? 'step' : undefined}
          >
            <Circle
              size="8"
              flexShrink={0}
              fontSize="sm"
              fontWeight="semibold"
              bg={done || active ? 'felt.solid' : 'bg.muted'}
              color={done || active ? 'felt.contrast' : 'fg.muted'}
            >
              {done ? <Check size={16} aria-label="done" /> : index + 1}
            </Circle>
            <Text
              fontSize="sm"
              fontWeight={active ? 'semibold' : 'normal'}
              hideBelow={active ? undefined : 'md'}
              whiteSpace="nowrap"
            >
              {title}
            </Text>
            {index < steps.length - 1 && (
              <Box flex="1" h="2px" minW="3" bg={done ? 'felt.solid' : 'border'} />
            )}
          </Flex>
        );
      })}
    </Flex>
  );
}
