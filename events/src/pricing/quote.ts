import { addDays, datesBetween, daysBetween } from '../dates';
import type { MessageKey } from '../messages';
import type { OccupancyRate } from '../rates/events';
import { lessPercentUp, percentDiscount, percentOfUp, taxOf } from './money';
import { nightPrice, openDay, type RateDay } from './rate-calendar';

/**
 * The price of a stay, in one pure function: the command side prices a booking with it and
 * the query side answers the UI's quotes with it, so both always agree. Integer tugrik
 * throughout; discounted prices and percentages are rounded up (settings spec §9).
 */

export type StayType = 'night' | 'day' | 'time';

export interface AgePolicy {
  readonly id?: string;
  readonly name?: string;
  readonly minAge: number;
  readonly maxAge: number;
  readonly priceType: 'free' | 'mnt' | 'percent';
  /** Tugrik per night (mnt) or percent of the night's price (percent). */
  readonly price: number;
}

export interface QuoteInput {
  readonly stay: {
    readonly type: StayType;
    readonly checkIn: string;
    /** Departure date; the same as check-in for day and time stays. */
    readonly checkOut: string;
    /** Hours of a time stay (1 … the property's maximum). */
    readonly hours?: number;
  };
  readonly roomType: {
    readonly defaultPrice: number;
    readonly priceDayUse: number;
    readonly hasTime: boolean;
    readonly priceTime: number;
    /** Hours one time price covers. */
    readonly priceTimeCount: number;
    /** Adults a room takes. */
    readonly occupancy: number;
    readonly occupancyChildren: number;
    readonly hasExtraBed: boolean;
    readonly extraBeds: number | null;
  };
  /** The rate plan, or null to sell at the room type's prices. */
  readonly ratePlan: {
    readonly isDaily: boolean;
    readonly occupancyRates: readonly OccupancyRate[];
  } | null;
  /** The plan's calendar from check-in to check-out inclusive (missing dates: nothing set). */
  readonly rateDays: ReadonlyMap<string, RateDay>;
  readonly property: {
    readonly hasTime: boolean;
    readonly maxTime: number | null;
    /** Guests younger than this are children. */
    readonly childAge: number;
  };
  /** Guests of the child age or older. */
  readonly adults: number;
  /** Ages of the other guests. */
  readonly childrenAges: readonly number[];
  readonly childPolicies: readonly AgePolicy[];
  readonly extraBeds: readonly { readonly policy: AgePolicy; readonly nights: number }[];
  /** The partner's discount, percent off the room's price. */
  readonly partnerDiscount: number;
  readonly discount: { readonly type: 'percent' | 'currency'; readonly value: number } | null;
  readonly taxes: readonly {
    readonly id: string;
    readonly name: string;
    readonly percentage: number;
    readonly inclusive: boolean;
  }[];
  /** The price staff typed for a whole day or time stay, instead of the room type's. */
  readonly roomPrice?: number | null;
  /**
   * The room's price per night fixed by staff (a room-type change keeping the price, or a typed
   * one spread over the nights), in night order: final, instead of the rate plan's.
   */
  readonly nightPrices?: readonly number[] | null;
  readonly services: readonly {
    readonly name: string;
    readonly price: number;
    readonly quantity: number;
  }[];
}

export interface QuoteReason {
  readonly code: MessageKey;
  readonly params?: Record<string, string | number>;
}

export type QuoteLineKind = 'room' | 'child' | 'extraBed' | 'service' | 'discount' | 'tax';

export interface QuoteLine {
  readonly kind: QuoteLineKind;
  readonly name?: string;
  readonly date?: string;
  readonly quantity: number;
  readonly price: number;
  readonly amount: number;
}

export interface Quote {
  /** Nothing stops the sale (no restriction, guests fit, a price exists). */
  readonly sellable: boolean;
  readonly reasons: readonly QuoteReason[];
  readonly nights: number;
  /** The room's price per night after occupancy and partner discounts (night stays). */
  readonly dayRates: readonly { readonly date: string; readonly value: number }[];
  /** Everything the guest pays; `total` is their sum (inclusive taxes are inside prices). */
  readonly lines: readonly QuoteLine[];
  readonly roomAmount: number;
  readonly childrenAmount: number;
  readonly extraBedAmount: number;
  readonly servicesAmount: number;
  readonly discountAmount: number;
  readonly taxes: readonly {
    readonly id: string;
    readonly name: string;
    readonly percentage: number;
    readonly inclusive: boolean;
    readonly amount: number;
  }[];
  readonly total: number;
}

