import { Box, Card, Flex, Grid, HStack, Heading, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';

/** A block of the detail and group pages: a heading, its actions and the content. */
export function Block({
  title,
  actions,
  children,
  testId,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card.Root as="section" aria-label={title} borderRadius="xl" data-testid={testId}>
      <Card.Header pb="0">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" minH="8">
          <Heading as="h3" size="md">
            {title}
          </Heading>
          {actions ? (
            <Flex gap="2" wrap="wrap">
              {actions}
            </Flex>
          ) : null}
        </Flex>
      </Card.Header>
      <Card.Body pt="4">{children}</Card.Body>
    </Card.Root>
  );
}

/** Label / value pairs, two columns. */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <Grid as="dl" templateColumns="minmax(7rem, max-content) 1fr" columnGap="5" rowGap="2.5">
      {children}
    </Grid>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Box as="dd" fontSize="sm" minW="0">
        {children}
      </Box>
    </>
  );
}

/** A colour dot before a name: a status in a legend, a booking channel. */
export function DotLabel({
  color,
  fontSize,
  children,
}: {
  color: string;
  fontSize?: string;
  children: ReactNode;
}) {
  return (
    <HStack gap="1.5">
      <Box w="2.5" h="2.5" borderRadius="full" flexShrink="0" style={{ background: color }} />
      <Text fontSize={fontSize}>{children}</Text>
    </HStack>
  );
}

/** A booking channel as the detail pages show it: its colour (grey when it has none) and name. */
export function SourceValue({ color, name }: { color: string | null | undefined; name: string }) {
  return <DotLabel color={color ?? 'var(--chakra-colors-gray-400)'}>{name}</DotLabel>;
}

/** One line of an {@link AmountGrid}. */
export interface AmountLine {
  label: string;
  value: ReactNode;
  /** Set in bold (a total, a balance). */
  strong?: boolean;
  /** Money still owed: in the error colour. */
  owed?: boolean;
}

/** Labels and their figures aligned to the end: a stay's or a group's total and balance. */
export function AmountGrid({
  lines,
  templateColumns = 'auto 1fr',
  columnGap = '4',
  testId,
}: {
  lines: AmountLine[];
  templateColumns?: string;
  columnGap?: string;
  testId?: string;
}) {
  return (
    <Grid
      templateColumns={templateColumns}
      columnGap={columnGap}
      rowGap="1"
      fontSize="sm"
      data-testid={testId}
    >
      {lines.map(({ label, value, strong, owed }) => (
        <Fragment key={label}>
          <Text color="fg.muted">{label}</Text>
          <Text
            textAlign="end"
            fontWeight={strong ? 'semibold' : undefined}
            fontVariantNumeric="tabular-nums"
            color={owed ? 'fg.error' : undefined}
          >
            {value}
          </Text>
        </Fragment>
      ))}
    </Grid>
  );
}
