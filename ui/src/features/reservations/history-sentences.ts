import type { TFunction } from 'i18next';
import { formatMoney, formatPercent } from '../../lib/format';
import type { FieldChange, HistoryActor, HistoryEntry } from './history-api';

/**
 * The words of the reservation's history: a change's sentence, who made it, and a field's value
 * as the detail page writes it (history-panel.tsx shows them).
 */

export interface Formats {
  money: (value: unknown) => string;
  percent: (value: number) => string;
  /** The interface speaks English: a name's English copy (…En) is shown when it has one. */
  english: boolean;
}

export const formatsOf = (t: TFunction, language: string): Formats => ({
  money: (value) => (typeof value === 'number' ? formatMoney(value, language) : t('none')),
  percent: (value) => formatPercent(value, language),
  english: language === 'en',
});

/** A field's value as the detail page would write it. */
export const valueOf = (t: TFunction, field: string, value: unknown, formats: Formats): string => {
  const { money } = formats;
  if (value === null || value === undefined || value === '') return t('none');
  switch (field as FieldChange['field'] | 'billType' | 'paymentNotes') {
    case 'status':
      return t(`reservationStatus.${String(value)}`, { ns: 'common' });
    case 'stayType':
      return t(`stayType.${String(value)}`, { ns: 'common' });
    case 'billType':
      return t(`billTypes.${String(value)}`, { ns: 'folio' });
    case 'amount':
    case 'paid':
    case 'balance':
      return money(value);
    case 'discount': {
      const { discountType, discount } = value as { discountType: string; discount: number };
      return discountType === 'percent' ? formats.percent(discount) : money(discount);
    }
    case 'cancellationFee': {
      const { amount, isPaid } = value as { amount: number; isPaid: boolean };
      return t('cancellationFee', { amount: money(amount), paid: t(isPaid ? 'paid' : 'unpaid') });
    }
    default:
      return String(value);
  }
};

/** Who made a change, in words: a person's name, the night audit, the online page, the system. */
export const actorOf = (
  t: TFunction,
  actor: HistoryActor,
): { name: string; email: string | null } => {
  switch (actor.kind) {
    case 'user':
      return { name: actor.user.name ?? t('actor.unknown'), email: actor.user.email };
    case 'nightAudit':
      return actor.user
        ? {
            name: t('actor.nightAuditBy', { name: actor.user.name ?? t('actor.unknown') }),
            email: actor.user.email,
          }
        : { name: t('actor.nightAudit'), email: null };
    case 'onlineBooking':
      return { name: t('actor.onlineBooking'), email: null };
    case 'system':
      return {
        name: actor.name ? t('actor.systemNamed', { name: actor.name }) : t('actor.system'),
        email: null,
      };
    default: {
      const unexpected: never = actor;
      return unexpected;
    }
  }
};

