import { idParamSchema } from '@hotel/events/fields';
import { deriveId } from '@hotel/events/ids';
import {
  saveRoomsSchema,
  saveRoomTypeSchema,
  setAmenitiesSchema,
  setRoomTypeImagesSchema,
} from '@hotel/events/inventory/commands';
import { streams } from '@hotel/events/streams';
import { type BlobStore, isBlobKey } from '@hotel/infra/blob-store/port';
import { type GuardedRoutes, propertyRoute } from '@hotel/infra/http/route-policy';
import { ratePlans, removeRatePlansOf } from '../rates/decider';
import { type CommandRouteDeps, commandRoute } from '../http/command-route';
import {
  addRooms,
  changeRoom,
  inventory,
  removeRoom,
  removeRoomType,
  saveRoomType,
  setAmenities,
  setRoomTypeImages,
} from './decider';

const MANAGE_ROOMS = propertyRoute('manage-rooms');

/** The property a guarded command acts in (the guard checked X-Slug already). */
const propertyOf = (propertyId: string | null): string => {
  if (!propertyId) throw new Error('property command without a property');
  return propertyId;
};

const roomIdsOf = (commandId: string) => (index: number) => deriveId(commandId, `room-${index}`);

/**
 * Room types, rooms, amenities and room type images (settings spec §7), all in the property's
 * inventory aggregate (`inventory-{propertyId}`).
 */
export const inventoryRoutes = (
  routes: GuardedRoutes,
  deps: CommandRouteDeps & { readonly blobStore: BlobStore },
): void => {
  roomTypeRoutes(routes, deps);
  roomRoutes(routes, deps);
  roomTypeExtraRoutes(routes, deps);
};

/** Room types: created, edited, deleted. */
const roomTypeRoutes = (routes: GuardedRoutes, deps: CommandRouteDeps): void => {
  routes.post(
    '/room/types',
    MANAGE_ROOMS,
    commandRoute(deps, {
      type: 'SaveRoomType',
      schema: saveRoomTypeSchema,
      handler: async (command, context, { load }) => {
        const propertyId = propertyOf(context.propertyId);
        const stream = streams.inventory(propertyId);
        const newId = deriveId(context.commandId, 'room-type');
        const events = saveRoomType(
          {
            propertyId,
            fields: command,
            newId,
            roomIdAt: roomIdsOf(context.commandId),
            now: context.now,
          },
          await load(stream, inventory),
        );
        return {
          events: { [stream]: events },
          status: command.id ? 200 : 201,
          body: { id: command.id ?? newId },
        };
      },
    }),
  );

  routes.delete(
    '/room/types/:id',
    MANAGE_ROOMS,
    commandRoute(deps, {
      type: 'RemoveRoomType',
      schema: idParamSchema,
      handler: async (command, context, { load }) => {
        const propertyId = propertyOf(context.propertyId);
        const stream = streams.inventory(propertyId);
        const events = removeRoomType(
          { propertyId, roomTypeId: command.id },
          await load(stream, inventory),
        );
        // Its rate plans go with it, in the same atomic append.
        const plansStream = streams.ratePlans(propertyId);
        const plans = removeRatePlansOf(
          { propertyId, roomTypeId: command.id },
          await load(plansStream, ratePlans),
        );
        return {
          events: { [stream]: events, ...(plans.length > 0 ? { [plansStream]: plans } : {}) },
          status: 200,
          body: { id: command.id },
        };
      },
    }),
  );
};

/** Rooms: added to a room type, edited, deleted. */
const roomRoutes = (routes: GuardedRoutes, deps: CommandRouteDeps): void => {
  routes.post(
    '/rooms',
    MANAGE_ROOMS,
    commandRoute(deps, {
      type: 'SaveRooms',
      schema: saveRoomsSchema,
      handler: async (command, context, { load }) => {
        const propertyId = propertyOf(context.propertyId);
        const stream = streams.inventory(propertyId);
        const state = await load(stream, inventory);
        if (command.kind === 'change') {
          const events = changeRoom(
            {
              propertyId,
              roomId: command.id,
              name: command.name,
              description: command.description,
              roomTypeId: command.roomTypeId,
            },
            state,
          );
          return { events: { [stream]: events }, status: 200, body: { id: command.id } };
        }
        const roomIdAt = roomIdsOf(context.commandId);
        const events = addRooms(
          { propertyId, roomTypeId: command.roomTypeId, names: command.names, roomIdAt },
          state,
        );
        return {
          events: { [stream]: events },
          status: 201,
          body: { ids: command.names.map((_, index) => roomIdAt(index)) },
        };
      },
    }),
  );

  routes.delete(
    '/rooms/:id',
    MANAGE_ROOMS,
    commandRoute(deps, {
      type: 'RemoveRoom',
      schema: idParamSchema,
      handler: async (command, context, { load }) => {
        const propertyId = propertyOf(context.propertyId);
        const stream = streams.inventory(propertyId);
        const events = removeRoom(
          { propertyId, roomId: command.id },
          await load(stream, inventory),
        );
        return { events: { [stream]: events }, status: 200, body: { id: command.id } };
      },
    }),
  );
};

/** What a room type shows guests: its amenities and images. */
const roomTypeExtraRoutes = (
  routes: GuardedRoutes,
  deps: CommandRouteDeps & { readonly blobStore: BlobStore },
): void => {
  routes.post(
    '/amenities/:roomTypeId',
    MANAGE_ROOMS,
    commandRoute(deps, {
      type: 'SetRoomTypeAmenities',
      schema: setAmenitiesSchema,
      handler: async (command, context, { load }) => {
        const propertyId = propertyOf(context.propertyId);
        const stream = streams.inventory(propertyId);
        const events = setAmenities(
          { propertyId, roomTypeId: command.roomTypeId, amenityIds: command.amenities },
          await load(stream, inventory),
        );
        return { events: { [stream]: events }, status: 200, body: { id: command.roomTypeId } };
      },
    }),
  );

  routes.post(
    '/room/types/:id/images',
    MANAGE_ROOMS,
    commandRoute(deps, {
      type: 'SetRoomTypeImages',
      schema: setRoomTypeImagesSchema,
      handler: async (command, context, { load }) => {
        const propertyId = propertyOf(context.propertyId);
        const stream = streams.inventory(propertyId);
        const state = await load(stream, inventory);
        // Which of the named uploads are stored (the decider stays pure).
        const stored = await Promise.all(
          command.images.map(async (path) =>
            isBlobKey(path) && (await deps.blobStore.exists(path)) ? path : null,
          ),
        );
        const events = setRoomTypeImages(
          {
            propertyId,
            roomTypeId: command.id,
            images: command.images,
            exists: new Set(stored.filter((path): path is string => path !== null)),
          },
          state,
        );
        return { events: { [stream]: events }, status: 200, body: { id: command.id } };
      },
    }),
  );
};
