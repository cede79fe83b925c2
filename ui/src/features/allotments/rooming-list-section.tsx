import { Box, Button, HStack, Stack, Table } from '@chakra-ui/react';
import { SectionHeading } from '../../components/section-heading';
import { addDays } from '@hotel/events/dates';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../lib/idempotency';
import { fieldErrorsOf, problemOf } from '../../lib/problem';
import { isOneOf } from '../../lib/one-of';
import { downloadFile } from '../../lib/xlsx';
import { type Allotment, useImportRoomingListMutation } from './allotments-api';
import { ROOMING_COLUMNS, readRoomingList, roomingTemplate } from './rooming-list';
import { toastDone } from '../../components/done-toast';

interface RowError {
  sheetRow: number;
  column: string;
  message: string;
}

/** `rows.3.arrival` → the sheet's row of guest 3 and its column. */
const rowErrorsOf = (
  errors: Record<string, string[]>,
  sheetRows: readonly number[],
  columnName: (column: string) => string,
): RowError[] =>
  Object.entries(errors)
    .flatMap(([key, messages]) => {
      const match = /^rows\.(\d+)\.(\w+)/.exec(key);
      if (!match) return messages.map((message) => ({ sheetRow: 0, column: '', message }));
      const index = Number(match[1]);
      return messages.map((message) => ({
        sheetRow: sheetRows[index] ?? index + 2,
        column: columnName(match[2] ?? ''),
        message,
      }));
    })
    .sort((a, b) => a.sheetRow - b.sheetRow);

/**
 * The contract's rooming list: the template to fill in, and the operator's file uploaded to
 * book every guest in one go (docs/allotments.md). A refused list books nothing and shows each
 * row's problems (row number, column, message).
 */
export function RoomingListSection({ slug, allotment }: { slug: string; allotment: Allotment }) {
  const { t } = useTranslation('allotments');
  const input = useRef<HTMLInputElement | null>(null);
  const [importList, importing] = useImportRoomingListMutation();
  const [reading, setReading] = useState(false);
  const [rowErrors, setRowErrors] = useState<RowError[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const columnName = (column: string) =>
    isOneOf(ROOMING_COLUMNS, column) ? t(`rooming.columns.${column}`) : column;

  const downloadTemplate = async () => {
    const bytes = await roomingTemplate(t, {
      name: t('rooming.example.name'),
      surname: t('rooming.example.surname'),
      phoneNumber: '',
      arrival: allotment.firstNight,
      departure: addDays(allotment.firstNight, 1),
      guests: '2',
      roomType: allotment.roomTypeName,
      notes: '',
    });
    downloadFile(bytes, `${t('rooming.sheet')}-${allotment.number}.xlsx`);
  };

  const upload = async (file: File) => {
    setRowErrors([]);
    setRefusal(null);
    setReading(true);
    let sheet: Awaited<ReturnType<typeof readRoomingList>>;
    try {
      sheet = await readRoomingList(await file.arrayBuffer());
    } catch {
      setRefusal(t('rooming.unreadable'));
      return;
    } finally {
      setReading(false);
    }
    if (sheet.rows.length === 0) {
      setRefusal(t('rooming.noRows'));
      return;
    }
    try {
      const booked = await importList({
        slug,
        idempotencyKey: newIdempotencyKey(),
        id: allotment.id,
        rows: sheet.rows,
      }).unwrap();
      toastDone(t('rooming.booked', { count: booked.reservationIds.length }));
    } catch (error) {
      const problem = problemOf(error);
      setRefusal(problem?.detail ?? problem?.title ?? t('rooming.failed'));
      setRowErrors(rowErrorsOf(fieldErrorsOf(error), sheet.sheetRows, columnName));
    }
  };

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="lg" p="4">
      <SectionHeading title={t('rooming.title')} description={t('rooming.description')} />
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => void downloadTemplate()}>
          {t('rooming.template')}
        </Button>
        <Button
          onClick={() => input.current?.click()}
          loading={reading || importing.isLoading}
          disabled={allotment.canceledAt !== null}
        >
          {t('rooming.upload')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          aria-label={t('rooming.upload')}
          data-testid="rooming-file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </HStack>
      {refusal ? (
        <Box role="alert" color="fg.error" fontSize="sm">
          {refusal}
        </Box>
      ) : null}
      {rowErrors.length > 0 ? (
        <Table.Root size="sm" aria-label={t('rooming.errors')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('rooming.errorRow')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('rooming.errorColumn')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('rooming.errorMessage')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rowErrors.map((error, i) => (
              <Table.Row key={`${error.sheetRow}-${error.column}-${i}`}>
                <Table.Cell>{error.sheetRow || ''}</Table.Cell>
                <Table.Cell>{error.column}</Table.Cell>
                <Table.Cell>{error.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </Stack>
  );
}
