import type { DemoPost } from './post';

/**
 * The hotel's page for guests: its description (mn and en), the account guests pay into, then
 * online booking opened (the base plans are bookable online). Answers the bank account's id.
 */
export const openGuestPage = async (post: DemoPost, propertyName: string): Promise<string> => {
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
  return bankAccountId;
};
