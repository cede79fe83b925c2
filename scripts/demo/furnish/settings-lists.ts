import { streams } from '@hotel/events/streams';
import type { CommandPipeline } from '@hotel/command-service/pipeline/handle-command';
import { settings } from '@hotel/command-service/settings/decider';
import type { DemoHotel, MethodKey, ServiceKey, SourceKey } from '../hotel';
import type { DemoPost } from './post';

/**
 * The settings lists: channels, payment methods, the partner company, service categories and
 * services (the defaults came with the property and are kept).
 */
export const createSettingsLists = async (
  post: DemoPost,
  pipeline: CommandPipeline,
  propertyId: string,
): Promise<Pick<DemoHotel, 'sources' | 'methods' | 'partnerId' | 'services'>> => {
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
  return { sources, methods, partnerId, services };
};
