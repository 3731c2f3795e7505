import { Box, Flex } from '@chakra-ui/react';
import { NavLink, Outlet } from 'react-router';

/** A tab bar of links to child routes (stats, games), scrollable on narrow screens. */
export function TabbedSection({ tabs, label }: { tabs: { to: string; label: string }[]; label: string }) {
  return (
    <Box>
      <Flex
        as="nav"
        aria-label={label}
        gap="1"
        overflowX="auto"
        borderBottomWidth="1px"
        mb="4"
        css={{ scrollbarWidth: 'none' }}
      >
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to} style={{ flexShrink: 0 }}>
            {({ isActive }) => (
              <Box
                px="3"
                py="2.5"
                fontSize="sm"
                fontWeight={isActive ? 'semibold' : 'medium'}
                color={isActive ? 'felt.fg' : 'fg.muted'}
                borderBottomWidth="2px"
                borderColor={isActive ? 'felt.solid' : 'transparent'}
                mb="-1px"
              >
                {tab.label}
              </Box>
            )}
          </NavLink>
        ))}
      </Flex>
      <Outlet />
    </Box>
  );
}
