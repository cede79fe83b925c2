import type { Request, Response } from 'express';
import { dateInTimeZone } from '@hotel/events/dates';
import { isUuid } from '@hotel/events/ids';
import { isImageOf } from '@hotel/events/images';
import { type Language, parseLanguage, translate } from '@hotel/events/messages';
import { amenityCategories } from '@hotel/events/reference/amenities';
import { bankById } from '@hotel/events/reference/banks';
import { bedTypeById } from '@hotel/events/reference/bed-types';
import {
  MAX_ONLINE_DAYS_AHEAD,
  MAX_ONLINE_NIGHTS,
  MAX_ONLINE_ROOMS,
} from '@hotel/events/reservation-requests/rules';
import { HttpProblem, problemTypes } from '@hotel/infra/http/problem';
import { type PublicRateLimits, perClientLimit } from '@hotel/infra/http/rate-limit';
import { type GuardedRoutes, publicRoute } from '@hotel/infra/http/route-policy';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { answerImage, type ImageDeps, imageQuerySchema } from '../images/routes';
import {
  HOTEL_BANK_ACCOUNTS,
  HOTEL_PROFILES,
  HOTEL_RULES,
  type HotelBankAccountDoc,
  type HotelProfileDoc,
  type HotelRuleDoc,
} from '../profile/projection';
import { PROPERTIES, type PropertyDoc } from '../properties/projection';
import { RATE_PLANS, type RatePlanDoc } from '../rates/projection';
import { ROOM_TYPES, type RoomTypeDoc } from '../room-types/projection';
import { onlineBookingPageResponse } from './responses';

const amenityNames = new Map(
  amenityCategories.flatMap((category) => category.amenities.map((a) => [a.id, a] as const)),
);

/** 404 as problem details, in the caller's language. */
const notFound = (req: Request) =>
  new HttpProblem({
    type: problemTypes.notFound,
    title: translate('online.notOpen', parseLanguage(req.header('x-language'))),
    status: 404,
  });

/** The property of a public page when it is active and its online booking page open. */
const openProperty = async (readStore: ReadStore, req: Request) => {
  const slug = String(req.params.slug);
  if (!isUuid(slug)) throw notFound(req);
  const [property, profile] = await Promise.all([
    readStore.collection<PropertyDoc>(PROPERTIES).findOne({ _id: slug }),
    readStore.collection<HotelProfileDoc>(HOTEL_PROFILES).findOne({ _id: slug }),
  ]);
  if (!property || property.status !== 'active' || !profile?.hasOnlineBook) throw notFound(req);
  return { propertyId: slug, property, profile };
};

/** The room types a guest may book online: those with an online-booking rate plan. */
const onlineRoomTypes = async (readStore: ReadStore, propertyId: string) => {
  const [types, plans] = await Promise.all([
    readStore.collection<RoomTypeDoc>(ROOM_TYPES).find({ propertyId }),
    readStore.collection<RatePlanDoc>(RATE_PLANS).find({ propertyId, isOnlineBook: true }),
  ]);
  const online = new Set(plans.map((p) => p.roomTypeId));
  return types
    .filter((type) => online.has(type._id))
    .sort(
      (a, b) =>
        Number(b.isPriority) - Number(a.isPriority) ||
        a.name.localeCompare(b.name, 'mn', { numeric: true }),
    );
};

