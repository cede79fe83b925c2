import { describe, expect, it } from 'vitest';
import { type SaveRoomType, saveRoomTypeSchema } from '@hotel/events/inventory/commands';
import type { InventoryEvent } from '@hotel/events/inventory/events';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
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

const P = '11111111-1111-4111-8111-111111111111';
const NOW = '2026-11-21T10:00:00.000Z';
const LATER = '2026-11-22T09:30:00.000Z';

const given = (events: InventoryEvent[]) =>
  events.reduce(inventory.evolve, inventory.initialState());

/** The rule a decision broke (and the field it names), or what else it threw. */
const refusal = (decide: () => unknown) => {
  try {
    decide();
  } catch (error) {
    if (error instanceof RuleBroken) return { rule: error.rule, field: error.field };
    if (error instanceof NotFound) return { notFound: error.what };
    throw error;
  }
  throw new Error('the decision was not refused');
};

const fields = ({ id, ...input }: Record<string, unknown>): SaveRoomType => ({
  ...saveRoomTypeSchema.parse({ name: 'Стандарт', defaultPrice: 120000, ...input }),
  ...(typeof id === 'string' ? { id } : {}),
});

const roomIdAt = (index: number) => `room-${index}`;

const create = (input: Record<string, unknown>, newId = 'rt-1', now = NOW) =>
  saveRoomType(
    { propertyId: P, fields: fields(input), newId, roomIdAt: (i) => `${newId}-r${i}`, now },
    inventory.initialState(),
  );

const standard = create({ name: 'Стандарт', names: ['101', '102', '103'] }, 'rt-1');
const deluxe = create({ name: 'Делюкс', defaultPrice: 250000, occupancy: 2 }, 'rt-2');

describe('room types', () => {
  it('given nothing, when a room type is created with room numbers, then it and its rooms are added', () => {
    expect(standard).toEqual([
      {
        type: 'RoomTypeAdded',
        data: expect.objectContaining({
          propertyId: P,
          roomTypeId: 'rt-1',
          name: 'Стандарт',
          shortName: 'С',
          defaultPrice: 120000,
          occupancy: 1,
          occupancyChildren: 0,
          isPriority: false,
          updatedAtIsPriority: null,
        }),
      },
      {
        type: 'RoomsAdded',
        data: {
          propertyId: P,
          roomTypeId: 'rt-1',
          rooms: [
            { roomId: 'rt-1-r0', name: '101' },
            { roomId: 'rt-1-r1', name: '102' },
            { roomId: 'rt-1-r2', name: '103' },
          ],
        },
      },
    ]);
    const state = given(standard);
    expect([...state.rooms.values()].map((r) => r.name)).toEqual(['101', '102', '103']);
  });

  it('refuses a room number twice in one request, or one the property already has', () => {
    expect(refusal(() => create({ names: ['201', '202', '201'] }))).toEqual({
      rule: 'room.duplicateName',
      field: 'names',
    });
    const state = given(standard);
    expect(
      refusal(() =>
        saveRoomType(
          {
            propertyId: P,
            fields: fields({ name: 'Люкс', names: ['301', ' 101 '] }),
            newId: 'rt-3',
            roomIdAt,
            now: NOW,
          },
          state,
        ),
      ),
    ).toEqual({ rule: 'room.duplicateName', field: 'names' });
  });

  it('refuses a second room type of the same name (whatever the case)', () => {
    expect(
      refusal(() =>
        saveRoomType(
          { propertyId: P, fields: fields({ name: 'стандарт' }), newId: 'x', roomIdAt, now: NOW },
          given(standard),
        ),
      ),
    ).toEqual({ rule: 'roomType.nameTaken', field: 'name' });
  });

  it('when changed, then the whole room type after the change; no change, no event', () => {
    const state = given([...standard, ...deluxe]);
    const change = (input: Record<string, unknown>, on = state, now = LATER) =>
      saveRoomType(
        { propertyId: P, fields: fields({ id: 'rt-2', ...input }), newId: 'x', roomIdAt, now },
        on,
      );
    const same = { name: 'Делюкс', defaultPrice: 250000, occupancy: 2 };
    expect(change(same)).toEqual([]);
    const changed = change({ ...same, defaultPrice: 260000, names: ['999'] });
    expect(changed).toEqual([
      {
        type: 'RoomTypeChanged',
        data: expect.objectContaining({ roomTypeId: 'rt-2', defaultPrice: 260000 }),
      },
    ]);
    expect(refusal(() => change({ ...same, name: 'СТАНДАРТ' }))).toEqual({
      rule: 'roomType.nameTaken',
      field: 'name',
    });
  });

  it('records when priority was switched on, keeps it while on, forgets it when off', () => {
    const state = given([...standard, ...deluxe]);
    const save = (isPriority: boolean, on: typeof state, now: string) =>
      saveRoomType(
        {
          propertyId: P,
          fields: fields({
            id: 'rt-2',
            name: 'Делюкс',
            defaultPrice: 250000,
            occupancy: 2,
            isPriority,
          }),
          newId: 'x',
          roomIdAt,
          now,
        },
        on,
      );
    const switchedOn = save(true, state, NOW);
    expect(switchedOn[0]?.data).toMatchObject({ isPriority: true, updatedAtIsPriority: NOW });
    const on = given([...standard, ...deluxe, ...switchedOn]);
    expect(save(true, on, LATER)).toEqual([]);
    expect(save(false, on, LATER)[0]?.data).toMatchObject({
      isPriority: false,
      updatedAtIsPriority: null,
    });
  });

  it('is deleted only once it has no rooms', () => {
    const state = given([...standard, ...deluxe]);
    expect(refusal(() => removeRoomType({ propertyId: P, roomTypeId: 'rt-1' }, state))).toEqual({
      rule: 'roomType.hasRooms',
      field: undefined,
    });
    expect(removeRoomType({ propertyId: P, roomTypeId: 'rt-2' }, state)).toEqual([
      { type: 'RoomTypeRemoved', data: { propertyId: P, roomTypeId: 'rt-2' } },
    ]);
    expect(refusal(() => removeRoomType({ propertyId: P, roomTypeId: 'nope' }, state))).toEqual({
      notFound: 'roomType',
    });
  });
});