/** A child policy covers ages from `minAge` up to, not including, `maxAge`. */
const childPolicyFor = (age: number, policies: readonly AgePolicy[]) =>
  policies.find((p) => age >= p.minAge && age < p.maxAge);

const agePrice = (policy: AgePolicy | undefined, base: number): number => {
  if (!policy || policy.priceType === 'free') return 0;
  return policy.priceType === 'mnt' ? policy.price : percentOfUp(base, policy.price);
};

/** What pricing the room gathers: refusals, price lines, each night's rate, the children's bases. */
interface RoomPricing {
  readonly reasons: QuoteReason[];
  readonly lines: QuoteLine[];
  readonly dayRates: { date: string; value: number }[];
  /** The price each child's percent is taken of: one night, or the whole short stay. */
  readonly unitPrices: { date?: string; base: number }[];
}

/** A stay by the night: each night's rate (the plan's or the room type's), the plan's rules. */
const priceNights = (input: QuoteInput, acc: RoomPricing): number => {
  const { stay, roomType, ratePlan } = input;
  const { reasons, lines, dayRates, unitPrices } = acc;
  const dayOf = (date: string) => input.rateDays.get(date) ?? openDay(date);
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  if (nights < 1) reasons.push({ code: 'quote.checkOutAfterCheckIn' });
  const occupancyRate = ratePlan?.occupancyRates.find(
    (row) => row.isActive && !row.isDefault && row.occupancy === input.adults,
  );
  const arrival = dayOf(stay.checkIn);
  if (ratePlan?.isDaily && nights >= 1) {
    if (arrival.closedToArrival) {
      reasons.push({ code: 'quote.closedToArrival', params: { date: stay.checkIn } });
    }
    if (dayOf(stay.checkOut).closedToDeparture) {
      reasons.push({ code: 'quote.closedToDeparture', params: { date: stay.checkOut } });
    }
    if (nights < arrival.minLos) {
      reasons.push({ code: 'quote.minLos', params: { nights: arrival.minLos } });
    }
    if (arrival.maxLos > 0 && nights > arrival.maxLos) {
      reasons.push({ code: 'quote.maxLos', params: { nights: arrival.maxLos } });
    }
  }
  for (const date of nights >= 1 ? datesBetween(stay.checkIn, stay.checkOut) : []) {
    const day = dayOf(date);
    if (ratePlan?.isDaily && day.stopSell) {
      reasons.push({ code: 'quote.stopSell', params: { date } });
    }
    const fixed = input.nightPrices?.[dayRates.length];
    const listed = ratePlan?.isDaily
      ? nightPrice(day.price, roomType.defaultPrice)
      : roomType.defaultPrice;
    if (fixed === undefined && listed <= 0) {
      reasons.push({ code: 'quote.noPrice', params: { date } });
    }
    const afterOccupancy = Math.max(0, listed - (occupancyRate?.discount ?? 0));
    const value = fixed ?? lessPercentUp(afterOccupancy, input.partnerDiscount);
    dayRates.push({ date, value });
    unitPrices.push({ date, base: value });
    lines.push({ kind: 'room', date, quantity: 1, price: value, amount: value });
  }
  return nights;
};

/** A day-use or hourly stay: one price (typed by staff, or the room type's). */
const priceShortStay = (input: QuoteInput, acc: RoomPricing): void => {
  const { stay, roomType, property } = input;
  const { reasons, lines, unitPrices } = acc;
  if (stay.checkOut !== stay.checkIn) reasons.push({ code: 'quote.sameDayOnly' });
  let price: number;
  let quantity = 1;
  if (stay.type === 'day') {
    price = roomType.priceDayUse;
  } else {
    const hours = stay.hours ?? 0;
    const maxTime = property.maxTime ?? 0;
    if (!property.hasTime || !roomType.hasTime) reasons.push({ code: 'quote.noHourlyStays' });
    if (!Number.isInteger(hours) || hours < 1 || hours > maxTime) {
      reasons.push({ code: 'quote.hoursOutOfRange', params: { max: maxTime } });
    }
    quantity = Math.max(1, Math.ceil(hours / Math.max(1, roomType.priceTimeCount)));
    price = roomType.priceTime;
  }
  const typed = input.roomPrice !== undefined && input.roomPrice !== null;
  if (typed) {
    // Staff typed the price of the whole stay: it is final (no hourly count, no discount).
    price = input.roomPrice as number;
    quantity = 1;
  } else if (price <= 0) {
    reasons.push({ code: 'quote.noPrice', params: { date: stay.checkIn } });
  }
  const value = typed ? price : lessPercentUp(price, input.partnerDiscount);
  unitPrices.push({ base: value * quantity });
  lines.push({
    kind: 'room',
    date: stay.checkIn,
    quantity,
    price: value,
    amount: value * quantity,
  });
};

