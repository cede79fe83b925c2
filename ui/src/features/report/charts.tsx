import { Box, HStack, Stack, Text } from '@chakra-ui/react';

/**
 * Small SVG charts of the sales report. The architecture names nivo for charts, but no @nivo
 * package is installed in this repository yet; these draw the same charts without a library
 * and can be swapped for @nivo/pie and @nivo/bar once they are added.
 */

export const PALETTE = [
  '#1c7df6',
  '#2f9e44',
  '#f08c00',
  '#ae3ec9',
  '#e03131',
  '#0c8599',
  '#5c7cfa',
];

export interface Slice {
  id: string;
  label: string;
  value: number;
  color: string;
}

const arc = (cx: number, cy: number, r: number, from: number, to: number) => {
  const x1 = cx + r * Math.sin(from);
  const y1 = cy - r * Math.cos(from);
  const x2 = cx + r * Math.sin(to);
  const y2 = cy - r * Math.cos(to);
  const large = to - from > Math.PI ? 1 : 0;
  return `M ${x1} ${y1} A ${r} ${r} 0 ${large} 1 ${x2} ${y2}`;
};

/** A doughnut of the positive slices with a legend (label, amount, share). */
export function Doughnut({
  slices,
  format,
  label,
}: {
  slices: Slice[];
  format: (value: number) => string;
  label: string;
}) {
  const shown = slices.filter((s) => s.value > 0);
  const total = shown.reduce((sum, s) => sum + s.value, 0);
  let angle = 0;
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align="center">
      <svg width="160" height="160" viewBox="0 0 160 160" role="img" aria-label={label}>
        <circle cx="80" cy="80" r="58" fill="none" stroke="#e9ecef" strokeWidth="28" />
        {shown.length === 1 ? (
          <circle cx="80" cy="80" r="58" fill="none" stroke={shown[0]!.color} strokeWidth="28" />
        ) : (
          shown.map((slice) => {
            const from = angle;
            angle += (slice.value / total) * Math.PI * 2;
            return (
              <path
                key={slice.id}
                d={arc(80, 80, 58, from, angle)}
                fill="none"
                stroke={slice.color}
                strokeWidth="28"
              >
                <title>{`${slice.label}: ${format(slice.value)}`}</title>
              </path>
            );
          })
        )}
      </svg>
      <Stack gap="1.5" flex="1" minW="0" w="full">
        {slices.map((slice) => (
          <HStack key={slice.id} justify="space-between" gap="3" fontSize="sm">
            <HStack gap="2" minW="0">
              <Box w="3" h="3" borderRadius="sm" bg={slice.color} flexShrink="0" />
              <Text truncate>{slice.label}</Text>
            </HStack>
            <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
              {format(slice.value)}
              {total > 0 && slice.value > 0 ? (
                <Text as="span" color="fg.muted" ms="2">
                  {Math.round((slice.value / total) * 100)}%
                </Text>
              ) : null}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}

/** Horizontal bars, one per item; `marks` tags items (max / min). */
export function Bars({
  items,
  format,
  marks = {},
}: {
  items: { id: string; label: string; value: number; color?: string }[];
  format: (value: number) => string;
  marks?: Record<string, { text: string; color: string }>;
}) {
  const top = Math.max(1, ...items.map((i) => Math.abs(i.value)));
  return (
    <Stack gap="2.5">
      {items.map((item) => {
        const mark = marks[item.id];
        return (
          <Box key={item.id}>
            <HStack justify="space-between" fontSize="sm" mb="1" gap="2">
              <HStack gap="2" minW="0">
                <Text truncate>{item.label}</Text>
                {mark ? (
                  <Text
                    as="span"
                    fontSize="xs"
                    fontWeight="semibold"
                    color="white"
                    bg={mark.color}
                    px="1.5"
                    borderRadius="sm"
                  >
                    {mark.text}
                  </Text>
                ) : null}
              </HStack>
              <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {format(item.value)}
              </Text>
            </HStack>
            <Box h="2.5" bg="bg.muted" borderRadius="full" overflow="hidden">
              <Box
                h="full"
                w={`${(Math.max(0, item.value) / top) * 100}%`}
                bg={mark?.color ?? item.color ?? PALETTE[0]}
                borderRadius="full"
              />
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}

/** Two stacked columns (the previous period and this one) of room and services sales. */
export function StackedColumns({
  columns,
  series,
  format,
  label,
}: {
  columns: { label: string; values: number[]; caption?: string }[];
  series: { label: string; color: string }[];
  format: (value: number) => string;
  label: string;
}) {
  const height = 180;
  const top = Math.max(1, ...columns.map((c) => c.values.reduce((s, v) => s + Math.max(0, v), 0)));
  return (
    <Stack gap="3">
      <HStack
        align="end"
        justify="space-around"
        h={`${height + 48}px`}
        role="img"
        aria-label={label}
      >
        {columns.map((column) => {
          const total = column.values.reduce((s, v) => s + v, 0);
          return (
            <Stack key={column.label} align="center" gap="1" w="28">
              <Text fontSize="xs" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {format(total)}
              </Text>
              <Stack gap="0" w="16" direction="column-reverse">
                {column.values.map((value, i) => (
                  <Box
                    key={series[i]!.label}
                    h={`${(Math.max(0, value) / top) * height}px`}
                    bg={series[i]!.color}
                    title={`${series[i]!.label}: ${format(value)}`}
                  />
                ))}
              </Stack>
              <Text fontSize="xs" color="fg.muted" textAlign="center">
                {column.label}
              </Text>
              {column.caption ? (
                <Text fontSize="xs" fontWeight="semibold" textAlign="center">
                  {column.caption}
                </Text>
              ) : null}
            </Stack>
          );
        })}
      </HStack>
      <HStack gap="4" justify="center" fontSize="sm">
        {series.map((s) => (
          <HStack key={s.label} gap="2">
            <Box w="3" h="3" borderRadius="sm" bg={s.color} />
            <Text>{s.label}</Text>
          </HStack>
        ))}
      </HStack>
    </Stack>
  );
}