describe('rooms', () => {
  const state = given([...standard, ...deluxe]);

  it('are added to a room type several at once, with unique numbers', () => {
    expect(
      addRooms({ propertyId: P, roomTypeId: 'rt-2', names: ['201', '202'], roomIdAt }, state),
    ).toEqual([
      {
        type: 'RoomsAdded',
        data: {
          propertyId: P,
          roomTypeId: 'rt-2',
          rooms: [
            { roomId: 'room-0', name: '201' },
            { roomId: 'room-1', name: '202' },
          ],
        },
      },
    ]);
    expect(
      refusal(() =>
        addRooms({ propertyId: P, roomTypeId: 'rt-2', names: ['201', '102'], roomIdAt }, state),
      ),
    ).toEqual({ rule: 'room.duplicateName', field: 'names' });
    expect(
      refusal(() =>
        addRooms({ propertyId: P, roomTypeId: 'other', names: ['201'], roomIdAt }, state),
      ),
    ).toEqual({ notFound: 'roomType' });
  });

  it('are renamed and described one at a time; a number in use is refused under `name`', () => {
    const edit = (
      name: string,
      roomTypeId: string | null = null,
      description: string | null = null,
    ) => changeRoom({ propertyId: P, roomId: 'rt-1-r0', name, description, roomTypeId }, state);
    expect(edit('101')).toEqual([]);
    expect(edit('101', null, 'Цонх нь зүүн тийш')).toEqual([
      {
        type: 'RoomChanged',
        data: {
          propertyId: P,
          roomId: 'rt-1-r0',
          roomTypeId: 'rt-1',
          name: '101',
          description: 'Цонх нь зүүн тийш',
        },
      },
    ]);
    expect(refusal(() => edit('102'))).toEqual({ rule: 'room.duplicateName', field: 'name' });
    expect(edit('101', 'rt-2')[0]?.data).toMatchObject({ roomTypeId: 'rt-2' });
    expect(refusal(() => edit('101', 'nope'))).toEqual({ notFound: 'roomType' });
    expect(
      refusal(() =>
        changeRoom(
          { propertyId: P, roomId: 'nope', name: '1', description: null, roomTypeId: null },
          state,
        ),
      ),
    ).toEqual({ notFound: 'room' });
  });

  it('are removed, and a removed room number can be used again', () => {
    const removed = removeRoom({ propertyId: P, roomId: 'rt-1-r0' }, state);
    expect(removed).toEqual([
      { type: 'RoomRemoved', data: { propertyId: P, roomId: 'rt-1-r0', roomTypeId: 'rt-1' } },
    ]);
    const after = given([...standard, ...deluxe, ...removed]);
    expect(
      addRooms({ propertyId: P, roomTypeId: 'rt-2', names: ['101'], roomIdAt }, after),
    ).toHaveLength(1);
    expect(refusal(() => removeRoom({ propertyId: P, roomId: 'rt-1-r0' }, after))).toEqual({
      notFound: 'room',
    });
  });
});

