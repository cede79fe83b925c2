import { Skeleton, Stack } from '@chakra-ui/react';

/** A page's blocks while its one read loads: a bar of each height, one under the other. */
export function SkeletonStack({ label, heights }: { label: string; heights: readonly string[] }) {
  return (
    <Stack gap="4" aria-busy="true" aria-label={label}>
      {heights.map((height, index) => (
        <Skeleton key={index} h={height} />
      ))}
    </Stack>
  );
}
