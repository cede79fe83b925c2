import type { FieldPath } from 'react-hook-form';
import type { CommandForm } from '../../components/form/use-command-form';
import { pointOf } from './location-field';
import type { HotelInfo, SaveHotelInfoRequest } from './profile-api';

/**
 * The general info form's values, named as POST /api/hotel/info names its fields, kept as
 * typed (ids and hours as strings, the point as the two fields hold it).
 */
export interface InfoValues {
  image: string | null;
  hotelTypeId: string;
  name: string;
  nameEn: string;
  starRating: number | null;
  description: string;
  descriptionEn: string;
  email: string;
  phone: string;
  website: string;
  address: string;
  resEmail: string;
  resPhone: string;
  checkInTime: string;
  checkOutTime: string;
  zipCode: string;
  countryId: string;
  provinceId: string;
  districtId: string;
  commonLocationIds: string[];
  /** The latitude and longitude as typed (or set by the map). */
  location: { lat: string; lng: string };
  hasTime: boolean;
  /** Hours, as the select holds them; empty without hourly stays. */
  maxTime: string;
  isAutoArrange: boolean;
  isShowRules: boolean;
  isShowPayment: boolean;
}

export type InfoForm = CommandForm<InfoValues>;

export const infoValuesOf = (hotel: HotelInfo): InfoValues => ({
  image: hotel.image ?? null,
  hotelTypeId: hotel.hotelTypeId ?? '',
  name: hotel.name,
  nameEn: hotel.nameEn ?? '',
  starRating: hotel.starRating ?? null,
  description: hotel.description ?? '',
  descriptionEn: hotel.descriptionEn ?? '',
  email: hotel.email ?? '',
  phone: hotel.phone ?? '',
  website: hotel.website ?? '',
  address: hotel.address ?? '',
  resEmail: hotel.resEmail ?? '',
  resPhone: hotel.resPhone ?? '',
  checkInTime: hotel.checkInTime,
  checkOutTime: hotel.checkOutTime,
  zipCode: hotel.zipCode ?? '',
  countryId: hotel.countryId,
  provinceId: hotel.provinceId ?? '',
  districtId: hotel.districtId ?? '',
  commonLocationIds: [...hotel.commonLocationIds],
  location: hotel.location
    ? { lat: String(hotel.location.lat), lng: String(hotel.location.lng) }
    : { lat: '', lng: '' },
  hasTime: hotel.hasTime,
  maxTime: hotel.maxTime === null || hotel.maxTime === undefined ? '' : String(hotel.maxTime),
  isAutoArrange: hotel.isAutoArrange,
  isShowRules: hotel.isShowRules,
  isShowPayment: hotel.isShowPayment,
});

/** The body of POST /api/hotel/info. */
export const infoRequestOf = ({
  location,
  maxTime,
  ...values
}: InfoValues): SaveHotelInfoRequest => {
  const { lat, lng } = location;
  return {
    ...values,
    hotelTypeId: values.hotelTypeId || null,
    provinceId: values.provinceId || null,
    districtId: values.districtId || null,
    // Typed coordinates go as typed: the schema (and the server) say what is wrong with them.
    location:
      lat.trim() === '' && lng.trim() === ''
        ? null
        : (pointOf(lat, lng) ?? ({ lat, lng } as unknown as { lat: number; lng: number })),
    maxTime: values.hasTime && maxTime !== '' ? Number(maxTime) : null,
  };
};

/**
 * Sets fields as the user's change (their messages go, the next submit is a new attempt): the
 * fields a choice sets off (a new province clears the district).
 */
export const changeFields = (form: InfoForm, patch: Partial<InfoValues>): void => {
  for (const [field, value] of Object.entries(patch)) {
    const name = field as FieldPath<InfoValues>;
    form.changed(name);
    form.setValue(name, value as never);
  }
};
