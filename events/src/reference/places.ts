/**
 * Where a property is: countries, their provinces and the provinces' districts, in both
 * languages. Reference data shipped with the product (not events): the ids are stable codes,
 * so a stored id keeps meaning the same place.
 *
 * - Countries: Mongolia only (the product serves Mongolian properties; the field stays so
 *   another country can be added without changing the shape of stored events).
 * - Provinces: Mongolia's 21 aimags and the capital, with their ISO 3166-2:MN codes.
 * - Districts: the 9 districts (düüreg) of Ulaanbaatar. The soums of the aimags (330) are left
 *   out: a property outside the capital names its province, and its soum goes in the address.
 */

export interface Named {
  readonly id: string;
  readonly mn: string;
  readonly en: string;
}

export interface Province extends Named {
  readonly countryId: string;
}

export interface District extends Named {
  readonly provinceId: string;
}

export const MONGOLIA = 'MN';
export const ULAANBAATAR = 'MN-1';

export const countries: readonly Named[] = [{ id: MONGOLIA, mn: 'Монгол Улс', en: 'Mongolia' }];

const province = (id: string, mn: string, en: string): Province => ({
  id,
  mn,
  en,
  countryId: MONGOLIA,
});

export const provinces: readonly Province[] = [
  province(ULAANBAATAR, 'Улаанбаатар', 'Ulaanbaatar'),
  province('MN-073', 'Архангай', 'Arkhangai'),
  province('MN-071', 'Баян-Өлгий', 'Bayan-Ölgii'),
  province('MN-069', 'Баянхонгор', 'Bayankhongor'),
  province('MN-067', 'Булган', 'Bulgan'),
  province('MN-065', 'Говь-Алтай', 'Govi-Altai'),
  province('MN-064', 'Говьсүмбэр', 'Govisümber'),
  province('MN-037', 'Дархан-Уул', 'Darkhan-Uul'),
  province('MN-063', 'Дорноговь', 'Dornogovi'),
  province('MN-061', 'Дорнод', 'Dornod'),
  province('MN-059', 'Дундговь', 'Dundgovi'),
  province('MN-057', 'Завхан', 'Zavkhan'),
  province('MN-035', 'Орхон', 'Orkhon'),
  province('MN-055', 'Өвөрхангай', 'Övörkhangai'),
  province('MN-053', 'Өмнөговь', 'Ömnögovi'),
  province('MN-051', 'Сүхбаатар', 'Sükhbaatar'),
  province('MN-049', 'Сэлэнгэ', 'Selenge'),
  province('MN-047', 'Төв', 'Töv'),
  province('MN-046', 'Увс', 'Uvs'),
  province('MN-043', 'Ховд', 'Khovd'),
  province('MN-041', 'Хөвсгөл', 'Khövsgöl'),
  province('MN-039', 'Хэнтий', 'Khentii'),
];

const district = (id: string, mn: string, en: string): District => ({
  id,
  mn,
  en,
  provinceId: ULAANBAATAR,
});

export const districts: readonly District[] = [
  district('UB-BGD', 'Баянгол', 'Bayangol'),
  district('UB-BZD', 'Баянзүрх', 'Bayanzürkh'),
  district('UB-SBD', 'Сүхбаатар', 'Sükhbaatar'),
  district('UB-CHD', 'Чингэлтэй', 'Chingeltei'),
  district('UB-KhUD', 'Хан-Уул', 'Khan-Uul'),
  district('UB-SKhD', 'Сонгинохайрхан', 'Songinokhairkhan'),
  district('UB-ND', 'Налайх', 'Nalaikh'),
  district('UB-BND', 'Багануур', 'Baganuur'),
  district('UB-BKhD', 'Багахангай', 'Bagakhangai'),
];

/**
 * Places guests look for (settings spec §3 `commonLocationIds`): areas and sights a property
 * can say it is near. Each belongs to a province, so the form offers those of the chosen one.
 */
export interface CommonLocation extends Named {
  readonly provinceId: string;
}

const near = (id: string, provinceId: string, mn: string, en: string): CommonLocation => ({
  id,
  provinceId,
  mn,
  en,
});

export const commonLocations: readonly CommonLocation[] = [
  near('ub-centre', ULAANBAATAR, 'Хотын төв', 'City centre'),
  near('ub-sukhbaatar-square', ULAANBAATAR, 'Сүхбаатарын талбай', 'Sükhbaatar Square'),
  near('ub-airport', ULAANBAATAR, 'Чингис хаан нисэх буудал', 'Chinggis Khaan Airport'),
  near('ub-railway', ULAANBAATAR, 'Төмөр замын вокзал', 'Railway station'),
  near('ub-zaisan', ULAANBAATAR, 'Зайсан', 'Zaisan'),
  near('ub-gandan', ULAANBAATAR, 'Гандан хийд', 'Gandan Monastery'),
  near('ub-state-department-store', ULAANBAATAR, 'Их дэлгүүр', 'State Department Store'),
  near('tov-terelj', 'MN-047', 'Горхи-Тэрэлж', 'Gorkhi-Terelj National Park'),
  near('tov-chinggis-statue', 'MN-047', 'Чингис хааны морьт хөшөө', 'Chinggis Khaan Statue'),
  near('tov-khustai', 'MN-047', 'Хустайн нуруу', 'Khustai National Park'),
  near('khovsgol-lake', 'MN-041', 'Хөвсгөл нуур', 'Lake Khövsgöl'),
  near('arkhangai-terkh', 'MN-073', 'Тэрхийн цагаан нуур', 'Terkhiin Tsagaan Lake'),
  near('ovorkhangai-kharkhorin', 'MN-055', 'Хархорин', 'Kharkhorin'),
  near('ovorkhangai-orkhon-valley', 'MN-055', 'Орхоны хөндий', 'Orkhon Valley'),
  near('omnogovi-khongor', 'MN-053', 'Хонгорын элс', 'Khongoryn Els dunes'),
  near('omnogovi-yol', 'MN-053', 'Ёлын ам', 'Yolyn Am'),
  near('omnogovi-bayanzag', 'MN-053', 'Баянзаг', 'Bayanzag (Flaming Cliffs)'),
  near('bayan-olgii-altai', 'MN-071', 'Алтай Таван Богд', 'Altai Tavan Bogd'),
  near('khentii-khan-khentii', 'MN-039', 'Хан Хэнтий', 'Khan Khentii'),
  near('darkhan-centre', 'MN-037', 'Дархан хотын төв', 'Darkhan city centre'),
  near('orkhon-centre', 'MN-035', 'Эрдэнэт хотын төв', 'Erdenet city centre'),
];

export const countryById = (id: string) => countries.find((c) => c.id === id);
export const provinceById = (id: string) => provinces.find((p) => p.id === id);
export const districtById = (id: string) => districts.find((d) => d.id === id);
export const commonLocationById = (id: string) => commonLocations.find((l) => l.id === id);

/** Ulaanbaatar's Sükhbaatar Square: the map's starting point (settings spec §9). */
export const DEFAULT_MAP_CENTRE = { lat: 47.919468, lng: 106.917607 } as const;
export const DEFAULT_MAP_ZOOM = 12;
