import { describe, expect, it } from 'vitest';
import type { PaymentPosted } from '@hotel/events/folio/events';
import type { ReservationCreated } from '@hotel/events/reservations/events';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import type { VatReceiptEvent } from '@hotel/events/vat-receipts/events';
import { issueVatReceiptSchema, voidVatReceiptSchema } from '@hotel/events/vat-receipts/commands';
import { profile } from '../profile/decider';
import type { PropertyState } from '../property/decider';
import { type GroupState, type LiveReservation, reservation } from '../reservations/decider';
import {
  decideVatReceipt,
  decideVatVoid,
  issueVatReceipt,
  payLines,
  vatReceiptBook,
  type VatReceiptBookState,
  type VatReceiptWorld,
  voidVatReceipt,
} from './decider';
import { localEReceiptService } from './port';

/** Given/when/then for issuing a group's VAT receipt (settings spec §2 VAT print page). */

const P = 'p-1';
const G = '00000000-0000-4000-8000-0000000000b1';
const RES = '00000000-0000-4000-8000-0000000000a1';
const user = { userId: 'u-1', name: 'Сараа', email: 'saraa@example.mn' };

const place: PropertyState = {
  status: 'active',
  id: P,
  name: 'Хаан Буудал',
  workingDate: '2026-11-26',
  timeZone: 'Asia/Ulaanbaatar',
  registerNo: '1234567',
  companyName: 'Хаан ХХК',
  nightAudit: { isNightauditAuto: false, runAt: '00:00', lastAuditedDate: null, lastFailure: null },
} as PropertyState;

const group: GroupState = { exists: true, propertyId: P, number: 7, reservationIds: [RES] };

/** Two nights at 100,000₮ with 10% VAT inside, and a 1% city tax on top (2,000₮). */
const booked: ReservationCreated = {
  type: 'ReservationCreated',
  data: {
    propertyId: P,
    reservationId: RES,
    number: 11,
    groupId: G,
    groupNumber: 7,
    status: 'checked-in',
    stayType: 'night',
    checkIn: '2026-11-25',
    checkOut: '2026-11-27',
    arrivalTime: '14:00',
    exitTime: '12:00',
    hours: null,
    numberOfGuests: 2,
    childrenAges: [],
    roomTypeClone: {
      roomTypeId: 'rt',
      name: 'Стандарт',
      shortName: 'СТ',
      defaultPrice: 100000,
      priceDayUse: 0,
      hasExtraBed: false,
      extraBeds: null,
    },
    roomClone: { roomId: 'room-1', name: '101' },
    sourceClone: {
      sourceId: 's',
      name: 'Шууд',
      shortName: 'ШУ',
      color: null,
      isDefault: true,
      serviceName: null,
    },
    partnerClone: null,
    userClone: user,
    ratePlanClone: null,
    cancellationPolicyClone: null,
    taxClones: [
      { taxId: 'vat', name: 'НӨАТ', percentage: 10, inclusive: true, isDefault: true },
      { taxId: 'city', name: 'НХАТ', percentage: 1, inclusive: false, isDefault: false },
    ],
    guestClone: {
      name: 'Бат',
      surname: null,
      nationality: 'Монгол',
      phoneNumber: null,
      email: null,
    },
    timePrice: null,
    price: {
      nights: 2,
      dayRates: [],
      lines: [
        { kind: 'room', date: '2026-11-25', quantity: 1, price: 100000, amount: 100000 },
        { kind: 'room', date: '2026-11-26', quantity: 1, price: 100000, amount: 100000 },
        { kind: 'service', name: 'Минибар', quantity: 2, price: 5000, amount: 10000 },
        { kind: 'tax', name: 'НХАТ', quantity: 1, price: 2100, amount: 2100 },
      ],
      roomAmount: 200000,
      childrenAmount: 0,
      discountAmount: 0,
      taxes: [
        { id: 'vat', name: 'НӨАТ', percentage: 10, inclusive: true, amount: 19091 },
        { id: 'city', name: 'НХАТ', percentage: 1, inclusive: false, amount: 2100 },
      ],
      total: 212100,
    },
    notes: null,
    isSendEmail: false,
    createdAt: '2026-11-25T02:00:00.000Z',
  },
} as ReservationCreated;

/** A payment: its lines as [method name, amount, the method's cash switch (absent: older)]. */
const paid = (paymentId: string, pays: [string, number, boolean?][]): PaymentPosted => ({
  type: 'PaymentPosted',
  data: {
    propertyId: P,
    reservationId: RES,
    paymentId,
    incomeType: 'paid',
    billType: 'individual',
    currencyClone: { currencyId: null, name: 'Төгрөг', shortName: 'MNT', rate: 1 },
    pays: pays.map(([name, amount, isCash]) => ({
      paymentMethodClone: {
        paymentMethodId: name,
        name,
        color: '#000',
        ...(isCash === undefined ? {} : { isCash }),
      },
      amount,
      amountMnt: amount,
    })),
    amount: pays.reduce((s, [, a]) => s + a, 0),
    amountMnt: pays.reduce((s, [, a]) => s + a, 0),
    notes: null,
    postedDate: '2026-11-26',
    userClone: user,
    createdAt: '2026-11-26T03:00:00.000Z',
  },
});

