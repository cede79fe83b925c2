/**
 * Room revenue per night, net of the stay's discount (docs/report.md, "Room revenue"): the one
 * rule the night audit freezes with and the sales report counts with.
 *
 * The gross of a night is the stay's room price for that date (its `room` lines: one per night
 * of a night stay, one on the day of a day-use or hourly stay; a price without dated room lines
 * falls back to its `dayRates`). The reservation's discount is taken off the room (as
 * `quoteStay` prices it) and spread over the nights by the **largest-remainder method**: each
 * night bears `discount × gross ÷ room amount` rounded down, and the tugrik still left go one
 * each to the nights with the largest remainders (ties: the later night first). So the nights
 * are whole tugrik, add up exactly to the room amount less the discount, and none is negative.
 */

export interface PricedRoom {
  readonly dayRates: readonly { readonly date: string; readonly value: number }[];
  readonly lines: readonly {
    readonly kind: string;
    readonly date?: string | undefined;
    readonly amount: number;
  }[];
  readonly discountAmount: number;
}

export interface NightRevenue {
  readonly date: string;
  readonly value: number;
}

/** The room's gross price per date, in date order of the price (dates merged). */
export const grossRoomNights = (price: PricedRoom): NightRevenue[] => {
  const byDate = new Map<string, number>();
  for (const line of price.lines) {
    if (line.kind !== 'room' || !line.date) continue;
    byDate.set(line.date, (byDate.get(line.date) ?? 0) + line.amount);
  }
  if (byDate.size === 0) {
    for (const rate of price.dayRates) {
      byDate.set(rate.date, (byDate.get(rate.date) ?? 0) + rate.value);
    }
  }
  return [...byDate].map(([date, value]) => ({ date, value: Math.max(0, value) }));
};

/** `a × b ÷ c` rounded down and its remainder, exact even past 2^53. */
const shareOf = (a: number, b: number, c: number): { whole: number; rest: number } => {
  const product = a * b;
  if (Number.isSafeInteger(product)) {
    return { whole: Math.floor(product / c), rest: product % c };
  }
  const big = BigInt(a) * BigInt(b);
  return { whole: Number(big / BigInt(c)), rest: Number(big % BigInt(c)) };
};

/**
 * The stay's net room revenue per night: the gross nights less the discount, spread by the
 * largest remainder. The nights add up to `Σ gross − min(discount, Σ gross)` exactly.
 */
export const nightlyRoomRevenue = (price: PricedRoom): NightRevenue[] => {
  const gross = grossRoomNights(price);
  const total = gross.reduce((sum, night) => sum + night.value, 0);
  const discount = Math.min(total, Math.max(0, Math.floor(price.discountAmount)));
  if (discount === 0 || total === 0) return gross;
  const shares = gross.map((night, index) => ({ index, ...shareOf(discount, night.value, total) }));
  let left = discount - shares.reduce((sum, share) => sum + share.whole, 0);
  const bear = shares.map((share) => share.whole);
  const byRemainder = [...shares].sort((a, b) => b.rest - a.rest || b.index - a.index);
  for (const share of byRemainder) {
    if (left === 0) break;
    if (share.rest === 0) continue;
    bear[share.index]! += 1;
    left -= 1;
  }
  return gross.map((night, index) => ({ date: night.date, value: night.value - bear[index]! }));
};

/** The stay's net room revenue: its room amount less the discount (never below 0). */
export const netRoomRevenue = (price: PricedRoom): number =>
  nightlyRoomRevenue(price).reduce((sum, night) => sum + night.value, 0);