export const quoteStay = (input: QuoteInput): Quote => {
  const { stay, roomType, property } = input;
  const reasons: QuoteReason[] = [];
  const lines: QuoteLine[] = [];
  const dayRates: { date: string; value: number }[] = [];

  // 1. The room: per night, a day-use price or an hourly price.
  const unitPrices: { date?: string; base: number }[] = [];
  const acc: RoomPricing = { reasons, lines, dayRates, unitPrices };
  let nights = 0;
  if (stay.type === 'night') nights = priceNights(input, acc);
  else priceShortStay(input, acc);
  const roomAmount = lines.reduce((sum, line) => sum + line.amount, 0);

  // 2. Guests: adults within the room's occupancy plus its extra beds; children priced by age.
  const children = input.childrenAges.filter((age) => age < property.childAge);
  const adults = input.adults + input.childrenAges.length - children.length;
  const beds = input.extraBeds.length;
  if (adults < 1) reasons.push({ code: 'quote.adultNeeded' });
  if (adults > roomType.occupancy + beds) {
    reasons.push({ code: 'quote.tooManyAdults', params: { max: roomType.occupancy } });
  }
  if (
    children.length >
    roomType.occupancyChildren + Math.max(0, beds - Math.max(0, adults - roomType.occupancy))
  ) {
    reasons.push({ code: 'quote.tooManyChildren', params: { max: roomType.occupancyChildren } });
  }
  let childrenAmount = 0;
  for (const age of children) {
    const policy = childPolicyFor(age, input.childPolicies);
    for (const unit of unitPrices) {
      const price = agePrice(policy, unit.base);
      childrenAmount += price;
      lines.push({
        kind: 'child',
        name: String(age),
        ...(unit.date ? { date: unit.date } : {}),
        quantity: 1,
        price,
        amount: price,
      });
    }
  }

  // 3. Extra beds: the policy's price for each night asked for.
  if (beds > 0 && (!roomType.hasExtraBed || beds > (roomType.extraBeds ?? 0))) {
    reasons.push({
      code: 'quote.tooManyExtraBeds',
      params: { max: roomType.hasExtraBed ? (roomType.extraBeds ?? 0) : 0 },
    });
  }
  const stayNights = Math.max(1, nights);
  for (const bed of input.extraBeds) {
    if (!Number.isInteger(bed.nights) || bed.nights < 1 || bed.nights > stayNights) {
      reasons.push({ code: 'quote.extraBedNights', params: { max: stayNights } });
    }
  }
  const bedLines = extraBedLines(input.extraBeds, stayNights);
  const extraBedAmount = sumOf(bedLines);
  lines.push(...bedLines);

  // 4. Services.
  const itemLines = serviceLines(input.services);
  const servicesAmount = sumOf(itemLines);
  lines.push(...itemLines);

  // 5. The reservation's discount, off the room's price.
  let discountAmount = 0;
  if (input.discount && input.discount.value > 0) {
    discountAmount =
      input.discount.type === 'percent'
        ? percentDiscount(roomAmount, input.discount.value)
        : Math.min(roomAmount, Math.floor(input.discount.value));
    if (discountAmount > 0) {
      lines.push({
        kind: 'discount',
        quantity: 1,
        price: -discountAmount,
        amount: -discountAmount,
      });
    }
  }

  // 6. Taxes on everything: inclusive ones are inside the prices, exclusive ones are added.
  const taxable = roomAmount - discountAmount + childrenAmount + extraBedAmount + servicesAmount;
  const taxes = taxesOf(input.taxes, taxable);
  lines.push(...taxLines(taxes));

  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    sellable: reasons.length === 0,
    reasons: dedupe(reasons),
    nights,
    dayRates,
    lines,
    roomAmount,
    childrenAmount,
    extraBedAmount,
    servicesAmount,
    discountAmount,
    taxes,
    total,
  };
};

