import type { Language } from '../messages';

/** Server messages of this area (Cancellation, children and extra-bed policies.), in both languages. */
export const policiesMessages = {
  'cancellation.timeNotOffered': {
    mn: 'Цагтай хугацааг цуцлалтын бодлогод сонгох боломжгүй.',
    en: 'A deadline at an hour of the day cannot be chosen for a cancellation policy.',
  },
  'cancellation.additionNeedsTime': {
    mn: 'Нэмэлт хувийг зөвхөн цуцлах хугацаа сонгосон үед оруулна.',
    en: 'An additional percent needs a cancellation deadline.',
  },
  'cancellation.additionNotHigher': {
    mn: 'Нэмэлт хувь {percent}%-иас их байх ёстой.',
    en: 'The additional percent must be higher than {percent}%.',
  },
  // Generated texts of a cancellation policy (printed on guest documents).
  'cancellation.summary.free': {
    mn: 'Захиалгыг төлбөргүй цуцлах боломжтой.',
    en: 'Reservations can be cancelled free of charge.',
  },
  // What a policy's percents are of ({base} in the summaries).
  'cancellation.base.wholeStay': {
    mn: 'нийт төлбөрийн',
    en: 'the reservation total',
  },
  'cancellation.base.firstNight': {
    mn: 'эхний шөнийн төлбөрийн',
    en: 'the first night',
  },
  'cancellation.summary.charged': {
    mn: 'Захиалгыг цуцлах эсвэл зочин ирээгүй тохиолдолд {base} {late} хувийг суутгана.',
    en: 'Cancellations and no-shows are charged {late}% of {base}.',
  },
  'cancellation.summary.freeUntil': {
    mn: '{time} хүртэл төлбөргүй цуцлах боломжтой. Түүнээс хойш цуцлах эсвэл зочин ирээгүй тохиолдолд {base} {late} хувийг суутгана.',
    en: 'Free cancellation until {time}. Later cancellations and no-shows are charged {late}% of {base}.',
  },
  'cancellation.summary.tiered': {
    mn: '{time} хүртэл цуцалбал {base} {early} хувийг, түүнээс хойш цуцлах эсвэл зочин ирээгүй тохиолдолд {late} хувийг суутгана.',
    en: 'Cancellations until {time} are charged {early}% of {base}; later cancellations and no-shows {late}%.',
  },
  'cancellation.summary.fixed': {
    mn: 'Захиалгыг цуцлах эсвэл зочин ирээгүй тохиолдолд {amount}₮ суутгана.',
    en: 'Cancellations and no-shows are charged {amount}₮.',
  },
  'cancellation.summary.fixedFreeUntil': {
    mn: '{time} хүртэл төлбөргүй цуцлах боломжтой. Түүнээс хойш цуцлах эсвэл зочин ирээгүй тохиолдолд {amount}₮ суутгана.',
    en: 'Free cancellation until {time}. Later cancellations and no-shows are charged {amount}₮.',
  },
  'cancellation.summary.prepayment': {
    mn: 'Захиалгыг баталгаажуулахад урьдчилгаа төлбөр шаардлагатай.',
    en: 'A prepayment is required to confirm the reservation.',
  },
  'cancellation.summary.noPrepayment': {
    mn: 'Урьдчилгаа төлбөр шаардлагагүй.',
    en: 'No prepayment is required.',
  },
  'policy.maxAgeNotAboveMin': {
    mn: 'Дээд нас доод наснаас ({min}) их байх ёстой.',
    en: 'The maximum age must be above the minimum age ({min}).',
  },
  'childPolicy.minAgeNotBelowChildAge': {
    mn: 'Доод нас хүүхдийн наснаас ({age}) бага байх ёстой.',
    en: 'The minimum age must be below the child age ({age}).',
  },
  'childPolicy.maxAgeAboveChildAge': {
    mn: 'Дээд нас хүүхдийн наснаас ({age}) их байж болохгүй.',
    en: 'The maximum age cannot be above the child age ({age}).',
  },
  'childPolicy.overlaps': {
    mn: 'Энэ нас {min}-{max} насны бодлоготой давхцаж байна.',
    en: 'These ages overlap the policy for ages {min} to {max}.',
  },
  'childPolicy.agesLocked': {
    mn: 'Бодлогын насны ангилал, насыг өөрчлөх боломжгүй. Шинэ бодлого нэмнэ үү.',
    en: 'The age type and ages of a policy cannot be changed. Add a new policy instead.',
  },
  'extraBedPolicy.duplicate': {
    mn: 'Энэ насны нэмэлт орны бодлого бүртгэлтэй байна.',
    en: 'An extra-bed policy for these ages already exists.',
  },
  'childAge.policiesOutside': {
    mn: 'Хүүхдийн бодлого {max} нас хүртэл тогтоосон байна. Эхлээд тэдгээрийг өөрчилнө үү.',
    en: 'Child policies cover ages up to {max}. Change or delete them first.',
  },
} as const satisfies Record<string, Record<Language, string>>;