const worldOf = (
  payments: PaymentPosted[],
  overrides: Partial<VatReceiptWorld> = {},
): VatReceiptWorld => {
  const events = [booked, ...payments];
  const state = events.reduce(
    reservation.evolve as (s: unknown, e: unknown) => unknown,
    reservation.initialState(),
  ) as LiveReservation;
  const lines = events.reduce(payLines.evolve, payLines.initialState());
  return {
    propertyId: P,
    place,
    profile: profile.initialState(),
    group,
    reservations: [state],
    payLines: new Map([[RES, lines]]),
    extraBedName: 'Нэмэлт ор',
    ...overrides,
  };
};

const givenBook = (...events: VatReceiptEvent[]): VatReceiptBookState =>
  events.reduce(vatReceiptBook.evolve, vatReceiptBook.initialState());

const individual = issueVatReceiptSchema.parse({ groupId: G, billType: 'individual' });

/** When: decide; a new receipt is numbered by the local service and recorded. */
const when = async (
  command: typeof individual,
  book: VatReceiptBookState,
  world: VatReceiptWorld,
  receiptId = 'rc-1',
) => {
  const decision = decideVatReceipt(command, book, world);
  if (decision.kind === 'issued') return { events: [], receipt: decision.receipt };
  const answer = await localEReceiptService.issue(decision.request);
  const events = issueVatReceipt(decision.draft, answer, {
    receiptId,
    now: '2026-11-26T05:00:00.000Z',
    user,
    customer: command.registerNo ? { registerNo: command.registerNo, name: null } : null,
  });
  return { events, receipt: events[0]!.data };
};

const fullyPaid = [
  paid('pay-1', [
    ['Бэлэн мөнгө', 112100],
    ['Карт', 100000],
  ]),
];

describe('issuing a VAT receipt', () => {
  it("the first issue numbers it from the folio's figures", async () => {
    const { events } = await when(individual, givenBook(), worldOf(fullyPaid));
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({
      sequence: 1,
      ddtd: 'L2026-000001',
      provider: 'local',
      groupId: G,
      groupNumber: 7,
      billType: 'individual',
      customer: null,
      date: '2026-11-26',
      products: [
        { name: 'Стандарт · 101', quantity: 2, price: 100000, amount: 200000 },
        { name: 'Минибар', quantity: 2, price: 5000, amount: 10000 },
      ],
      amount: 210000,
      discount: 0,
      vat: 19091,
      otherTaxes: [{ taxId: 'city', name: 'НХАТ', amount: 2100, inclusive: false }],
      total: 212100,
      cash: 112100,
      card: 100000,
    });
    expect(events[0]!.data.qrData).toContain('L2026-000001');
  });

  it('the second issue returns the same receipt and records nothing', async () => {
    const first = await when(individual, givenBook(), worldOf(fullyPaid));
    const book = givenBook(...first.events);
    const again = await when(individual, book, worldOf(fullyPaid), 'rc-2');
    expect(again.events).toEqual([]);
    expect(again.receipt).toEqual(first.receipt);
    // Another buyer for an issued receipt is a rule break, not a second number.
    const organisation = issueVatReceiptSchema.parse({
      groupId: G,
      billType: 'organization',
      registerNo: '7654321',
    });
    expect(() => decideVatReceipt(organisation, book, worldOf(fullyPaid))).toThrow(RuleBroken);
  });

  it("the next group's receipt takes the next number; change comes out of the cash", async () => {
    const first = await when(individual, givenBook(), worldOf(fullyPaid));
    const other = '00000000-0000-4000-8000-0000000000b2';
    const overpaid = [
      paid('pay-9', [
        ['Бэлэн мөнгө', 50000],
        ['Карт', 180000],
      ]),
    ];
    const { events } = await when(
      { groupId: other, billType: 'organization', registerNo: '7654321' },
      givenBook(...first.events),
      worldOf(overpaid, { group: { ...group, reservationIds: [RES] } }),
    );
    expect(events[0]!.data).toMatchObject({
      sequence: 2,
      ddtd: 'L2026-000002',
      groupId: other,
      customer: { registerNo: '7654321' },
      total: 212100,
      card: 180000,
      cash: 32100,
    });
  });

  it("cash is what the method's cash switch says; older payments go by the method's name", async () => {
    const switched = [
      paid('pay-1', [
        ['Бэлнээр', 112100, true],
        ['Cash card', 100000, false],
      ]),
    ];
    const { events } = await when(individual, givenBook(), worldOf(switched));
    expect(events[0]!.data).toMatchObject({ total: 212100, cash: 112100, card: 100000 });
  });

  it("another property's group cannot be issued", () => {
    expect(() =>
      decideVatReceipt(individual, givenBook(), worldOf(fullyPaid, { propertyId: 'p-2' })),
    ).toThrow(NotFound);
    expect(() =>
      decideVatReceipt(
        individual,
        givenBook(),
        worldOf(fullyPaid, { group: { ...group, propertyId: 'p-2' } }),
      ),
    ).toThrow(NotFound);
  });

  it('not before everything is paid; a register number is 7 digits', () => {
    const partly = [paid('pay-1', [['Бэлэн мөнгө', 100000]])];
    try {
      decideVatReceipt(individual, givenBook(), worldOf(partly));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RuleBroken);
      expect((error as RuleBroken).rule).toBe('vatReceipt.balanceDue');
      expect((error as RuleBroken).params).toEqual({ balance: '112,100' });
    }
    const bad = issueVatReceiptSchema.safeParse({
      groupId: G,
      billType: 'organization',
      registerNo: '12AB',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['registerNo'],
      message: 'validation.registerNo',
    });
  });
});

