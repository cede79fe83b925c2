import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { type BarCustomLayerProps, type BarDatum, ResponsiveBar } from '@nivo/bar';
import { Pie } from '@nivo/pie';
import { PALETTE } from './palette';

/**
 * The sales report's charts, drawn with nivo (@nivo/pie, @nivo/bar; loaded after the report's
 * figures, through lazy-charts.ts). Legends and amounts are written beside the charts, so every figure can be read
 * without hovering.
 */

/** The tooltip nivo shows on hover, in the app's look. */
function Tip({ label, value, color }: { label: string; value: string; color: string }) {
  return (
    <HStack
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      shadow="md"
      px="2"
      py="1"
      gap="2"
      fontSize="xs"
      whiteSpace="nowrap"
    >
      <Box w="2.5" h="2.5" borderRadius="sm" bg={color} />
      <Text>{label}</Text>
      <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </HStack>
  );
}

const axisTheme = { text: { fontSize: 11, fill: '#6c757d' } };

export interface Slice {
  id: string;
  label: string;
  value: number;
  color: string;
}

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
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align="center">
      {/* Each chart's text alternative is its box (role img, named); nivo's svg inside is
          presentational, so it is announced once. */}
      <Box role="img" aria-label={label} flexShrink="0">
        <Pie
          role="presentation"
          width={160}
          height={160}
          data={shown}
          colors={{ datum: 'data.color' }}
          innerRadius={0.62}
          padAngle={shown.length > 1 ? 1 : 0}
          cornerRadius={2}
          enableArcLabels={false}
          enableArcLinkLabels={false}
          activeOuterRadiusOffset={4}
          tooltip={({ datum }) => (
            <Tip label={String(datum.label)} value={format(datum.value)} color={datum.color} />
          )}
        />
      </Box>
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

const shorten = (text: string, max = 16) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** Horizontal bars, one per item, amounts at their ends; `marks` tags items (max / min). */
export function Bars({
  items,
  format,
  marks = {},
  label,
}: {
  items: { id: string; label: string; value: number; color?: string }[];
  format: (value: number) => string;
  marks?: Record<string, { text: string; color: string }>;
  label: string;
}) {
  // nivo draws horizontal bars from the bottom up: the first item goes last.
  const data = [...items]
    .reverse()
    .map((item) => ({ id: item.id, value: Math.max(0, item.value) }));
  const byId = new Map(items.map((item) => [item.id, item]));
  const marked = items.filter((item) => marks[item.id]);
  return (
    <Stack gap="2">
      <Box h={`${items.length * 40 + 24}px`} role="img" aria-label={label}>
        <ResponsiveBar
          role="presentation"
          data={data}
          keys={['value']}
          indexBy="id"
          layout="horizontal"
          margin={{ top: 4, right: 96, bottom: 4, left: 120 }}
          padding={0.35}
          colors={({ indexValue }) => {
            const item = byId.get(String(indexValue));
            return marks[String(indexValue)]?.color ?? item?.color ?? PALETTE[0]!;
          }}
          borderRadius={3}
          enableLabel={false}
          enableGridY={false}
          enableTotals
          valueFormat={(value) => format(value)}
          axisBottom={null}
          axisLeft={{
            tickSize: 0,
            tickPadding: 8,
            format: (id) => shorten(byId.get(String(id))?.label ?? String(id)),
          }}
          theme={{ axis: { ticks: axisTheme }, text: { fontSize: 11, fontWeight: 600 } }}
          tooltip={({ indexValue, value, color }) => (
            <Tip
              label={byId.get(String(indexValue))?.label ?? String(indexValue)}
              value={format(value)}
              color={color}
            />
          )}
        />
      </Box>
      {marked.length > 0 ? (
        <HStack gap="3" wrap="wrap" fontSize="xs">
          {marked.map((item) => (
            <HStack key={item.id} gap="1.5">
              <Text
                as="span"
                fontWeight="semibold"
                color="white"
                bg={marks[item.id]!.color}
                px="1.5"
                borderRadius="sm"
              >
                {marks[item.id]!.text}
              </Text>
              <Text>
                {item.label} · {format(item.value)}
              </Text>
            </HStack>
          ))}
        </HStack>
      ) : null}
    </Stack>
  );
}

