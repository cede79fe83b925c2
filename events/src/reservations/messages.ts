import type { Language } from '../messages';

/** Server messages of reservations, groups and availability, in both languages. */
export const reservationsMessages = {
  'validation.checkOutAfterCheckIn': {
    mn: 'Гарах огноо ирэх огнооноос хойш байна.',
    en: 'The check-out date must be after the check-in date.',
  },
  'validation.instant': {
    mn: 'Огноо, цагийг ISO 8601 хэлбэрээр, цагийн бүсийн хамт оруулна уу (жишээ нь 2026-11-21T10:00:00Z).',
    en: 'Enter a date and time in ISO 8601 with its offset (e.g. 2026-11-21T10:00:00Z).',
  },
  'validation.stayTooLong': {
    mn: 'Нэг захиалга 365 хоногоос урт байж болохгүй.',
    en: 'A stay cannot be longer than 365 nights.',
  },
  'validation.chooseRoom': {
    mn: 'Дор хаяж нэг өрөө сонгоно уу.',
    en: 'Choose at least one room.',
  },
  'validation.tooManyRooms': {
    mn: 'Нэг захиалгад 100 хүртэл өрөө байна.',
    en: 'One booking takes at most 100 rooms.',
  },
  'reservation.notAvailable': {
    mn: '{roomType} өрөөний төрөлд {date}-нд сул өрөө үлдээгүй байна.',
    en: 'No {roomType} room is free on {date}.',
  },
  'reservation.roomTaken': {
    mn: '{room} өрөө {date}-нд өөр захиалгатай эсвэл хаалттай байна.',
    en: 'Room {room} is taken or blocked on {date}.',
  },
  'reservation.roomNotOfType': {
    mn: '{room} өрөө сонгосон өрөөний төрөлд хамаарахгүй.',
    en: 'Room {room} is not of the chosen room type.',
  },
  'reservation.roomTypeUnknown': {
    mn: 'Өрөөний төрөл олдсонгүй.',
    en: 'The room type does not exist.',
  },
  'reservation.ratePlanUnknown': {
    mn: 'Үнийн төрөл энэ өрөөний төрөлд хамаарахгүй.',
    en: 'The rate plan does not belong to this room type.',
  },
  'reservation.noRooms': {
    mn: '{roomType} өрөөний төрөлд өрөө бүртгэгдээгүй байна.',
    en: 'The room type {roomType} has no rooms.',
  },
  'reservation.sourceUnknown': { mn: 'Суваг олдсонгүй.', en: 'The source does not exist.' },
  'reservation.partnerUnknown': {
    mn: 'Харилцагч байгууллага олдсонгүй.',
    en: 'The partner does not exist.',
  },
  'reservation.groupUnknown': { mn: 'Групп олдсонгүй.', en: 'The group does not exist.' },
  'reservation.tooEarly': {
    mn: 'Ирэх огноо {date}-с өмнө байж болохгүй.',
    en: 'The check-in date cannot be before {date}.',
  },
  'reservation.notSellable': {
    mn: 'Энэ үнээр зарах боломжгүй: {reasons}',
    en: 'This stay cannot be sold: {reasons}',
  },
  'reservation.statusUnchanged': {
    mn: 'Захиалга аль хэдийн энэ төлөвт байна.',
    en: 'The reservation already has this status.',
  },
  'reservation.statusStale': {
    mn: 'Захиалгын төлөв өөр хэрэглэгчээр өөрчлөгдсөн байна. Хуудсаа шинэчилнэ үү.',
    en: 'Someone else changed this reservation’s status. Refresh the page.',
  },
  'reservation.channelStatus': {
    mn: 'Гадаад сувгаас ({channel}) ирсэн захиалгыг энд хүлээгдэж буй, баталгаажсан эсвэл цуцлагдсан төлөвт шилжүүлэхгүй: үүнийг суваг өөрөө шийднэ.',
    en: 'A reservation from an external channel ({channel}) is not set to pending, confirmed or canceled here: the channel does that.',
  },
  'reservation.balanceDue': {
    mn: 'Төлбөр дутуу байна: {balance}₮ үлдэгдэлтэй үед гаргах боломжгүй.',
    en: 'Payment is incomplete: {balance}₮ is still due, so the guest cannot check out.',
  },
  'reservation.checkInFuture': {
    mn: 'Ирэх огноо ({date}) болоогүй байна: ажлын өдөр {workingDate}.',
    en: 'The check-in date ({date}) has not come yet: the working date is {workingDate}.',
  },
  'reservation.stayEnded': {
    mn: 'Захиалгын хугацаа {date}-нд дууссан байна (ажлын өдөр {workingDate}): эхлээд огноог өөрчилнө үү.',
    en: 'The stay ended on {date} (the working date is {workingDate}): change its dates first.',
  },
  'reservation.noShowFuture': {
    mn: 'Ирэх огноо ({date}) болоогүй байхад ирээгүй гэж тэмдэглэх боломжгүй: ажлын өдөр {workingDate}.',
    en: 'A guest due on {date} cannot be a no-show yet: the working date is {workingDate}.',
  },
  'reservation.notCheckedIn': {
    mn: 'Зочин байрлаагүй байна: зөвхөн байрласан зочныг гаргана.',
    en: 'The guest has not checked in: only a checked-in guest can check out.',
  },
  'reservation.guestArrived': {
    mn: 'Зочин аль хэдийн ирсэн тул энэ төлөвт шилжүүлэх боломжгүй.',
    en: 'The guest has already arrived, so the reservation cannot take this status.',
  },
  'reservation.reinstateFirst': {
    mn: 'Цуцлагдсан захиалгыг эхлээд хүлээгдэж буй эсвэл баталгаажсан төлөвт сэргээнэ үү.',
    en: 'Reinstate the canceled reservation (pending or confirmed) first.',
  },
  'reservation.checkInUndoLate': {
    mn: 'Байрлуулалтыг зөвхөн ирсэн өдөр ({date}) буцаана: ажлын өдөр {workingDate}.',
    en: 'A check-in can be undone only on the arrival day ({date}): the working date is {workingDate}.',
  },
  'reservation.checkInNeedsRoom': {
    mn: 'Байрлуулахын өмнө өрөө оноо.',
    en: 'Assign a room before checking the guest in.',
  },
  'reservation.canceledRoom': {
    mn: 'Цуцлагдсан захиалгын өрөөг өөрчлөх боломжгүй.',
    en: 'The room of a canceled reservation cannot be changed.',
  },
  'reservation.noShowRoomClear': {
    mn: 'Ирээгүй захиалгын өрөөг чөлөөлөх боломжгүй.',
    en: 'The room of a no-show reservation cannot be cleared.',
  },
  'reservation.checkedInRoomClear': {
    mn: 'Байрлаж буй зочны өрөөг чөлөөлөх боломжгүй, өөр өрөө сонгоно уу.',
    en: 'A checked-in guest’s room cannot be cleared; choose another room.',
  },
  'reservation.datesLocked': {
    mn: 'Энэ захиалгын огноог өөрчлөх боломжгүй (гадаад сувгаас ирсэн, төлбөр төлөгдсөн, гарсан эсвэл цуцлагдсан).',
    en: 'The dates of this reservation cannot be changed (a reservation from an external channel, paid, checked out or canceled).',
  },
  'reservation.checkInLocked': {
    mn: 'Байрласан захиалгын ирэх огноог өөрчлөх боломжгүй.',
    en: 'The check-in date of a checked-in reservation cannot be changed.',
  },
  'reservation.roomTypeLocked': {
    mn: 'Цуцлагдсан эсвэл төлбөр төлөгдсөн захиалгын өрөөний төрөл, хөнгөлөлтийг өөрчлөх боломжгүй.',
    en: 'The room type and discount of a canceled or paid reservation cannot be changed.',
  },
  'reservation.roomTypePriceTyped': {
    mn: 'Хоногийн бус захиалгын өрөөний төрлийг солиход үнийг төгрөгөөр оруулна.',
    en: 'Changing the room type of a day or hourly stay needs a price typed in tugrik.',
  },
  'reservation.moveNoNightsLeft': {
    mn: 'Зочны байрлах хоног дууссан ({date}-нд гарна) тул өөр өрөөнд шилжүүлэх боломжгүй. Зочныг гаргах, эсвэл эхлээд гарах огноог хойшлуулна уу.',
    en: 'The guest has no nights left (check-out {date}), so there is nothing to move to another room. Check the guest out, or extend the stay first.',
  },
  'reservation.datesBeforeMove': {
    mn: 'Зочин {date}-нд {room} өрөөнөөс шилжсэн тул ирэх огноог өөрчлөх, гарах огноог {date}-нөөс өмнө эсвэл тэр өдөр болгох боломжгүй. Өмнөх хоногууд хуучин өрөөнд хэвээр үлдэнэ.',
    en: 'The guest moved out of room {room} on {date}: the check-in cannot change and the stay must end after {date}. The nights before stay on the earlier room.',
  },
  'reservation.roomTypeMidStay': {
    mn: 'Зочин {roomType} төрлийн өрөөнд хоносон тул өрөөний төрлийг солих боломжгүй. Зочныг ижил төрлийн өөр өрөөнд шилжүүлнэ үү.',
    en: 'The guest has already slept a night in a {roomType} room, so the room type cannot change. Move the guest to another room of the same type.',
  },
  'reservation.checkedOutLocked': {
    mn: 'Гарсан захиалгыг өөрчлөх боломжгүй.',
    en: 'A checked-out reservation cannot be changed.',
  },
  'reservation.available': { mn: 'Сул өрөө байна.', en: 'Available.' },
  'reservation.feeMethodRequired': {
    mn: 'Төлсөн торгуулийн төлбөрийн хэрэгслийг сонгоно уу.',
    en: 'Choose the payment method the fee was paid by.',
  },
  'reservation.feeMethodUnknown': {
    mn: 'Төлбөрийн хэрэгсэл олдсонгүй.',
    en: 'The payment method does not exist.',
  },
  'reservation.feeMethodNotForCancellation': {
    mn: '{method} төлбөрийн хэрэгслээр цуцлалтын торгууль авахгүй.',
    en: 'The payment method {method} does not take cancellation fees.',
  },
  'reservation.feeAboveTotal': {
    mn: 'Торгууль захиалгын нийт дүнгээс ({total}₮) их байж болохгүй.',
    en: 'The fee cannot be more than the reservation total ({total}₮).',
  },
  'reservation.feeNotCharged': {
    mn: 'Зөвхөн цуцлагдсан эсвэл ирээгүй захиалгын торгуулийг өөрчилнө.',
    en: 'Only a canceled or no-show reservation has a fee to change.',
  },
  'reservation.feeAudited': {
    mn: '{date}-ний торгууль шөнийн аудитаар хаагдсан тул дүнг өөрчлөх боломжгүй. Буцаан олголт эсвэл шинэ төлбөрөөр залруулна уу.',
    en: 'The fee of {date} was closed by the night audit: its amount cannot change. Correct it by a refund or a new charge.',
  },
  'reservation.feePaymentAudited': {
    mn: '{date}-нд төлсөн торгууль шөнийн аудитаар хаагдсан тул төлөлтийг буцаах, хэрэгслийг өөрчлөх боломжгүй. Буцаан олголтоор залруулна уу.',
    en: 'The fee paid on {date} was closed by the night audit: it cannot be made unpaid or change its method. Correct it by a refund.',
  },
  'reservation.feeUnchanged': {
    mn: 'Торгуулийн мэдээлэл өөрчлөгдөөгүй байна.',
    en: 'Nothing about the fee changed.',
  },
  'mail.bookingSubject': {
    mn: '{hotel}: захиалга №{numbers} баталгаажлаа',
    en: '{hotel}: your reservation no. {numbers}',
  },
  'mail.bookingBody': {
    mn: 'Сайн байна уу, {guest}.\n\n{hotel} таны захиалгыг хүлээн авлаа.\n\nЗахиалгын дугаар: {numbers}\nИрэх: {checkIn} {arrivalTime}\nГарах: {checkOut} {exitTime}\nӨрөө:\n{rooms}\nНийт дүн: {total}₮\n\nБаярлалаа,\n{hotel}',
    en: 'Hello {guest},\n\n{hotel} has your reservation.\n\nReservation no.: {numbers}\nCheck-in: {checkIn} {arrivalTime}\nCheck-out: {checkOut} {exitTime}\nRooms:\n{rooms}\nTotal: {total}₮\n\nThank you,\n{hotel}',
  },
  'validation.calendarRange': {
    mn: 'Хуанли нэг удаад 62 хүртэл хоног харуулна.',
    en: 'The calendar shows at most 62 days at once.',
  },
} as const satisfies Record<string, Record<Language, string>>;
