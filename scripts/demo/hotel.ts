import { addDays } from '@hotel/events/dates';
import { streams } from '@hotel/events/streams';
import { inventory } from '@hotel/command-service/inventory/decider';
import type { CommandPipeline } from '@hotel/command-service/pipeline/handle-command';
import { settings } from '@hotel/command-service/settings/decider';
import type { DemoCaller } from './client';
import type { DemoClock } from './clock';

/**
 * The demo hotel's furnishing, as its owner would set it up on the first day in the settings
 * screens: room types and rooms, channels, payment methods, services, a partner company, rate
 * plans with a season of daily rates, policies, two staff members with limited roles, and the
 * hotel's page for guests (description, bank account, online booking open).
 */

export interface DemoRoomType {
  readonly key: RoomTypeKey;
  readonly id: string;
  readonly name: string;
  readonly adults: number;
  readonly children: number;
  readonly rooms: readonly { readonly id: string; readonly name: string }[];
}

export type RoomTypeKey = 'twin' | 'deluxe' | 'family' | 'suite';
export type SourceKey = 'direct' | 'phone' | 'booking' | 'website';
export type MethodKey = 'cash' | 'card' | 'qpay' | 'transfer';
export type ServiceKey = 'breakfast' | 'minibar' | 'laundry' | 'transfer' | 'sauna';
export type PlanKey = `${RoomTypeKey}:${'base' | 'breakfast' | 'corporate'}`;

export interface DemoStaff {
  readonly id: string;
  readonly name: string;
  readonly role: string;
  readonly email: string;
  readonly password: string;
}

export interface DemoHotel {
  readonly propertyId: string;
  readonly ownerId: string;
  /** The account guests pay into (payment requests name it). */
  readonly bankAccountId: string;
  readonly roomTypes: Readonly<Record<RoomTypeKey, DemoRoomType>>;
  readonly sources: Readonly<Record<SourceKey, string>>;
  readonly methods: Readonly<Record<MethodKey, string>>;
  readonly services: Readonly<
    Record<ServiceKey, { readonly id: string; readonly categoryId: string }>
  >;
  readonly partnerId: string;
  readonly plans: Readonly<Partial<Record<PlanKey, string>>>;
  readonly extraBedPolicyId: string;
  readonly frontDesk: DemoStaff;
  readonly housekeeper: DemoStaff;
}

/** Room types of the demo, their prices (MNT a night, weekdays) and room numbers. */
const roomTypeSpecs: readonly {
  key: RoomTypeKey;
  body: Record<string, unknown>;
  /** Weekday and Friday/Saturday prices of the season. */
  weekday: number;
  weekend: number;
}[] = [
  {
    key: 'twin',
    weekday: 180_000,
    weekend: 210_000,
    body: {
      name: 'Стандарт хоёр ортой',
      nameEn: 'Standard Twin',
      shortNameEn: 'TWN',
      defaultPrice: 180_000,
      occupancy: 2,
      occupancyChildren: 1,
      bedTypeId: 'twin',
      floorSize: 24,
      window: 1,
      description: 'Туул голын зүг харсан, хоёр тусдаа ортой тохилог өрөө.',
      descriptionEn: 'A cosy room with two single beds, facing the Tuul river.',
      names: ['201', '202', '203', '204', '205', '206', '207', '208', '209', '210'],
    },
  },
  {
    key: 'deluxe',
    weekday: 240_000,
    weekend: 280_000,
    body: {
      name: 'Делюкс хоёр хүний ортой',
      nameEn: 'Deluxe Double',
      shortNameEn: 'DBL',
      defaultPrice: 240_000,
      occupancy: 2,
      occupancyChildren: 1,
      bedTypeId: 'queen',
      floorSize: 30,
      window: 2,
      hasExtraBed: true,
      extraBeds: 1,
      description: 'Квийн ортой, ажлын ширээтэй, хотын төв рүү харсан өрөө.',
      descriptionEn: 'A queen bed and a work desk, with a view of the city centre.',
      names: ['301', '302', '303', '304', '305', '306', '307', '308', '309', '310'],
    },
  },
  {
    key: 'family',
    weekday: 320_000,
    weekend: 360_000,
    body: {
      name: 'Гэр бүлийн өрөө',
      nameEn: 'Family Room',
      shortNameEn: 'FAM',
      defaultPrice: 320_000,
      occupancy: 3,
      occupancyChildren: 2,
      bedTypeId: 'family',
      floorSize: 42,
      window: 2,
      hasExtraBed: true,
      extraBeds: 1,
      description: 'Гурван хүн, хоёр хүүхэд багтах, зочны булантай өргөн өрөө.',
      descriptionEn: 'A spacious room for three adults and two children, with a sitting area.',
      names: ['401', '402', '403', '404', '405', '406'],
    },
  },
  {
    key: 'suite',
    weekday: 450_000,
    weekend: 520_000,
    body: {
      name: 'Люкс',
      nameEn: 'Executive Suite',
      shortNameEn: 'STE',
      defaultPrice: 450_000,
      occupancy: 2,
      occupancyChildren: 1,
      bedTypeId: 'king',
      floorSize: 64,
      window: 3,
      description: 'Зочны өрөө, ажлын өрөө, кинг ортой, Богд уулын үзэмжтэй люкс.',
      descriptionEn: 'A king bed, a living room and a study, looking out at Bogd Khan mountain.',
      isPriority: true,
      names: ['501', '502', '503', '504'],
    },
  },
];

