import { Badge, Box, Button, Circle, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { usePermission } from '../../components/use-current-hotel';
import { PlusIcon, PrinterIcon } from '../../components/icons';
import { useLocalizedPath } from '../../components/use-localized-path';
import type { Reservation } from '../../shared/reservations/reservations-api';
import type { FolioWindow } from '../../shared/reservations/folio-api';
import { payerNameOf } from './windows';
import { useMoney } from '../../components/use-money';

/**
 * One payer window of a split folio: its number and payer (the guest, or a partner), the
 * charges routed to it, what it is charged, paid and owes, its actions — a payment to this
 * window, its receipt (`/p/payment/{id}?window=n`), an invoice of its charges (new invoice
 * `&window=n`) — and its payments (the children).
 */
export function FolioWindowBlock({
  slug,
  reservation,
  window,
  label,
  canPay,
  onPay,
  children,
}: {
  slug: string;
  reservation: Reservation;
  window: FolioWindow;
  /** "Window 2 · Monos LLC". */
  label: string;
  canPay: boolean;
  onPay: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('folio');
  const money = useMoney();
  const localized = useLocalizedPath();
  const canInvoice = usePermission('manage-invoices');
  const partner = window.partnerClone !== null;
  const receipt = `/p/${slug}/p/payment/${reservation.id}?window=${window.windowId}`;
  const invoice = `${propertyPath(slug, 'newInvoice')}?groupId=${encodeURIComponent(
    reservation.groupId,
  )}&resId=${encodeURIComponent(reservation.id)}&window=${window.windowId}`;
  const kinds =
    window.kinds.length > 0
      ? window.kinds.map((kind) => t(`routing.kinds.${kind}`)).join(', ')
      : t('window.noKinds');
  return (
    <Box
      as="section"
      aria-label={label}
      borderWidth="1px"
      borderRadius="lg"
      borderColor={window.balance > 0 ? 'orange.muted' : 'border'}
      data-testid={`folio-window-${window.windowId}`}
    >
      <Flex
        justify="space-between"
        align="flex-start"
        gap="4"
        wrap="wrap"
        px="4"
        py="3"
        bg="bg.subtle"
        borderTopRadius="lg"
        borderBottomWidth="1px"
      >
        <HStack gap="3" align="flex-start" minW="0">
          <Circle
            size="8"
            bg={partner ? 'purple.subtle' : 'brand.subtle'}
            color={partner ? 'purple.fg' : 'brand.fg'}
            fontWeight="bold"
            aria-hidden="true"
          >
            {window.windowId}
          </Circle>
          <Stack gap="0.5" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold" data-testid="window-payer">
                {payerNameOf(window, reservation)}
              </Text>
              <Badge size="sm" variant="subtle" colorPalette={partner ? 'purple' : 'gray'}>
                {partner ? t('window.partner') : t('window.guest')}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted" data-testid="window-kinds">
              {t('window.pays', { kinds })}
            </Text>
          </Stack>
        </HStack>
        <HStack gap="5" data-testid="window-totals">
          <Total label={t('window.charges')} value={money(window.charges)} />
          <Total label={t('panel.paid')} value={money(window.paid)} />
          <Total
            label={window.balance < 0 ? t('panel.refund') : t('panel.balance')}
            value={money(Math.abs(window.balance))}
            tone={window.balance > 0 ? 'orange' : window.balance < 0 ? 'red' : 'green'}
          />
        </HStack>
      </Flex>
      <Stack gap="3" px="4" py="3">
        <HStack gap="2" wrap="wrap">
          {canPay ? (
            <Button size="xs" onClick={onPay} aria-label={t('window.payFor', { window: label })}>
              <PlusIcon />
              {t('panel.add')}
            </Button>
          ) : null}
          <Button asChild size="xs" variant="outline">
            <a href={localized(receipt)} target="_blank" rel="noopener">
              <PrinterIcon />
              {t('window.receipt')}
            </a>
          </Button>
          {canInvoice && reservation.stayType !== 'time' ? (
            <Button asChild size="xs" variant="outline">
              <RouterLink to={localized(invoice)}>{t('window.invoice')}</RouterLink>
            </Button>
          ) : null}
        </HStack>
        {children}
      </Stack>
    </Box>
  );
}

/** A label over a figure (the folio's totals). */
export function Total({
  label,
  value,
  tone,
}: {
  label: string;
  value: string;
  tone?: 'orange' | 'green' | 'red';
}) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text
        fontWeight="semibold"
        fontVariantNumeric="tabular-nums"
        color={tone ? `${tone}.fg` : undefined}
      >
        {value}
      </Text>
    </Stack>
  );
}