describe('amenities and images', () => {
  const state = given([...standard]);

  it('amenities are replaced as a whole, in catalogue order', () => {
    const set = setAmenities(
      { propertyId: P, roomTypeId: 'rt-1', amenityIds: ['wifi', 'shower'] },
      state,
    );
    expect(set).toEqual([
      {
        type: 'RoomTypeAmenitiesSet',
        data: { propertyId: P, roomTypeId: 'rt-1', amenityIds: ['shower', 'wifi'] },
      },
    ]);
    const after = given([...standard, ...set]);
    expect(
      setAmenities({ propertyId: P, roomTypeId: 'rt-1', amenityIds: ['wifi', 'shower'] }, after),
    ).toEqual([]);
    expect(
      refusal(() => setAmenities({ propertyId: P, roomTypeId: 'x', amenityIds: [] }, state)),
    ).toEqual({ notFound: 'roomType' });
  });

  it('images are the property’s own stored uploads, in the order given', () => {
    const a = `${P}/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa.jpg`;
    const b = `${P}/room-types/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb.png`;
    const foreign = '22222222-2222-4222-8222-222222222222/cccccccc-cccc-4ccc-8ccc-cccccccccccc.jpg';
    const exists = new Set([a, b, foreign]);
    expect(
      setRoomTypeImages({ propertyId: P, roomTypeId: 'rt-1', images: [b, a], exists }, state),
    ).toEqual([
      { type: 'RoomTypeImagesSet', data: { propertyId: P, roomTypeId: 'rt-1', images: [b, a] } },
    ]);
    expect(
      refusal(() =>
        setRoomTypeImages(
          { propertyId: P, roomTypeId: 'rt-1', images: [a, foreign], exists },
          state,
        ),
      ),
    ).toEqual({ rule: 'image.unknown', field: 'images.1' });
    expect(
      refusal(() =>
        setRoomTypeImages(
          { propertyId: P, roomTypeId: 'rt-1', images: [a], exists: new Set() },
          state,
        ),
      ),
    ).toEqual({ rule: 'image.unknown', field: 'images.0' });
  });
});

describe("a room type's English short name", () => {
  it('given a new room type with an English short name, then it is kept upper case', () => {
    const [event] = create(
      { name: 'Гэр бүлийн өрөө', shortName: 'ГБӨ', shortNameEn: 'fam' },
      'rt-9',
    );
    expect(event?.data).toMatchObject({ shortName: 'ГБӨ', shortNameEn: 'FAM' });
  });

  it('given a room type stored before English short names, when saved unchanged, then nothing is recorded', () => {
    const { shortNameEn: _none, ...old } = (
      standard[0] as Extract<InventoryEvent, { type: 'RoomTypeAdded' }>
    ).data;
    const state = given([{ type: 'RoomTypeAdded', data: old }]);
    const save = (input: Record<string, unknown>) =>
      saveRoomType(
        {
          propertyId: P,
          fields: fields({ id: 'rt-1', name: 'Стандарт', ...input }),
          newId: 'x',
          roomIdAt,
          now: NOW,
        },
        state,
      );
    expect(save({})).toEqual([]);
    expect(save({ shortNameEn: 'STD' })).toEqual([
      { type: 'RoomTypeChanged', data: expect.objectContaining({ shortNameEn: 'STD' }) },
    ]);
  });
});
