import type { CancellationFee } from '@hotel/events/reservations/fees';
import type {
  ExtraBed,
  PaymentIncomeType,
  PaymentMethodClone,
  ServiceItem,
} from '@hotel/events/folio/events';
import type { Routing, WindowId } from '@hotel/events/folio/routing';
import type {
  CancellationPolicyClone,
  DiscountType,
  GuestClone,
  PartnerClone,
  Price,
  RatePlanClone,
  ReservationStatus,
  RoomClone,
  RoomSegment,
  RoomTypeClone,
  SourceClone,
  Stay,
  TaxClone,
} from '@hotel/events/reservations/events';

/** One reservation (`reservation-{id}`): what the rules and re-pricing need of it. */
export type ReservationState =
  | { readonly exists: false }
  | {
      readonly exists: true;
      readonly id: string;
      readonly propertyId: string;
      readonly number: number;
      readonly groupId: string;
      /** The booking's guest (the primary one). */
      readonly guest: GuestClone;
      readonly status: ReservationStatus;
      readonly stay: Stay;
      readonly numberOfGuests: number;
      readonly childrenAges: readonly number[];
      readonly roomTypeClone: RoomTypeClone;
      readonly roomClone: RoomClone | null;
      /** The rooms slept in before a mid-stay move, oldest first (the current room from the last's `to`). */
      readonly roomSegments: readonly RoomSegment[];
      readonly sourceClone: SourceClone;
      readonly partnerClone: PartnerClone | null;
      readonly ratePlanClone: RatePlanClone | null;
      /** The cancellation policy it was booked under (its fees follow it). */
      readonly cancellationPolicyClone: CancellationPolicyClone | null;
      readonly taxClones: readonly TaxClone[];
      readonly discount: { readonly type: DiscountType; readonly value: number } | null;
      readonly timePrice: number | null;
      /**
       * A night stay's room price per night fixed by staff (a room-type change that kept the
       * price or took a typed one): later re-pricings of the same nights (a discount) keep it;
       * new dates or another room type's rate plan price by the plan again.
       */
      readonly fixedNightPrices?: readonly number[] | null;
      readonly price: Price;
      /** The folio's charges besides the room: services and extra beds by id. */
      readonly items: ReadonlyMap<string, ServiceItem>;
      readonly extraBeds: ReadonlyMap<string, ExtraBed>;
      /** Guests staying besides the booking's own (ids). */
      readonly stayGuestIds: ReadonlySet<string>;
      /** The folio's payments by id, and their sum in tugrik (what the balance subtracts). */
      readonly payments: ReadonlyMap<string, FolioPayment>;
      readonly paid: number;
      /** Who pays which charges (null: the guest, everything). */
      readonly routing: Routing | null;
      /** The fee of a canceled or no-show stay, and the working date it was charged on. */
      readonly cancellation: CancellationFee | null;
      readonly feeDate: string | null;
      readonly notes: string | null;
    };

export type LiveReservation = Extract<ReservationState, { exists: true }>;

/** One payment of the folio, as the rules need it. */
export interface FolioPayment {
  readonly incomeType: PaymentIncomeType;
  readonly amountMnt: number;
  /** The working date it was posted on: audited once the night audit has closed that date
   *  (the working date has moved past it; see `isAudited`). */
  readonly postedDate: string;
  /** A receivable is unpaid until its payer pays it; every other payment is paid. */
  readonly isPaid: boolean;
  /** Tugrik of it given back by refunds (absent: none). */
  readonly refunded?: number;
  /** The method of its first line (what a refund goes out in by default). */
  readonly method?: PaymentMethodClone;
  /** The payer window it pays (absent: the guest's, `1`). */
  readonly windowId?: WindowId;
  /** The paid fee of the stay kept as this payment when it was reinstated (refunded, never deleted). */
  readonly fromFee?: boolean;
}

/** A payment is audited once the night audit has closed its posted date. */
export const isAudited = (payment: FolioPayment, workingDate: string): boolean =>
  payment.postedDate < workingDate;