const sumOf = (lines: readonly QuoteLine[]): number =>
  lines.reduce((sum, line) => sum + line.amount, 0);

/** Extra beds: the policy's price (tugrik policies; free ones 0) for each night, at most the stay's. */
const extraBedLines = (beds: QuoteInput['extraBeds'], stayNights: number): QuoteLine[] =>
  beds.map((bed) => {
    const price = bed.policy.priceType === 'mnt' ? bed.policy.price : 0;
    const quantity = Math.max(0, Math.min(bed.nights, stayNights));
    return {
      kind: 'extraBed',
      ...(bed.policy.name ? { name: bed.policy.name } : {}),
      quantity,
      price,
      amount: price * quantity,
    };
  });

const serviceLines = (services: QuoteInput['services']): QuoteLine[] =>
  services.map((service) => ({
    kind: 'service',
    name: service.name,
    quantity: service.quantity,
    price: service.price,
    amount: service.price * service.quantity,
  }));

/** Taxes on the taxable amount: inclusive ones are inside it, exclusive ones on top of it. */
const taxesOf = (taxes: QuoteInput['taxes'], taxable: number): Quote['taxes'] =>
  taxes.map((tax) => ({
    ...tax,
    amount: taxOf(taxable, tax),
  }));

const taxLines = (taxes: Quote['taxes']): QuoteLine[] =>
  taxes
    .filter((tax) => !tax.inclusive && tax.amount > 0)
    .map((tax) => ({
      kind: 'tax',
      name: tax.name,
      quantity: 1,
      price: tax.amount,
      amount: tax.amount,
    }));

/** A priced stay as a reservation keeps it (the quote without its verdict). */
export interface PricedStay {
  readonly nights: number;
  readonly dayRates: readonly { readonly date: string; readonly value: number }[];
  readonly lines: readonly QuoteLine[];
  readonly roomAmount: number;
  readonly childrenAmount: number;
  readonly discountAmount: number;
  readonly taxes: Quote['taxes'];
  readonly total: number;
}

/**
 * A reservation's price with its folio charges changed (extra beds, services, taxes), the
 * room, children and discount as they were priced: the same arithmetic as `quoteStay`, so a
 * minibar item never re-prices the room at today's rates.
 */
export const withCharges = (
  price: PricedStay,
  charges: Pick<QuoteInput, 'extraBeds' | 'services' | 'taxes'>,
): PricedStay => {
  const kept = price.lines.filter(
    (line) => line.kind === 'room' || line.kind === 'child' || line.kind === 'discount',
  );
  const bedLines = extraBedLines(charges.extraBeds, Math.max(1, price.nights));
  const itemLines = serviceLines(charges.services);
  const taxable =
    price.roomAmount -
    price.discountAmount +
    price.childrenAmount +
    sumOf(bedLines) +
    sumOf(itemLines);
  const taxes = taxesOf(charges.taxes, taxable);
  const lines = [...kept, ...bedLines, ...itemLines, ...taxLines(taxes)];
  // The discount line sits after the room's lines, as quoteStay orders them.
  const ordered = [
    ...lines.filter((line) => line.kind !== 'discount' && line.kind !== 'tax'),
    ...lines.filter((line) => line.kind === 'discount'),
    ...lines.filter((line) => line.kind === 'tax'),
  ];
  return { ...price, lines: ordered, taxes, total: sumOf(ordered) };
};

const dedupe = (reasons: QuoteReason[]): QuoteReason[] => {
  const seen = new Set<string>();
  return reasons.filter((r) => {
    const key = `${r.code}:${JSON.stringify(r.params ?? {})}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** The dates a quote needs from the rate calendar: check-in up to check-out inclusive. */
export const quoteCalendarRange = (checkIn: string, checkOut: string) => ({
  from: checkIn,
  to: addDays(checkOut > checkIn ? checkOut : checkIn, 1),
});