/** How long the daily rates of the season run from the first day of the demo. */
const SEASON_DAYS = 180;

interface Created {
  readonly id: string;
}

/** Furnishes the demo property (on the day it was registered). */
export const furnishHotel = async ({
  caller,
  clock,
  pipeline,
  propertyId,
  ownerId,
  propertyName,
}: {
  caller: DemoCaller;
  clock: DemoClock;
  pipeline: CommandPipeline;
  propertyId: string;
  ownerId: string;
  /** The name it was registered under (its profile keeps it). */
  propertyName: string;
}): Promise<DemoHotel> => {
  const firstDay = clock.today();
  caller.use({ user: ownerId, property: propertyId });
  const post = <Body = Created>(path: string, body: unknown, key: string) =>
    caller.post<Body>(path, body, { key: `demo-v2:${key}` });

  // Rooms.
  clock.setTime('09:00');
  for (const spec of roomTypeSpecs) await post('/room/types', spec.body, `room-type:${spec.key}`);
  const rooms = await pipeline.reader.load(streams.inventory(propertyId), inventory);
  const roomTypes = {} as Record<RoomTypeKey, DemoRoomType>;
  for (const spec of roomTypeSpecs) {
    const type = [...rooms.roomTypes.values()].find((t) => t.name === spec.body.name);
    if (!type) throw new Error(`demo seed: room type ${spec.key} was not created`);
    roomTypes[spec.key] = {
      key: spec.key,
      id: type.id,
      name: type.name,
      adults: Number(spec.body.occupancy),
      children: Number(spec.body.occupancyChildren),
      rooms: [...rooms.rooms.values()]
        .filter((r) => r.roomTypeId === type.id)
        .map((r) => ({ id: r.id, name: r.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
  }

  // Channels, payment methods, services, the partner (the defaults came with the property).
  clock.setTime('10:00');
  const defaults = await pipeline.reader.load(streams.settings(propertyId), settings);
  const defaultOf = (items: ReadonlyMap<string, { isDefault?: boolean; id: string }>) => {
    const found = [...items.values()].find((item) => item.isDefault);
    if (!found) throw new Error('demo seed: the property has no default settings');
    return found.id;
  };
  const sources: Record<SourceKey, string> = {
    direct: defaultOf(defaults.Source),
    phone: (
      await post('/sources', { name: 'Утсаар', nameEn: 'Phone', color: '#3182ce' }, 'source:phone')
    ).id,
    booking: (
      await post(
        '/sources',
        { name: 'Booking.com', shortName: 'BC', color: '#003580' },
        'source:booking',
      )
    ).id,
    website: (
      await post(
        '/sources',
        { name: 'Вэб сайт', nameEn: 'Website', color: '#d69e2e' },
        'source:website',
      )
    ).id,
  };
  const methods: Record<MethodKey, string> = {
    cash: defaultOf(defaults.PaymentMethod),
    card: (
      await post(
        '/payment/methods',
        {
          name: 'Карт',
          nameEn: 'Card',
          color: '#805ad5',
          incomeTypes: ['paid', 'prepaid', 'cancellation'],
        },
        'method:card',
      )
    ).id,
    qpay: (
      await post(
        '/payment/methods',
        { name: 'QPay', color: '#319795', incomeTypes: ['paid', 'prepaid'] },
        'method:qpay',
      )
    ).id,
    transfer: (
      await post(
        '/payment/methods',
        {
          name: 'Дансаар шилжүүлэг',
          nameEn: 'Bank transfer',
          color: '#dd6b20',
          // Online requests are paid by bank transfer: their prepayments are posted in it.
          isOnline: true,
          incomeTypes: ['paid', 'prepaid', 'receivable', 'cancellation'],
        },
        'method:transfer',
      )
    ).id,
  };
  const partnerId = (
    await post(
      '/partners',
      {
        name: 'Хангай Майнинг ХХК',
        type: 'partner',
        registerNo: '5551234',
        description: 'Гэрээт байгууллага: ажилчдынх нь байрыг сарын эцэст дансаар төлнө.',
        contactPerson: 'Ганбатын Оюунчимэг',
        phoneNumber: '99095511',
        email: 'travel@khangai-mining.mn',
        financePerson: 'Доржийн Саруул',
        financePhoneNumber: '99095512',
        financeEmail: 'finance@khangai-mining.mn',
        address: 'Улаанбаатар, Сүхбаатар дүүрэг, Сөүлийн гудамж 21',
        discount: 10,
      },
      'partner:khangai',
    )
  ).id;
  const defaultCategory = defaultOf(defaults.ServiceCategory);
  const restaurant = (
    await post(
      '/service/categories',
      { name: 'Ресторан', nameEn: 'Restaurant', color: '#e53e3e' },
      'category:food',
    )
  ).id;
  const serviceSpecs: readonly [ServiceKey, string, string, number, string][] = [
    ['breakfast', 'Өглөөний цай', 'Breakfast', 25_000, restaurant],
    ['minibar', 'Минибар', 'Minibar', 12_000, restaurant],
    ['laundry', 'Угаалга', 'Laundry', 15_000, defaultCategory],
    ['transfer', 'Нисэх буудлын тээвэр', 'Airport transfer', 60_000, defaultCategory],
    ['sauna', 'Саун', 'Sauna', 40_000, defaultCategory],
  ];
  const services = {} as Record<ServiceKey, { id: string; categoryId: string }>;
  for (const [key, name, nameEn, price, categoryId] of serviceSpecs) {
    const { id } = await post(
      '/services',
      { name, nameEn, price, serviceCategory: { id: categoryId } },
      `service:${key}`,
    );
    services[key] = { id, categoryId };
  }

  // Rate plans: the season's daily rates (weekends dearer), breakfast included, the partner's.
  clock.setTime('11:00');
  const plans: Partial<Record<PlanKey, string>> = {};
  const lastDay = addDays(firstDay, SEASON_DAYS);
  const season = async (planId: string, weekday: number, weekend: number, key: string) => {
    const path = `/rate/plans/${planId}/daily/rates`;
    const range = { startDate: firstDay, endDate: lastDay, priceOp: 1 };
    await post(path, { ...range, days: [1, 2, 3, 4, 7], rate: weekday }, `${key}:weekdays`);
    await post(path, { ...range, days: [5, 6], rate: weekend }, `${key}:weekend`);
  };
  for (const spec of roomTypeSpecs) {
    const roomType = { id: roomTypes[spec.key].id };
    const base = (
      await post(
        '/rate/plans',
        {
          name: 'Үндсэн үнэ',
          nameEn: 'Standard rate',
          roomType,
          type: 'daily',
          isOnlineBook: true,
        },
        `plan:${spec.key}:base`,
      )
    ).id;
    plans[`${spec.key}:base`] = base;
    await season(base, spec.weekday, spec.weekend, `rates:${spec.key}:base`);
    if (spec.key === 'twin' || spec.key === 'deluxe') {
      const breakfast = (
        await post(
          '/rate/plans',
          {
            name: 'Өглөөний цайтай',
            nameEn: 'Bed and breakfast',
            roomType,
            type: 'daily',
            meals: [{ id: 'breakfast' }],
          },
          `plan:${spec.key}:breakfast`,
        )
      ).id;
      plans[`${spec.key}:breakfast`] = breakfast;
      await season(
        breakfast,
        spec.weekday + 25_000,
        spec.weekend + 25_000,
        `rates:${spec.key}:breakfast`,
      );
      const corporate = (
        await post(
          '/rate/plans',
          {
            name: 'Гэрээт байгууллага',
            nameEn: 'Corporate',
            roomType,
            type: 'daily',
            partners: [{ id: partnerId }],
          },
          `plan:${spec.key}:corporate`,
        )
      ).id;
      plans[`${spec.key}:corporate`] = corporate;
      const discounted = Math.round((spec.weekday * 0.85) / 1000) * 1000;
      await season(corporate, discounted, discounted, `rates:${spec.key}:corporate`);
    }
  }

  // Policies: cancellation, children, extra beds.
  clock.setTime('13:00');
  await post(
    '/cancellation/policies',
    {
      isFree: false,
      cancellationTime: 'd2',
      cancellationPercent: 'p0',
      cancellationAdditionPercent: 'p50',
      hasPrepayment: false,
    },
    'policy:cancellation',
  );
  await post(
    '/children/policies',
    { priceType: 'free', minAge: 0, maxAge: 5 },
    'policy:children:free',
  );
  await post(
    '/children/policies',
    { priceType: 'mnt', price: 30_000, minAge: 6, maxAge: 11 },
    'policy:children:paid',
  );
  const extraBedPolicyId = (
    await post(
      '/extrabed/policies',
      { ageType: 'adults', priceType: 'mnt', price: 50_000 },
      'policy:extrabed:adults',
    )
  ).id;
  await post(
    '/extrabed/policies',
    { ageType: 'children', priceType: 'mnt', price: 30_000, minAge: 6, maxAge: 11 },
    'policy:extrabed:children',
  );

  // Staff: a front desk clerk and a housekeeper, each with a role of their own.
  clock.setTime('15:00');
  const frontDeskRole = (
    await post(
      '/roles',
      {
        name: 'Ресепшн',
        nameEn: 'Front desk',
        permissions: [
          'show-reservations',
          'manage-reservations',
          'manage-guests',
          'manage-blocks',
          'manage-room-cleans',
          'manage-invoices',
        ],
      },
      'role:front-desk',
    )
  ).id;
  const housekeepingRole = (
    await post(
      '/roles',
      {
        name: 'Үйлчилгээний ажилтан',
        nameEn: 'Housekeeping',
        permissions: ['show-reservations', 'manage-room-cleans'],
      },
      'role:housekeeping',
    )
  ).id;
  const staff = async (
    who: Omit<DemoStaff, 'id'> & { position: string; phoneNumber: string },
    roleId: string,
    key: string,
  ): Promise<DemoStaff> => {
    const { id } = await post(
      '/users',
      {
        name: who.name,
        position: who.position,
        phoneNumber: who.phoneNumber,
        email: who.email,
        password: who.password,
        role: { id: roleId },
      },
      key,
    );
    return { id, name: who.name, role: who.role, email: who.email, password: who.password };
  };
  const frontDesk = await staff(
    {
      name: 'Батсүхийн Номин',
      position: 'Ресепшний ажилтан',
      role: 'Ресепшн',
      phoneNumber: '88112244',
      email: 'reception@hotel.mn',
      password: 'reception-2026',
    },
    frontDeskRole,
    'user:front-desk',
  );
  const housekeeper = await staff(
    {
      name: 'Цэрэнгийн Алтанцэцэг',
      position: 'Өрөө үйлчлэгч',
      role: 'Үйлчилгээний ажилтан',
      phoneNumber: '88113355',
      email: 'housekeeping@hotel.mn',
      password: 'housekeeping-2026',
    },
    housekeepingRole,
    'user:housekeeping',
  );

  // The hotel's page for guests: its description (mn and en), the account guests pay into,
  // then online booking opened (the base plans are bookable online).
  clock.setTime('16:00');
  await post(
    '/hotel/info',
    {
      hotelTypeId: 'hotel',
      name: propertyName,
      nameEn: 'Tuul River Hotel',
      starRating: 4,
      description:
        'Туул голын эрэг дээрх, хотын төвөөс 15 минутын зайтай дөрвөн одтой зочид буудал. ' +
        'Гучин тохилог өрөө, ресторан, саун, нисэх буудлын тээвэртэй; өглөөний цай 07:00–10:00.',
      descriptionEn:
        'A four-star hotel on the bank of the Tuul river, 15 minutes from the city centre. ' +
        'Thirty comfortable rooms, a restaurant, a sauna and airport transfers; breakfast 07:00–10:00.',
      email: 'frontdesk@tuul-river.mn',
      phone: '+976 7011 2233',
      website: 'https://tuul-river.mn',
      address: 'Улаанбаатар, Хан-Уул дүүрэг, Зайсангийн гудамж 12',
      resEmail: 'booking@tuul-river.mn',
      resPhone: '+976 7011 2234',
      checkInTime: '14:00',
      checkOutTime: '12:00',
      countryId: 'MN',
      provinceId: 'MN-1',
      districtId: 'UB-KhUD',
      commonLocationIds: ['ub-centre', 'ub-airport'],
      hasTime: false,
      isAutoArrange: false,
      isShowRules: false,
      isShowPayment: true,
    },
    'profile:info',
  );
  // No QR image: the demo uploads no files (the owner can add the bank's QR in the settings).
  const bankAccountId = (
    await post(
      '/hotel/banks',
      {
        bank: { id: 'khan' },
        accountName: 'Туул Ривер ХХК',
        number: '5012345678',
        currency: 'MNT',
        isDefault: true,
      },
      'profile:bank:khan',
    )
  ).id;
  await post('/hotel/online-booking', { hasOnlineBook: true }, 'profile:online-booking');

  return {
    propertyId,
    ownerId,
    bankAccountId,
    roomTypes,
    sources,
    methods,
    services,
    partnerId,
    plans,
    extraBedPolicyId,
    frontDesk,
    housekeeper,
  };
};
