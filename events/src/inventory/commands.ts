import { z } from 'zod';
import {
  money,
  numberField,
  optionalText,
  requiredText,
  uuid,
  wholeNumber,
  whenFieldsValid,
} from '../fields';
import { imagePath } from '../images';
import { isAmenityId } from '../reference/amenities';
import { bedTypeById } from '../reference/bed-types';

/**
 * The bodies of the room type, room, amenity and image commands (settings spec §7), with the
 * bounds of §5: occupancy 1–10 adults, 0–4 children, window 0–5, extra beds 1–3, time price
 * count 1–3.
 */

/** A room number ("101", "A-12"): trimmed, 1–20 characters. */
export const roomName = () => requiredText(20);

/** The longest list of room numbers one request may add. */
export const MAX_ROOMS_AT_ONCE = 200;

const roomNames = () =>
  z
    .array(roomName(), { error: 'validation.required' })
    .max(MAX_ROOMS_AT_ONCE, { error: 'validation.max' });

/** Initials of the name's words, upper case, at most 3: "Стандарт хоёр ортой" → "СХ". */
export const roomTypeShortName = (name: string): string =>
  name
    .trim()
    .split(/[\s\-–—/]+/)
    .map((word) => [...word.replace(/[^\p{L}\p{N}]/gu, '')][0] ?? '')
    .join('')
    .slice(0, 3)
    .toLocaleUpperCase();

const flag = (fallback: boolean) =>
  z.boolean({ error: 'validation.invalid' }).optional().default(fallback);

/** A number field that may be left empty (empty, null or missing → null). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

const withDefault = <T extends z.ZodType>(schema: T, fallback: z.output<T>) =>
  optional(schema).transform((v) => (v === null ? fallback : v));

export const saveRoomTypeSchema = z
  .object({
    id: uuid().optional(),
    name: requiredText(60),
    nameEn: optionalText(60),
    shortName: optionalText(3),
    shortNameEn: optionalText(3).transform((v) => v?.toLocaleUpperCase() ?? null),
    window: withDefault(wholeNumber(0, 5), 0),
    defaultPrice: money(),
    priceDayUse: withDefault(money(), 0),
    hasTime: flag(false),
    priceTime: withDefault(money(), 0),
    priceTimeCount: withDefault(wholeNumber(1, 3), 1),
    occupancy: withDefault(wholeNumber(1, 10), 1),
    occupancyChildren: withDefault(wholeNumber(0, 4), 0),
    hasExtraBed: flag(false),
    extraBeds: optional(wholeNumber(1, 3)),
    bedTypeId: optionalText(40).refine((id) => id === null || bedTypeById(id) !== undefined, {
      error: 'validation.invalid',
    }),
    floorSize: optional(
      numberField().pipe(
        z
          .number()
          .positive({ error: 'validation.positive' })
          .max(10_000, { error: 'validation.max' }),
      ),
    ),
    description: optionalText(2000),
    descriptionEn: optionalText(2000),
    byPerson: flag(false),
    isPriority: flag(false),
    /** Room numbers of a new room type (ignored when changing one: use POST /rooms). */
    names: roomNames().optional().default([]),
  })
  .superRefine((v, ctx) => {
    if (v.hasExtraBed && v.extraBeds === null) {
      ctx.addIssue({ code: 'custom', path: ['extraBeds'], message: 'validation.required' });
    }
  }, whenFieldsValid)
  .transform(({ shortName, extraBeds, floorSize, ...v }) => ({
    ...v,
    shortName: (shortName ?? roomTypeShortName(v.name)).toLocaleUpperCase(),
    extraBeds: v.hasExtraBed ? extraBeds : null,
    floorSize: floorSize === null ? null : Math.round(floorSize * 10) / 10,
  }));
export type SaveRoomType = z.infer<typeof saveRoomTypeSchema>;

/**
 * POST /api/rooms: with `id`, a change to one room (its number, description and — optionally —
 * room type); without, several new rooms (`names`) of the room type `roomType.id`.
 */
export const saveRoomsSchema = z
  .object({
    id: uuid().optional(),
    name: z.unknown().optional(),
    description: optionalText(500),
    names: z.unknown().optional(),
    roomType: z.unknown().optional(),
  })
  .transform((v, ctx) => {
    /** Parses one part of the body, reporting its issues under `path`. */
    const part = <T extends z.ZodType>(schema: T, value: unknown, path: string[]) => {
      const parsed = schema.safeParse(value);
      if (parsed.success) return { ok: true as const, value: parsed.data as z.output<T> };
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ ...issue, path: [...path, ...issue.path] });
      }
      return { ok: false as const };
    };
    const roomType = part(
      z
        .object(
          { id: z.union([uuid(), z.literal('')]).optional() },
          { error: 'validation.invalid' },
        )
        .nullable()
        .optional()
        .transform((r) => r?.id || null),
      v.roomType,
      ['roomType'],
    );
    if (v.id) {
      const name = part(roomName(), v.name, ['name']);
      if (!name.ok || !roomType.ok) return z.NEVER;
      return {
        kind: 'change' as const,
        id: v.id,
        name: name.value,
        description: v.description,
        roomTypeId: roomType.value,
      };
    }
    const names = part(roomNames().min(1, { error: 'validation.required' }), v.names ?? [], [
      'names',
    ]);
    if (roomType.ok && roomType.value === null) {
      ctx.addIssue({ code: 'custom', path: ['roomType', 'id'], message: 'validation.required' });
      return z.NEVER;
    }
    if (!names.ok || !roomType.ok || roomType.value === null) return z.NEVER;
    return { kind: 'add' as const, names: names.value, roomTypeId: roomType.value };
  });
export type SaveRooms = z.infer<typeof saveRoomsSchema>;

/** POST /api/amenities/:roomTypeId — the room type's amenities, replaced as a whole. */
export const setAmenitiesSchema = z.object({
  roomTypeId: uuid(),
  amenities: z
    .array(z.string().refine(isAmenityId, { error: 'validation.invalid' }), {
      error: 'validation.required',
    })
    .max(200, { error: 'validation.max' })
    .transform((ids) => [...new Set(ids)]),
});
export type SetAmenities = z.infer<typeof setAmenitiesSchema>;

/** The most images one room type may have. */
export const MAX_ROOM_TYPE_IMAGES = 30;

/** POST /api/room/types/:id/images — the room type's images in display order. */
export const setRoomTypeImagesSchema = z.object({
  id: uuid(),
  images: z
    .array(imagePath(), { error: 'validation.required' })
    .max(MAX_ROOM_TYPE_IMAGES, { error: 'validation.max' })
    .transform((paths) => [...new Set(paths)]),
});
export type SetRoomTypeImages = z.infer<typeof setRoomTypeImagesSchema>;
