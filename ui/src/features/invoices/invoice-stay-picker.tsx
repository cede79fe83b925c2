import { Button, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { HeadedTable } from '../../components/headed-table';
import { SearchField } from '../../components/list-filters';
import { QueryError } from '../../components/query-error';
import { useLocalizedPath } from '../../components/use-localized-path';
import { useListInvoiceStaysQuery } from './invoices-api';
import { InvoicesBreadcrumb } from './invoices-breadcrumb';

/**
 * The new-invoice page opened from the invoices list (no stay given yet): find the stay by
 * its number, guest, phone or room — the newest come first — and bill its whole group or the
 * one reservation. Either choice opens the page with that stay (`?groupId=…&resId=…`).
 */
export function InvoiceStayPicker({ slug }: { slug: string }) {
  const { t } = useTranslation('invoices');
  const localized = useLocalizedPath();
  const [search, setSearch] = useState('');
  const stays = useListInvoiceStaysQuery({ slug, ...(search ? { search } : {}) });
  const pathOf = (groupId: string, resId?: string) =>
    `${localized(propertyPath(slug, 'newInvoice'))}?${new URLSearchParams({
      groupId,
      ...(resId ? { resId } : {}),
    }).toString()}`;
  return (
    <Stack gap="5">
      <InvoicesBreadcrumb slug={slug} current={t('new.title')} />
      <Stack gap="1">
        <Text fontWeight="semibold">{t('pick.title')}</Text>
        <Text color="fg.muted" fontSize="sm">
          {t('pick.description')}
        </Text>
      </Stack>
      <HStack maxW="lg">
        <SearchField
          value={search}
          label={t('pick.search')}
          placeholder={t('pick.searchPlaceholder')}
          onSearch={setSearch}
        />
      </HStack>
      {stays.isError ? (
        <QueryError title={t('pick.error')} query={stays} />
      ) : !stays.data ? (
        <Skeleton h="40" borderRadius="xl" />
      ) : stays.data.data.length === 0 ? (
        <Text color="fg.muted">{t('pick.empty')}</Text>
      ) : (
        <HeadedTable
          label={t('pick.title')}
          columns={[
            { title: t('columns.reservation') },
            { title: t('columns.guest') },
            { title: t('pick.room') },
            { title: t('pick.dates') },
            {},
          ]}
          rows={stays.data.data}
          row={(stay) => (
            <Table.Row key={stay.reservationId} data-testid={`invoice-stay-${stay.number}`}>
              <Table.Cell>
                <Text fontWeight="medium">{t('reservationNumber', { number: stay.number })}</Text>
                {stay.groupSize > 1 ? (
                  <Text fontSize="xs" color="fg.muted">
                    {t('groupNumber', { number: stay.groupNumber })}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell>{stay.guestName}</Table.Cell>
              <Table.Cell>{stay.roomName ?? '—'}</Table.Cell>
              <Table.Cell fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {`${stay.checkIn} – ${stay.checkOut}`}
              </Table.Cell>
              <Table.Cell>
                <HStack gap="2" justify="flex-end">
                  {stay.groupSize > 1 ? (
                    <Button asChild size="xs" variant="outline">
                      <RouterLink to={pathOf(stay.groupId)}>{t('pick.group')}</RouterLink>
                    </Button>
                  ) : null}
                  <Button asChild size="xs">
                    <RouterLink
                      to={
                        stay.groupSize > 1
                          ? pathOf(stay.groupId, stay.reservationId)
                          : pathOf(stay.groupId)
                      }
                    >
                      {t('pick.reservation')}
                    </RouterLink>
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          )}
        />
      )}
    </Stack>
  );
}
