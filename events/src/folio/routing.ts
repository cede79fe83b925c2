import { z } from 'zod';
import { taxOf } from '../pricing/money';
import { type Price, partnerCloneSchema } from '../reservations/events';

/**
 * Payer routing (a split folio, issue 31 part 4). A stay's charges fall into four kinds; each
 * kind is routed to one payer window. Window `1` is always the stay's own guest; windows `2`…`4`
 * are paid by a partner (a company or an agency), e.g. the room and its taxes to the company,
 * services and extra beds to the guest. Every payment belongs to one window (absent: `1`); each
 * window has its own charges, payments and balance, and a check-out needs every window settled
 * (a receivable counts as settled: its payer pays later). A stay with no routing is one window.
 *
 * Pure; the command side (the reservation's fold and its rules) and the read side (the
 * reservation's read model, invoices, receipts) use the same functions.
 */

export const chargeKinds = ['room', 'tax', 'service', 'extraBed'] as const;
export type ChargeKind = (typeof chargeKinds)[number];

export const windowIds = ['1', '2', '3', '4'] as const;
export type WindowId = (typeof windowIds)[number];

/** The guest's own window: payments without a window, charges without a route. */
export const GUEST_WINDOW: WindowId = '1';

/** A window paid by a partner (windows 2…4). */
export const payerWindowSchema = z.object({
  windowId: z.enum(windowIds).exclude(['1']),
  partnerClone: partnerCloneSchema,
});
export type PayerWindow = z.infer<typeof payerWindowSchema>;

export const routesSchema = z.object({
  room: z.enum(windowIds),
  tax: z.enum(windowIds),
  service: z.enum(windowIds),
  extraBed: z.enum(windowIds),
});
export type Routes = z.infer<typeof routesSchema>;

/** How a stay's charges are split between payers. */
export const routingSchema = z.object({
  windows: z.array(payerWindowSchema),
  routes: routesSchema,
});
export type Routing = z.infer<typeof routingSchema>;

/** No routing: everything to the guest. */
export const UNROUTED: Routing = {
  windows: [],
  routes: { room: '1', tax: '1', service: '1', extraBed: '1' },
};

/** The kind of charge a price line is (children's prices and discounts go with the room). */
export const chargeKindOf = (line: Price['lines'][number]): ChargeKind => {
  switch (line.kind) {
    case 'service':
      return 'service';
    case 'extraBed':
      return 'extraBed';
    case 'tax':
      return 'tax';
    default:
      return 'room';
  }
};

/** The window a price line is routed to. */
export const windowOfLine = (routing: Routing | null | undefined, line: Price['lines'][number]) =>
  (routing ?? UNROUTED).routes[chargeKindOf(line)];

/** One payment as a window counts it: its window and the tugrik it counts for (net of refunds). */
export interface WindowPayment {
  readonly windowId?: string | null;
  /** Tugrik received, less what was refunded of it. */
  readonly net: number;
  /** A receivable not yet paid by its payer (settled for a check-out, still owed by the payer). */
  readonly receivable?: boolean;
}

export interface FolioWindow {
  readonly windowId: WindowId;
  /** Null: the stay's guest. */
  readonly partnerClone: PayerWindow['partnerClone'] | null;
  /** The charge kinds routed here. */
  readonly kinds: readonly ChargeKind[];
  /** What it is charged (its price lines, or the fee of a canceled stay), paid, and owes. */
  readonly charges: number;
  readonly paid: number;
  readonly balance: number;
}

/**
 * The payer windows of a stay: the guest's, then every partner's, each with what it is charged,
 * paid and owes. Their charges add up to the stay's (`chargesTotal`: the price's total, or the
 * fee a canceled stay owes, which is the room's window's), their payments to everything paid.
 * A payment in a window that no longer exists counts in the guest's.
 */
