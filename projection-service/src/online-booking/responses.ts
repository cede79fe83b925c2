import { z } from 'zod';
import { hotelInfoSchema } from '@hotel/events/profile/events';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/**
 * What GET /api/online/book/{slug} answers: the property's public face for its online booking
 * page, in the caller's language (the UI's types are generated from it).
 */
export const onlineBookingPageResponse = apiSchema(
  'OnlineBookingPage',
  z.object({
    property: z.object({
      id: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      starRating: z.number().int().nullable(),
      address: z.string().nullable(),
      phone: z.string().nullable().describe('For reservations, else the front desk'),
      email: z.string().nullable().describe('For reservations, else the general one'),
      website: z.string().nullable(),
      checkInTime: z.string(),
      checkOutTime: z.string(),
      image: z.string().nullable(),
      images: z.array(z.string()),
      location: hotelInfoSchema.shape.location,
    }),
    booking: z
      .object({
        minCheckIn: z.string(),
        maxDaysAhead: z.number().int(),
        maxNights: z.number().int(),
        maxRooms: z.number().int(),
      })
      .describe('The first check-in a guest may ask for, and the limits of one request'),
    roomTypes: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        description: z.string().nullable(),
        occupancy: z.number().int(),
        occupancyChildren: z.number().int(),
        floorSize: z.number().nullable(),
        bedType: z.string().nullable(),
        amenities: z.array(z.string()),
        images: z.array(z.string()),
      }),
    ),
    rules: z.array(z.object({ id: z.string(), title: z.string(), description: z.string() })),
    banks: z.array(
      z.object({
        id: z.string(),
        bankName: z.string(),
        accountName: z.string(),
        number: z.string(),
        currency: z.string(),
        qrImage: z.string().nullable(),
      }),
    ),
  }),
);