/**
 * Each column's own value above it. nivo's `enableTotals` writes the sum of a group's columns,
 * which for side-by-side periods is a figure nobody asked for (ADR now + ADR before).
 */
function ColumnValues<D extends BarDatum>({ bars }: BarCustomLayerProps<D>) {
  return (
    <g>
      {bars.map((bar) => (
        <text
          key={bar.key}
          x={bar.x + bar.width / 2}
          y={bar.y - 6}
          textAnchor="middle"
          style={{ fontSize: 11, fontWeight: 600, fill: '#343a40' }}
          data-testid="column-value"
        >
          {bar.data.formattedValue}
        </text>
      ))}
    </g>
  );
}

/** Side-by-side columns per group: the previous period against this one (ADR, RevPAR). */
export function GroupedColumns({
  groups,
  series,
  format,
  label,
}: {
  groups: { label: string; before: number; now: number }[];
  series: { before: { label: string; color: string }; now: { label: string; color: string } };
  format: (value: number) => string;
  label: string;
}) {
  const data = groups.map((group) => ({
    group: group.label,
    [series.before.label]: group.before,
    [series.now.label]: group.now,
  }));
  const colorOf: Record<string, string> = {
    [series.before.label]: series.before.color,
    [series.now.label]: series.now.color,
  };
  return (
    <Stack gap="3">
      <Box h="220px" role="img" aria-label={label}>
        <ResponsiveBar
          role="presentation"
          data={data}
          keys={[series.before.label, series.now.label]}
          indexBy="group"
          groupMode="grouped"
          margin={{ top: 20, right: 8, bottom: 28, left: 8 }}
          padding={0.35}
          innerPadding={4}
          colors={({ id }) => colorOf[String(id)] ?? '#adb5bd'}
          borderRadius={3}
          enableLabel={false}
          enableGridY={false}
          layers={['grid', 'axes', 'bars', ColumnValues, 'markers', 'legends']}
          valueFormat={(value) => format(value)}
          axisLeft={null}
          axisBottom={{ tickSize: 0, tickPadding: 8 }}
          theme={{ axis: { ticks: axisTheme }, text: { fontSize: 11, fontWeight: 600 } }}
          tooltip={({ id, indexValue, value, color }) => (
            <Tip
              label={`${String(indexValue)} · ${String(id)}`}
              value={format(value)}
              color={color}
            />
          )}
        />
      </Box>
      <HStack gap="4" justify="center" fontSize="sm">
        {[series.before, series.now].map((s) => (
          <HStack key={s.label} gap="2">
            <Box w="3" h="3" borderRadius="sm" bg={s.color} />
            <Text>{s.label}</Text>
          </HStack>
        ))}
      </HStack>
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
  const data = columns.map((column) => ({
    column: column.caption ? `${column.label} (${column.caption})` : column.label,
    ...Object.fromEntries(series.map((s, i) => [s.label, Math.max(0, column.values[i] ?? 0)])),
  }));
  const colorOf = Object.fromEntries(series.map((s) => [s.label, s.color]));
  return (
    <Stack gap="3">
      <Box h="240px" role="img" aria-label={label}>
        <ResponsiveBar
          role="presentation"
          data={data}
          keys={series.map((s) => s.label)}
          indexBy="column"
          groupMode="stacked"
          margin={{ top: 24, right: 8, bottom: 28, left: 8 }}
          padding={0.45}
          colors={({ id }) => colorOf[String(id)] ?? '#adb5bd'}
          enableLabel={false}
          enableGridY={false}
          enableTotals
          valueFormat={(value) => format(value)}
          axisLeft={null}
          axisBottom={{ tickSize: 0, tickPadding: 8 }}
          theme={{ axis: { ticks: axisTheme }, text: { fontSize: 11, fontWeight: 600 } }}
          tooltip={({ id, value, color }) => (
            <Tip label={String(id)} value={format(value)} color={color} />
          )}
        />
      </Box>
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
