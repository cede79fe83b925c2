import { Button, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, PrinterIcon } from '../../components/icons';
import { useLocalizedPath } from '../../components/use-localized-path';

/**
 * The print menu of a reservation or a group (operations spec §2): its documents, each in a
 * new tab. A group's adds its invoice printout and its VAT receipt (always offered, as the spec
 * has it). A reservation's adds its invoice printout (`/p/invoice/{groupId}/{id}`: the latest
 * invoice made for the stay, or its folio with a button to make one), not for hourly stays and
 * only to whoever may make invoices.
 */
export function PrintMenu({
  slug,
  of,
  id,
  invoice,
}: {
  slug: string;
  of: 'reservation' | 'group';
  id: string;
  /** The invoice printout of this stay, or null when it is not offered. */
  invoice: string | null;
}) {
  const { t } = useTranslation('documents');
  const localized = useLocalizedPath();
  const documents =
    of === 'reservation'
      ? ([
          ['letter', `/p/${slug}/p/reservation/${id}`],
          ['registration', `/p/${slug}/p/registration/${id}`],
          ['receipt', `/p/${slug}/p/payment/${id}`],
        ] as const)
      : ([
          ['letter', `/p/${slug}/print/gres/${id}`],
          ['registration', `/p/${slug}/print/greg/${id}`],
          ['receipt', `/p/${slug}/print/gpay/${id}`],
          ['groupInvoice', `/p/${slug}/p/group/invoice/${id}`],
          ['vat', `/p/${slug}/print/vat/${id}`],
        ] as const);
  const label = (kind: (typeof documents)[number][0]) =>
    kind === 'groupInvoice'
      ? t('menu.invoicePrint')
      : kind === 'vat'
        ? t('menu.vat')
        : t(`title.${kind}`);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm">
          <PrinterIcon />
          {t('menu.print')}
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            {documents.map(([kind, path]) => (
              <Menu.Item key={kind} value={kind} asChild>
                <a href={localized(path)} target="_blank" rel="noopener">
                  {label(kind)}
                </a>
              </Menu.Item>
            ))}
            {invoice ? (
              <Menu.Item value="invoice" asChild>
                <a href={localized(invoice)} target="_blank" rel="noopener">
                  {t('menu.invoice')}
                </a>
              </Menu.Item>
            ) : null}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
