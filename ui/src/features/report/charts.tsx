import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { arc, pie } from 'd3-shape';
import { type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { PALETTE } from './palette';

/**
 * The sales report's charts: bars and columns are boxes sized in per cent of the largest value,
 * the doughnut is an SVG of `d3-shape` arcs. (They were nivo's until issue 33: nivo 0.99 with
 * react-spring and d3's scales was ~91 kB gzip for four simple shapes; these are ~3 kB.) Every
 * figure is written on the chart or in its legend, so nothing needs hovering; hovering a bar or
 * a slice shows its label and amount as well. Each chart's text alternative is its box (role img,
 * named): what is inside is announced once, as that name.
 */

type Format = (value: number) => string;

interface TipContent {
  label: string;
  value: string;
  color: string;
}

/** The label, amount and colour of what the pointer is over, beside the pointer. */
function Tip({ tip }: { tip: (TipContent & { x: number; y: number }) | null }) {
  if (!tip) return null;
  return (
    <HStack
      position="absolute"
      left={`${tip.x + 12}px`}
      top={`${tip.y + 12}px`}
      zIndex="1"
      pointerEvents="none"
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
      <Box w="2.5" h="2.5" borderRadius="sm" bg={tip.color} />
      <Text>{tip.label}</Text>
      <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {tip.value}
      </Text>
    </HStack>
  );
}

/**
 * A chart's frame: the named image box, and the tip of what the pointer is over. `hover(content)`
 * gives the pointer handlers of one mark.
 */
function ChartBox({
  label,
  height,
  children,
}: {
  label: string;
  height?: string;
  children: (hover: (content: TipContent) => HoverHandlers) => ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [tip, setTip] = useState<(TipContent & { x: number; y: number }) | null>(null);
  const hover = (content: TipContent): HoverHandlers => ({
    onPointerMove: (event) => {
      const frame = box.current?.getBoundingClientRect();
      if (!frame) return;
      setTip({ ...content, x: event.clientX - frame.left, y: event.clientY - frame.top });
    },
    onPointerLeave: () => setTip(null),
  });
  return (
    <Box ref={box} position="relative" role="img" aria-label={label} h={height} flexShrink="0">
      {children(hover)}
      <Tip tip={tip} />
    </Box>
  );
}

interface HoverHandlers {
  onPointerMove: (event: PointerEvent<Element>) => void;
  onPointerLeave: () => void;
}

/** A legend's swatch and label. */
function Key({ label, color }: { label: string; color: string }) {
  return (
    <HStack gap="2">
      <Box w="3" h="3" borderRadius="sm" bg={color} flexShrink="0" />
      <Text truncate>{label}</Text>
    </HStack>
  );
}

/** The figure written on a chart (a bar's amount, a column's total). */
const valueText = {
  fontSize: '11px',
  fontWeight: '600',
  color: 'fg',
  whiteSpace: 'nowrap',
} as const;
/** An axis' words (a bar's name under or beside it). */
const axisText = { fontSize: '11px', fontWeight: '600', color: 'fg.muted' } as const;

const share = (value: number, max: number): number =>
  max > 0 ? (Math.max(0, value) / max) * 100 : 0;

export interface Slice {
  id: string;
  label: string;
  value: number;
  color: string;
}

const DOUGHNUT = 160;

/** A doughnut of the positive slices with a legend (label, amount, share). */
export function Doughnut({
  slices,
  format,
  label,
}: {
  slices: Slice[];
  format: Format;
  label: string;
}) {
  const shown = slices.filter((s) => s.value > 0);
  const total = shown.reduce((sum, s) => sum + s.value, 0);
  const radius = DOUGHNUT / 2;
  const arcs = pie<Slice>()
    .value((s) => s.value)
    .sort(null)
    .padAngle(shown.length > 1 ? Math.PI / 180 : 0)(shown);
  const draw = arc<(typeof arcs)[number]>()
    .innerRadius((radius - 4) * 0.62)
    .outerRadius(radius - 4)
    .cornerRadius(2);
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align="center">
      <ChartBox label={label}>
        {(hover) => (
          <svg width={DOUGHNUT} height={DOUGHNUT} role="presentation">
            <g transform={`translate(${radius},${radius})`}>
              {arcs.map((slice) => (
                <path
                  key={slice.data.id}
                  d={draw(slice) ?? undefined}
                  fill={slice.data.color}
                  {...hover({
                    label: slice.data.label,
                    value: format(slice.data.value),
                    color: slice.data.color,
                  })}
                />
              ))}
            </g>
          </svg>
        )}
      </ChartBox>
      <Stack gap="1.5" flex="1" minW="0" w="full">
        {slices.map((slice) => (
          <HStack key={slice.id} justify="space-between" gap="3" fontSize="sm">
            <Key label={slice.label} color={slice.color} />
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
  format: Format;
  marks?: Record<string, { text: string; color: string }>;
  label: string;
}) {
  const max = Math.max(0, ...items.map((item) => item.value));
  const marked = items.filter((item) => marks[item.id]);
  return (
    <Stack gap="2">
      <ChartBox label={label}>
        {(hover) => (
          <Stack gap="0" py="1">
            {items.map((item) => {
              const color = marks[item.id]?.color ?? item.color ?? PALETTE[0]!;
              const width = share(item.value, max);
              return (
                <Flex key={item.id} h="40px" align="center">
                  <Text {...axisText} w="120px" flexShrink="0" pe="2" textAlign="end" truncate>
                    {shorten(item.label)}
                  </Text>
                  {/* The track leaves room at its end for the longest amount. */}
                  <Box position="relative" flex="1" h="26px" me="96px">
                    <Box
                      h="full"
                      w={`${width}%`}
                      bg={color}
                      borderRadius="3px"
                      {...hover({ label: item.label, value: format(item.value), color })}
                    />
                    <Text
                      {...valueText}
                      position="absolute"
                      top="50%"
                      transform="translateY(-50%)"
                      left={`calc(${width}% + 8px)`}
                    >
                      {format(item.value)}
                    </Text>
                  </Box>
                </Flex>
              );
            })}
          </Stack>
        )}
      </ChartBox>
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

interface Column {
  key: string;
  /** Bottom to top: one segment per series. */
  segments: { label: string; value: number; color: string }[];
  /** The figure over the column; each column's own, never a sum of columns. */
  value: string;
}

/**
 * Columns in groups along a baseline: each group its columns side by side, each column its
 * segments stacked, its figure over it and the group's name under the baseline; the legend
 * (its series) under the chart.
 */
function Columns({
  label,
  height,
  groups,
  gapRatio,
  format,
  legend,
}: {
  label: string;
  /** The columns' area, px (the tallest column reaches it; figures and names are outside). */
  height: number;
  groups: { label: string; columns: Column[] }[];
  /** The room between groups, as a share of each group's width. */
  gapRatio: number;
  format: Format;
  legend: { label: string; color: string }[];
}) {
  const totalOf = (column: Column) =>
    column.segments.reduce((sum, s) => sum + Math.max(0, s.value), 0);
  const max = Math.max(0, ...groups.flatMap((group) => group.columns.map(totalOf)));
  const groupWidth = `${Math.round((1 - gapRatio) * 100)}%`;
  return (
    <Stack gap="3">
      <ChartBox label={label}>
        {(hover) => (
          <Flex pt="20px" px="2">
            {groups.map((group) => (
              <Stack key={group.label} flex="1" minW="0" gap="8px" align="center">
                <Flex w={groupWidth} gap="4px" h={`${height}px`} align="flex-end">
                  {group.columns.map((column) => (
                    <Flex key={column.key} flex="1" direction="column" h="full" justify="flex-end">
                      <Text
                        {...valueText}
                        flexShrink="0"
                        textAlign="center"
                        pb="6px"
                        data-testid="column-value"
                      >
                        {column.value}
                      </Text>
                      <Flex
                        direction="column-reverse"
                        flexShrink="0"
                        h={`${share(totalOf(column), max)}%`}
                      >
                        {column.segments.map((segment, i) => (
                          <Box
                            key={segment.label}
                            h={`${share(segment.value, totalOf(column))}%`}
                            bg={segment.color}
                            borderTopRadius={
                              column.segments.length === 1 || i === column.segments.length - 1
                                ? '3px'
                                : undefined
                            }
                            {...hover({
                              label: segment.label,
                              value: format(segment.value),
                              color: segment.color,
                            })}
                          />
                        ))}
                      </Flex>
                    </Flex>
                  ))}
                </Flex>
                <Text {...axisText} textAlign="center" truncate maxW="full">
                  {group.label}
                </Text>
              </Stack>
            ))}
          </Flex>
        )}
      </ChartBox>
      <HStack gap="4" justify="center" fontSize="sm">
        {legend.map((s) => (
          <Key key={s.label} label={s.label} color={s.color} />
        ))}
      </HStack>
    </Stack>
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
  format: Format;
  label: string;
}) {
  return (
    <Columns
      label={label}
      height={150}
      gapRatio={0.35}
      format={format}
      groups={groups.map((group) => ({
        label: group.label,
        columns: (['before', 'now'] as const).map((key) => ({
          key,
          value: format(group[key]),
          segments: [
            {
              label: `${group.label} · ${series[key].label}`,
              value: group[key],
              color: series[key].color,
            },
          ],
        })),
      }))}
      legend={[series.before, series.now]}
    />
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
  format: Format;
  label: string;
}) {
  return (
    <Columns
      label={label}
      height={160}
      gapRatio={0.55}
      format={format}
      groups={columns.map((column) => {
        const segments = series.map((s, i) => ({
          label: s.label,
          value: Math.max(0, column.values[i] ?? 0),
          color: s.color,
        }));
        return {
          label: column.caption ? `${column.label} (${column.caption})` : column.label,
          columns: [
            {
              key: column.label,
              segments,
              value: format(segments.reduce((sum, s) => sum + s.value, 0)),
            },
          ],
        };
      })}
      legend={series}
    />
  );
}
