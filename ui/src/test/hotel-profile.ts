import type { HotelEditData } from '../features/profile';

type HotelInfo = HotelEditData['hotel'];

/**
 * The general info of property h-1 (Хан Палас) as GET /api/hotels/data/edit answers it: saved,
 * check-in 14:00, check-out 12:00, no hourly stays, nothing optional filled in; `changes` on top.
 */
export const aHotelInfo = (changes: Partial<HotelInfo> = {}): HotelInfo => ({
  id: 'h-1',
  registerNo: '1234567',
  companyName: 'Хан Палас ХХК',
  image: null,
  hotelTypeId: 'hotel',
  name: 'Хан Палас',
  starRating: null,
  description: null,
  descriptionEn: null,
  email: null,
  phone: null,
  website: null,
  address: null,
  resEmail: null,
  resPhone: null,
  checkInTime: '14:00',
  checkOutTime: '12:00',
  zipCode: null,
  countryId: 'MN',
  provinceId: 'MN-1',
  districtId: null,
  commonLocationIds: [],
  location: null,
  hasTime: false,
  maxTime: null,
  isAutoArrange: false,
  isShowRules: false,
  isShowPayment: false,
  isSaved: true,
  ...changes,
});