/** The translated sentence of an entry. */
export const sentenceOf = (t: TFunction, entry: HistoryEntry, formats: Formats): string => {
  const d = entry.details;
  const { money } = formats;
  const text = (value: unknown) =>
    value === null || value === undefined ? t('none') : String(value);
  const listed = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');
  /** A name, or in English its English copy when the entry has one. */
  const named = (value: unknown, english: unknown) =>
    text(formats.english && typeof english === 'string' && english.trim() ? english : value);
  switch (entry.type) {
    case 'ReservationCreated':
      return t(d.fromRequest ? 'event.ReservationCreatedFromRequest' : 'event.ReservationCreated', {
        number: d.number,
        guestName: text(d.guestName),
        roomType: named(d.roomType, d.roomTypeEn),
        checkIn: d.checkIn,
        checkOut: d.checkOut,
        amount: money(d.amount),
      });
    case 'ReservationStatusChanged':
      return t('event.ReservationStatusChanged', {
        from: t(`reservationStatus.${String(d.from)}`, { ns: 'common' }),
        to: t(`reservationStatus.${String(d.to)}`, { ns: 'common' }),
      });
    case 'ReservationRoomAssigned':
      if (typeof d.from === 'string' && d.room !== null && d.previousRoom !== null) {
        const moved = { from: text(d.previousRoom), room: text(d.room), date: d.from };
        return typeof d.keptRoom === 'string'
          ? t('event.ReservationRoomMovedMidStay', { ...moved, kept: d.keptRoom })
          : t('event.ReservationRoomMovedFrom', moved);
      }
      return d.room === null
        ? t('event.ReservationRoomCleared', { room: text(d.previousRoom) })
        : d.previousRoom === null
          ? t('event.ReservationRoomAssigned', { room: text(d.room) })
          : t('event.ReservationRoomChanged', { from: text(d.previousRoom), room: text(d.room) });
    case 'ReservationRoomTypeChanged':
      return typeof d.amount === 'number' && typeof d.previousAmount === 'number'
        ? t('event.ReservationRoomTypeChangedPrice', {
            roomType: named(d.roomType, d.roomTypeEn),
            from: money(d.previousAmount),
            to: money(d.amount),
            how: t(`roomTypeCalc.${String(d.calcType ?? 'ratePlan')}`),
          })
        : t('event.ReservationRoomTypeChanged', { roomType: named(d.roomType, d.roomTypeEn) });
    case 'ReservationDiscountSet':
      return t('event.ReservationDiscountSet', {
        discount: valueOf(t, 'discount', d, formats),
      });
    case 'PaymentPosted':
      // A payment of a partner's payer window also names the window and its payer.
      return t(
        typeof d.windowId === 'string' ? 'event.PaymentPostedWindow' : 'event.PaymentPosted',
        {
          amount:
            d.currency === 'MNT' ? money(d.amountMnt) : `${String(d.amount)} ${text(d.currency)}`,
          incomeType: t(`incomeTypes.${String(d.incomeType)}`, { ns: 'folio' }),
          methods: listed(formats.english && Array.isArray(d.methodsEn) ? d.methodsEn : d.methods),
          n: d.windowId,
          payer: text(d.payer),
        },
      );
    case 'FolioRoutingSet': {
      // Who paid which charges before → after ("Guest: Services; Monos LLC: Room, Taxes").
      const payers = (side: unknown) =>
        (Array.isArray(side) ? (side as { partner: string | null; kinds: string[] }[]) : [])
          .filter((payer) => payer.kinds.length > 0)
          .map(
            (payer) =>
              `${payer.partner ?? t('payers.guest')}: ${payer.kinds
                .map((kind) => t(`routing.kinds.${kind}`, { ns: 'folio' }))
                .join(', ')}`,
          )
          .join('; ');
      return t('event.FolioRoutingSet', { before: payers(d.before), after: payers(d.after) });
    }
    case 'PaymentWindowChanged': {
      const payer = (name: unknown) => (typeof name === 'string' ? name : t('payers.guest'));
      return t('event.PaymentWindowChanged', {
        amount: typeof d.amountMnt === 'number' ? money(d.amountMnt) : t('none'),
        from: d.from,
        to: d.to,
        fromPayer: payer(d.fromPayer),
        toPayer: payer(d.toPayer),
      });
    }
    case 'CancellationFeeChanged': {
      const side = (fee: unknown) => {
        const f = fee as {
          amount: number;
          isPaid: boolean;
          payment?: { paymentMethodClone: { name: string; nameEn?: string } } | null;
        };
        const text = valueOf(t, 'cancellationFee', f, formats);
        const method = f.payment?.paymentMethodClone;
        return method ? `${text}, ${named(method.name, method.nameEn)}` : text;
      };
      return t('event.CancellationFeeChanged', {
        before: side(d.before),
        after: side(d.after),
        reason: text(d.reason),
      });
    }
    case 'PaymentRefunded':
      return t('event.PaymentRefunded', {
        amount: money(d.amountMnt),
        method: named(d.method, d.methodEn),
        reason: text(d.reason),
      });
    case 'PaymentDeleted':
    case 'IncomeEdited':
    case 'ReceivablePaid':
      return t(`event.${entry.type}`, { amount: money(d.amountMnt), paidAt: d.paidAt });
    case 'ServiceItemAdded':
    case 'ServiceItemRemoved':
      return t(`event.${entry.type}`, {
        name: named(d.name, d.nameEn),
        quantity: d.quantity ?? 1,
      });
    case 'ExtraBedAdded':
      return t('event.ExtraBedAdded', {
        count: typeof d.nights === 'number' ? d.nights : 0,
        amount: money(d.totalAmount),
      });
    case 'ExtraBedRemoved':
      return t('event.ExtraBedRemoved');
    case 'ReservationTaxAdded':
    case 'ReservationTaxRemoved':
      return t(`event.${entry.type}`, {
        name: named(d.name, d.nameEn),
        percentage: d.percentage ?? '',
      });
    case 'StayGuestSaved':
      return t(d.added ? 'event.StayGuestAdded' : 'event.StayGuestChanged', { name: text(d.name) });
    case 'StayGuestRemoved':
      return t('event.StayGuestRemoved', { name: text(d.name) });
    case 'ReservationDatesChanged':
    case 'ReservationNotesChanged':
      return t(`event.${entry.type}`);
    default:
      return t('event.other', { type: entry.type });
  }
};
