import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * One line of a `DataList` of facts (a booking's guests, dates, room, amount…): its label, and
 * its value (with the value's own props, e.g. tabular numbers or a colour).
 */
export function DataFact({
  label,
  children,
  ...value
}: { label: string; children: ReactNode } & Omit<DataList.ItemValueProps, 'children'>) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue {...value}>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
