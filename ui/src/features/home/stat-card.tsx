import { Box, chakra, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';

export type Icon = ComponentType<{ boxSize?: string }>;

/** A dashboard's big figure: a count or an amount, its digits lined up. */
const Figure = chakra('p', {
  base: {
    fontSize: '3xl',
    fontWeight: 'semibold',
    lineHeight: '1',
    fontVariantNumeric: 'tabular-nums',
  },
});

/** A dashboard's big figure; its test id names the card it is on. */
export function StatValue({ testId, children }: { testId: string; children: ReactNode }) {
  return <Figure data-testid={`${testId}-value`}>{children}</Figure>;
}

/** A figure's head: its icon (in the tab's colour, or the brand's), its label, and what is beside. */
export function StatHead({
  icon: HeadIcon,
  color,
  label,
  aside,
}: {
  icon: Icon;
  color?: string;
  label: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Flex w="full" justify="space-between" align="center" gap="2">
      <HStack gap="2" minW="0">
        <Box
          as="span"
          display="inline-flex"
          color={color ? undefined : 'brand.fg'}
          style={color ? { color } : undefined}
        >
          <HeadIcon boxSize="4" />
        </Box>
        {label}
      </HStack>
      {aside}
    </Flex>
  );
}

/** A figure on the home dashboard: its icon, label and value, and a line or two under it. */
export function StatCard({
  icon,
  label,
  value,
  color,
  aside,
  testId,
  children,
}: {
  icon: Icon;
  label: string;
  value: string;
  /** The tab's colour (cards without a tab use the brand's). */
  color?: string;
  aside?: ReactNode;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Stack
      layerStyle="card"
      p="5"
      gap="2"
      data-testid={testId}
      style={color ? { borderTop: `3px solid ${color}` } : undefined}
    >
      <StatHead
        icon={icon}
        {...(color ? { color } : {})}
        label={
          <Text fontSize="sm" color="fg.muted">
            {label}
          </Text>
        }
        aside={aside}
      />
      <StatValue testId={testId}>{value}</StatValue>
      {children}
    </Stack>
  );
}
