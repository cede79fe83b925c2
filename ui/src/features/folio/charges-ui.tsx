import { Badge, IconButton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TrashIcon } from '../../components/icons';
import { useConfirmedCommand } from '../../components/use-confirmed-command';
import type { Reservation } from '../../shared/reservations/reservations-api';
import {
  type ChargeKind,
  type FolioList,
  useRemoveFromFolioMutation,
} from '../../shared/reservations/folio-api';
import { isSplit, payerNameOf, windowsOf } from './windows';

/*
 * What the charges panels (services-panel.tsx, extra-beds-panel.tsx, guests-panel.tsx,
 * taxes-panel.tsx) share: the confirmed delete of a folio list's entry, who pays the panel's
 * kind of charge on a split folio, and the line an empty panel shows.
 */

/** A delete button with its confirmation, for one entry of a folio list. */
export function useRemoval(slug: string, reservationId: string, list: FolioList) {
  const { t } = useTranslation('folio');
  const [remove] = useRemoveFromFolioMutation();
  const removal = useConfirmedCommand<{ id: string; label: string }>(
    ({ id }, idempotencyKey) => remove({ slug, idempotencyKey, list, id, reservationId }).unwrap(),
    () => t('charges.removed'),
  );
  const element = (
    <ConfirmDialog
      {...removal.confirmProps}
      title={t('charges.removeTitle')}
      description={t('charges.removeDescription', { name: removal.item?.label ?? '' })}
      confirmLabel={t('charges.remove')}
    />
  );
  return { ask: (id: string, label: string) => removal.show({ id, label }), element };
}

export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={label} onClick={onClick}>
      <TrashIcon />
    </IconButton>
  );
}

/**
 * On a split folio (docs/folio.md "Payer routing"): who pays this kind of charge, beside the
 * panel's title ("Paid by Monos LLC"); nothing with one payer.
 */
export function PaidBy({ reservation, kind }: { reservation: Reservation; kind: ChargeKind }) {
  const { t } = useTranslation('folio');
  if (!isSplit(reservation)) return null;
  const payer = windowsOf(reservation).find((w) => w.kinds.includes(kind));
  if (!payer) return null;
  return (
    <Badge
      size="md"
      variant="subtle"
      colorPalette={payer.partnerClone ? 'purple' : 'gray'}
      alignSelf="center"
      data-testid="paid-by"
    >
      {t('window.paidBy', {
        window: t('routing.windowName', {
          n: payer.windowId,
          payer: payerNameOf(payer, reservation),
        }),
      })}
    </Badge>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      {children}
    </Text>
  );
}