/** Only what a guest may see of the property: no staff, no bookings, no settings. */
const publicPage = async (
  readStore: ReadStore,
  open: Awaited<ReturnType<typeof openProperty>>,
  language: Language,
) => {
  const { propertyId, property, profile } = open;
  const [types, rules, banks] = await Promise.all([
    onlineRoomTypes(readStore, propertyId),
    readStore.collection<HotelRuleDoc>(HOTEL_RULES).find({ propertyId }, { sort: { order: 1 } }),
    readStore
      .collection<HotelBankAccountDoc>(HOTEL_BANK_ACCOUNTS)
      .find({ propertyId }, { sort: { order: 1 } }),
  ]);
  const { info } = profile;
  const inLanguage = (mn: string | null, en: string | null) =>
    language === 'en' ? en || mn : mn || en;
  const today = dateInTimeZone(new Date(), property.timeZone);
  return {
    property: {
      id: propertyId,
      name: info.name,
      description: inLanguage(info.description, info.descriptionEn),
      starRating: info.starRating,
      address: info.address,
      phone: info.resPhone ?? info.phone,
      email: info.resEmail ?? info.email,
      website: info.website,
      checkInTime: info.checkInTime,
      checkOutTime: info.checkOutTime,
      image: info.image,
      images: profile.images,
      location: info.location,
    },
    /** The first check-in a guest may ask for, and the limits of one request. */
    booking: {
      minCheckIn: property.workingDate > today ? property.workingDate : today,
      maxDaysAhead: MAX_ONLINE_DAYS_AHEAD,
      maxNights: MAX_ONLINE_NIGHTS,
      maxRooms: MAX_ONLINE_ROOMS,
    },
    roomTypes: types.map((type) => ({
      id: type._id,
      name: inLanguage(type.name, type.nameEn) ?? type.name,
      description: inLanguage(type.description, type.descriptionEn),
      occupancy: type.occupancy,
      occupancyChildren: type.occupancyChildren,
      floorSize: type.floorSize,
      bedType: type.bedTypeId ? (bedTypeById(type.bedTypeId)?.[language] ?? null) : null,
      amenities: type.amenityIds.flatMap((id) => {
        const amenity = amenityNames.get(id);
        return amenity ? [amenity[language]] : [];
      }),
      images: type.images,
    })),
    rules: rules.map((rule) => ({
      id: rule._id,
      title: rule.title,
      description: rule.description,
    })),
    banks: banks.map((account) => ({
      id: account._id,
      bankName: bankById(account.bankId)?.[language] ?? account.bankId,
      accountName: account.accountName,
      number: account.number,
      currency: account.currency,
      qrImage: account.qrImage,
    })),
  };
};

/**
 * The public online booking page's reads (no login; docs/reservation-requests.md): the
 * property's public face and its images. Limited per client. Availability and the request
 * are commands (POST) on the command side.
 */
export const onlineBookingQueries = (
  routes: GuardedRoutes,
  deps: ImageDeps & { readonly readStore: ReadStore; readonly limits: PublicRateLimits },
): void => {
  const reads = perClientLimit({ windowMs: 60_000, limit: deps.limits.reads });
  // A page shows a few pictures per room type (each cached by the browser for good).
  const images = perClientLimit({ windowMs: 60_000, limit: deps.limits.reads * 5 });

  routes.get('/online/book/:slug', publicRoute, reads, async (req: Request, res: Response) => {
    const open = await openProperty(deps.readStore, req);
    res.json(await publicPage(deps.readStore, open, parseLanguage(req.header('x-language'))));
  });

  /**
   * The property's public images (its pictures, the online room types' pictures, bank QR
   * codes) — nothing else of its uploads. The property-scoped public image path the online
   * page uses until a shared one exists.
   */
  routes.get(
    '/online/book/:slug/image',
    publicRoute,
    images,
    async (req: Request, res: Response) => {
      const open = await openProperty(deps.readStore, req);
      await answerImage(deps, req, res, async (path) => {
        if (!isImageOf(open.propertyId, path)) return false;
        const { profile } = open;
        if (profile.info.image === path || profile.images.includes(path)) return true;
        const [types, banks] = await Promise.all([
          onlineRoomTypes(deps.readStore, open.propertyId),
          deps.readStore
            .collection<HotelBankAccountDoc>(HOTEL_BANK_ACCOUNTS)
            .find({ propertyId: open.propertyId }),
        ]);
        return (
          types.some((type) => type.images.includes(path)) ||
          banks.some((account) => account.qrImage === path)
        );
      });
    },
  );
  // The query each route above reads (OpenAPI, input sweeps).
  routes.describe('get', '/online/book/:slug', { response: onlineBookingPageResponse });
  routes.describe('get', '/online/book/:slug/image', {
    query: imageQuerySchema,
    produces: 'image',
  });
};