export const windowsOf = (input: {
  readonly routing: Routing | null | undefined;
  readonly price: Pick<Price, 'lines' | 'total'>;
  /**
   * The fee a canceled (or fee-charged no-show) stay owes the folio instead of its price (0 when
   * it was paid on the spot), else null.
   */
  readonly fee: number | null;
  readonly payments: readonly WindowPayment[];
}): FolioWindow[] => {
  const routing = input.routing ?? UNROUTED;
  const windows: {
    windowId: WindowId;
    partnerClone: PayerWindow['partnerClone'] | null;
    charges: number;
    paid: number;
  }[] = [
    { windowId: GUEST_WINDOW, partnerClone: null, charges: 0, paid: 0 },
    ...routing.windows.map((w) => ({
      windowId: w.windowId,
      partnerClone: w.partnerClone,
      charges: 0,
      paid: 0,
    })),
  ];
  const byId = new Map(windows.map((w) => [w.windowId as string, w]));
  const windowFor = (id: string | null | undefined) =>
    byId.get(id ?? GUEST_WINDOW) ?? (byId.get(GUEST_WINDOW) as (typeof windows)[number]);
  if (input.fee !== null) {
    windowFor(routing.routes.room).charges += input.fee;
  } else {
    let lines = 0;
    for (const line of input.price.lines) {
      windowFor(windowOfLine(routing, line)).charges += line.amount;
      lines += line.amount;
    }
    // A price whose lines do not add up to its total (none is written so): the rest is the room's.
    windowFor(routing.routes.room).charges += input.price.total - lines;
  }
  for (const payment of input.payments) windowFor(payment.windowId).paid += payment.net;
  return windows.map((w) => ({
    ...w,
    kinds: chargeKinds.filter((kind) => windowFor(routing.routes[kind]).windowId === w.windowId),
    balance: w.charges - w.paid,
  }));
};

/** What must still be settled before a check-out: the sum of every window's positive balance. */
export const unsettledOf = (windows: readonly Pick<FolioWindow, 'balance'>[]): number =>
  windows.reduce((sum, w) => sum + Math.max(0, w.balance), 0);

/** The window a kind of charge goes to: its route when that window is listed, else the guest's. */
export const windowOfKind = (routing: Routing | null | undefined, kind: ChargeKind): WindowId => {
  const r = routing ?? UNROUTED;
  const to = r.routes[kind];
  return to === GUEST_WINDOW || r.windows.some((w) => w.windowId === to) ? to : GUEST_WINDOW;
};

/** The charge kinds a window pays. */
export const kindsOfWindow = (
  routing: Routing | null | undefined,
  windowId: string,
): ChargeKind[] => chargeKinds.filter((kind) => windowOfKind(routing, kind) === windowId);

/**
 * The taxes one window shows, by the one rule (../pricing/money.ts `taxOf`). A tax added on top
 * is a charge: the stay's amount, all of it in the window its taxes are routed to. A tax
 * included in the prices is part of the lines it is included in: each window's share is
 * `taxOf` of its own lines, and the window paying the room takes what is left of the stay's
 * amount, so the shares add up to the stay's tax to the tugrik. Unrouted: the stay's taxes.
 */
export const windowTaxes = <Tax extends { inclusive: boolean; amount: number; percentage: number }>(
  routing: Routing | null | undefined,
  price: { readonly lines: Price['lines']; readonly taxes: readonly Tax[] },
  windowId: string,
): Tax[] => {
  const windows = [GUEST_WINDOW, ...(routing ?? UNROUTED).windows.map((w) => w.windowId)];
  const baseOf = (id: string) =>
    price.lines
      .filter((line) => line.kind !== 'tax' && windowOfKind(routing, chargeKindOf(line)) === id)
      .reduce((sum, line) => sum + line.amount, 0);
  const roomWindow = windowOfKind(routing, 'room');
  return price.taxes.flatMap((tax) => {
    if (!tax.inclusive) return windowOfKind(routing, 'tax') === windowId ? [tax] : [];
    const share = (id: string) => taxOf(baseOf(id), tax);
    const amount =
      windowId === roomWindow
        ? tax.amount -
          windows.filter((id) => id !== roomWindow).reduce((sum, id) => sum + share(id), 0)
        : share(windowId);
    return amount === 0 && windowId !== roomWindow ? [] : [{ ...tax, amount }];
  });
};