describe('voiding a VAT receipt', () => {
  const reason = 'Буруу худалдан авагч';
  const voidOf = async (book: VatReceiptBookState, id = 'rc-1', creditNoteId = 'cn-1') => {
    const decision = decideVatVoid({ id, reason }, book, { propertyId: P, place });
    const answer = await localEReceiptService.void(decision.request);
    return voidVatReceipt(decision.draft, answer, {
      creditNoteId,
      now: '2026-11-27T01:00:00.000Z',
      user,
    });
  };

  it('a numbered credit note reverses the receipt: its figures negated, the reason and the user', async () => {
    const issued = await when(individual, givenBook(), worldOf(fullyPaid));
    const events = await voidOf(givenBook(...issued.events));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'VatReceiptVoided',
      data: {
        propertyId: P,
        receiptId: 'rc-1',
        receiptDdtd: 'L2026-000001',
        groupId: G,
        creditNoteId: 'cn-1',
        sequence: 1,
        ddtd: 'L2026-R000001',
        provider: 'local',
        reason,
        date: '2026-11-26',
        products: [
          { name: 'Стандарт · 101', quantity: -2, price: 100000, amount: -200000 },
          { name: 'Минибар', quantity: -2, price: 5000, amount: -10000 },
        ],
        amount: -210000,
        vat: -19091,
        otherTaxes: [{ taxId: 'city', amount: -2100 }],
        total: -212100,
        cash: -112100,
        card: -100000,
        userClone: user,
      },
    });
  });

  it('a voided receipt cannot be voided again; the group may be issued a new receipt', async () => {
    const issued = await when(individual, givenBook(), worldOf(fullyPaid));
    const voided = await voidOf(givenBook(...issued.events));
    const book = givenBook(...issued.events, ...voided);
    try {
      decideVatVoid({ id: 'rc-1', reason }, book, { propertyId: P, place });
      expect.unreachable();
    } catch (error) {
      expect((error as RuleBroken).rule).toBe('vatReceipt.alreadyVoided');
      expect((error as RuleBroken).params).toEqual({
        ddtd: 'L2026-000001',
        creditNote: 'L2026-R000001',
      });
    }
    const reissued = await when(individual, book, worldOf(fullyPaid), 'rc-2');
    expect(reissued.events[0]!.data).toMatchObject({ sequence: 2, ddtd: 'L2026-000002' });
    // The new receipt voids with the next credit note number: the series has no gaps.
    const second = await voidOf(
      givenBook(...issued.events, ...voided, ...reissued.events),
      'rc-2',
      'cn-2',
    );
    expect(second[0]!.data).toMatchObject({ sequence: 2, ddtd: 'L2026-R000002' });
  });

  it("another property's receipt, or an unknown one, is not found", async () => {
    const issued = await when(individual, givenBook(), worldOf(fullyPaid));
    const book = givenBook(...issued.events);
    expect(() => decideVatVoid({ id: 'rc-9', reason }, book, { propertyId: P, place })).toThrow(
      NotFound,
    );
    expect(() => decideVatVoid({ id: 'rc-1', reason }, book, { propertyId: 'p-2', place })).toThrow(
      NotFound,
    );
  });

  it('a decision that lost the race is re-decided with the next number', async () => {
    const first = await when(individual, givenBook(), worldOf(fullyPaid));
    const other = '00000000-0000-4000-8000-0000000000b2';
    const second = await when(
      { groupId: other, billType: 'individual', registerNo: null },
      givenBook(...first.events),
      worldOf(fullyPaid),
      'rc-2',
    );
    const book = givenBook(...first.events, ...second.events);
    const a = await voidOf(book, 'rc-1', 'cn-a');
    const b = await voidOf(book, 'rc-2', 'cn-b');
    expect([a[0]!.data.sequence, b[0]!.data.sequence]).toEqual([1, 1]);
    const again = await voidOf(givenBook(...first.events, ...second.events, ...a), 'rc-2', 'cn-b');
    expect(again[0]!.data).toMatchObject({ sequence: 2, ddtd: 'L2026-R000002' });
  });

  it('the reason is required', () => {
    const parsed = voidVatReceiptSchema.safeParse({ id: G, reason: '   ' });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['reason', 'validation.required'],
    ]);
  });
});
