import type { Language } from '../messages';

/** Server messages of the folio (payments, incomes), in both languages. */
export const folioMessages = {
  'folio.payLineNeeded': {
    mn: 'Дор хаяж нэг төлбөрийн мөр оруулна уу.',
    en: 'Add at least one pay line.',
  },
  'folio.tooManyLines': {
    mn: 'Нэг төлбөрт 10 хүртэл мөр байна.',
    en: 'One payment has at most 10 lines.',
  },
  'folio.receivableOneLine': {
    mn: 'Авлага нэг л төлбөрийн мөртэй байна.',
    en: 'A receivable takes one pay line.',
  },
  'folio.nothingDue': {
    mn: 'Энэ захиалгад төлөх үлдэгдэл алга.',
    en: 'Nothing is due on this reservation.',
  },
  'folio.exceedsBalance': {
    mn: 'Төлбөр үлдэгдлээс {over}₮-өөр их байна. Үлдэгдэл {balance}₮-ийг бүртгээд хариултыг буцааж өгнө үү.',
    en: 'The payment is {over}₮ more than the balance. Post the balance of {balance}₮ and give the change back.',
  },
  'folio.unknownPaymentMethod': {
    mn: 'Төлбөрийн хэрэгсэл олдсонгүй.',
    en: 'The payment method does not exist.',
  },
  'folio.methodNotForIncomeType': {
    mn: '«{method}» төлбөрийн хэрэгслээр энэ төрлийн орлого авахгүй.',
    en: 'The payment method “{method}” does not take this income type.',
  },
  'folio.unknownCurrency': {
    mn: 'Валют олдсонгүй.',
    en: 'The currency does not exist.',
  },
  'folio.paymentNotFound': {
    mn: 'Төлбөр олдсонгүй.',
    en: 'The payment does not exist.',
  },
  'folio.auditedPayment': {
    mn: 'Шөнийн аудит хийгдсэн төлбөрийг устгах боломжгүй. Буцаан олголт хийнэ үү.',
    en: 'An audited payment cannot be deleted. Refund it instead.',
  },
  'folio.keptFeePayment': {
    mn: 'Энэ төлбөр нь захиалгыг сэргээхээс өмнө зочны төлсөн торгууль юм. Устгах боломжгүй, буцаан олголт хийнэ үү.',
    en: 'This payment is the fee the guest paid before the stay was reinstated. It cannot be deleted; refund it instead.',
  },
  'folio.tenderedBelowAmount': {
    mn: 'Авсан мөнгө төлбөрийн дүнгээс бага байж болохгүй.',
    en: 'The money received cannot be less than the amount paid.',
  },
  'folio.tenderedNotCash': {
    mn: '«{method}» бэлэн мөнгө биш тул хариулт өгөхгүй. Авсан мөнгийг зөвхөн бэлэн мөнгөний мөрөнд оруулна.',
    en: '“{method}” is not cash: no change is given on it. Enter the money received on cash lines only.',
  },
  'folio.refundReceivableUnpaid': {
    mn: 'Авлагыг төлөгч нь төлсний дараа л буцаан олгоно.',
    en: 'A receivable can be refunded only after its payer has paid it.',
  },
  'folio.refundAboveLeft': {
    mn: 'Энэ төлбөрөөс буцаан олгох боломжтой дүн {left}₮.',
    en: 'At most {left}₮ of this payment can be refunded.',
  },
  'folio.refundAboveCredit': {
    mn: 'Зочинд буцаан олгох дүн {credit}₮ — үүнээс их буцаах боломжгүй.',
    en: 'The money to give back is {credit}₮; a refund cannot exceed it.',
  },
  'folio.nothingToRefund': {
    mn: 'Зочинд буцаан олгох мөнгө алга (үлдэгдэл {balance}₮).',
    en: 'There is no money to give back (the balance is {balance}₮).',
  },
  'folio.refundedPayment': {
    mn: 'Буцаан олголттой төлбөрийг устгах боломжгүй.',
    en: 'A payment with refunds cannot be deleted.',
  },
  'folio.receivableSettled': {
    mn: 'Төлөгдсөн авлагыг устгах боломжгүй.',
    en: 'A receivable that has been paid cannot be deleted.',
  },
  'folio.notReceivable': {
    mn: 'Энэ орлого авлага биш байна.',
    en: 'This income is not a receivable.',
  },
  'folio.alreadyPaid': {
    mn: 'Энэ авлага аль хэдийн төлөгдсөн байна.',
    en: 'This receivable has already been paid.',
  },
  'folio.incomePaid': {
    mn: 'Төлөгдсөн орлогыг засах боломжгүй.',
    en: 'A paid income cannot be edited.',
  },
  'folio.incomeAudited': {
    mn: 'Шөнийн аудит хийгдсэн орлогыг засах боломжгүй.',
    en: 'An audited income cannot be edited.',
  },
  'folio.receivableAmount': {
    mn: 'Авлагын дүн {amount}₮ — төлбөрийн мөрүүдийн нийлбэр үүнтэй тэнцүү байна.',
    en: 'The receivable is {amount}₮; the pay lines must add up to it.',
  },
  'folio.paidAtFuture': {
    mn: 'Төлсөн огноо ажлын өдрөөс ({workingDate}) хойш байж болохгүй.',
    en: 'The payment date cannot be after the working date ({workingDate}).',
  },
  'folio.closedStay': {
    mn: 'Цуцлагдсан эсвэл ирээгүй захиалгад нэмэлт зардал нэмэх боломжгүй.',
    en: 'Nothing can be charged to a canceled or no-show reservation.',
  },
  'folio.unknownService': {
    mn: 'Үйлчилгээ олдсонгүй.',
    en: 'The service does not exist.',
  },
  'folio.serviceNotInCategory': {
    mn: 'Үйлчилгээ сонгосон ангилалд хамаарахгүй.',
    en: 'The service is not in the chosen category.',
  },
  'folio.itemNotFound': {
    mn: 'Нэмэлт үйлчилгээ олдсонгүй.',
    en: 'The service item does not exist.',
  },
  'folio.unknownExtraBedPolicy': {
    mn: 'Нэмэлт орны бодлого олдсонгүй.',
    en: 'The extra-bed policy does not exist.',
  },
  'folio.noExtraBeds': {
    mn: 'Энэ өрөөний төрөлд нэмэлт ор тавихгүй.',
    en: 'This room type takes no extra beds.',
  },
  'folio.hourlyExtraBed': {
    mn: 'Цагийн захиалгад нэмэлт ор нэмэхгүй.',
    en: 'Hourly stays take no extra beds.',
  },
  'folio.extraBedsFull': {
    mn: 'Энэ өрөөнд {max}-аас олон нэмэлт ор тавихгүй.',
    en: 'This room takes at most {max} extra beds.',
  },
  'folio.extraBedNights': {
    mn: 'Хоногийн тоо 1-ээс {max} хооронд байна.',
    en: 'The nights are 1 to {max}.',
  },
  'folio.extraBedNotFound': {
    mn: 'Нэмэлт ор олдсонгүй.',
    en: 'The extra bed does not exist.',
  },
  'folio.unknownTax': {
    mn: 'Татвар олдсонгүй.',
    en: 'The tax does not exist.',
  },
  'folio.taxOnStay': {
    mn: 'Энэ татвар захиалгад аль хэдийн байна.',
    en: 'This tax is already on the reservation.',
  },
  'folio.taxNotOnStay': {
    mn: 'Энэ татвар захиалгад байхгүй.',
    en: 'This tax is not on the reservation.',
  },
  'folio.defaultTaxLocked': {
    mn: 'Үндсэн татварыг захиалгаас хасах боломжгүй.',
    en: 'The default tax cannot be removed from a reservation.',
  },
  'folio.paidTaxLocked': {
    mn: 'Төлбөр төлөгдсөн захиалгын татварыг хасах боломжгүй.',
    en: 'Taxes of a reservation with payments cannot be removed.',
  },
  'folio.guestNotFound': {
    mn: 'Зочин олдсонгүй.',
    en: 'The guest does not exist.',
  },
  'folio.twice': {
    mn: 'Энэ нь жагсаалтад хоёр удаа орсон байна.',
    en: 'This is listed twice.',
  },
  'folio.partnerTwice': {
    mn: 'Нэг харилцагч хоёр төлөгчийн цонхонд байж болохгүй.',
    en: 'One partner cannot pay two windows.',
  },
  'folio.unknownPartner': {
    mn: 'Харилцагч олдсонгүй.',
    en: 'The partner does not exist.',
  },
  'folio.routeToUnlistedWindow': {
    mn: '{window}-р цонх жагсаалтад алга: төлбөрийг 1-р цонх (зочин) эсвэл жагсаасан цонх руу чиглүүлнэ үү.',
    en: 'Window {window} is not listed: route the charges to window 1 (the guest) or a listed window.',
  },
  'folio.windowHasPayments': {
    mn: '{window}-р цонхонд төлбөр байгаа тул хасах эсвэл төлөгчийг солих боломжгүй. Эхлээд төлбөрийг өөр цонх руу шилжүүлнэ үү.',
    en: 'Window {window} has payments: it cannot be removed or given another payer. Move its payments to another window first.',
  },
  'folio.routingClosed': {
    mn: 'Гарсан, цуцлагдсан эсвэл ирээгүй захиалгын төлөгчийг өөрчлөх боломжгүй.',
    en: 'The payers of a checked-out, canceled or no-show reservation cannot be changed.',
  },
  'folio.routingNotOneGroup': {
    mn: 'Олон захиалгыг нэг л группийн өрөөнүүд бол хамтад нь чиглүүлнэ.',
    en: 'Several reservations are routed together only when they are rooms of one group.',
  },
  'folio.unknownWindow': {
    mn: 'Энэ захиалгад {window}-р төлөгчийн цонх алга.',
    en: 'This reservation has no payer window {window}.',
  },
  'folio.nothingDueInWindow': {
    mn: '{window}-р цонхонд төлөх үлдэгдэл алга.',
    en: 'Nothing is due in window {window}.',
  },
  'folio.exceedsWindowBalance': {
    mn: 'Төлбөр {window}-р цонхны үлдэгдлээс {over}₮-өөр их байна. Үлдэгдэл {balance}₮.',
    en: 'The payment is {over}₮ more than the balance of window {window}, {balance}₮.',
  },
  'folio.sameWindow': {
    mn: 'Төлбөр аль хэдийн {window}-р цонхонд байна.',
    en: 'The payment is already in window {window}.',
  },
  'folio.windowMoveClosed': {
    mn: 'Гарсан захиалгын төлбөрийг өөр цонх руу шилжүүлэх боломжгүй.',
    en: 'The payments of a checked-out reservation cannot be moved to another window.',
  },
  'folio.refundAboveWindowCredit': {
    mn: '{window}-р цонхонд буцаан олгох дүн {credit}₮ — үүнээс их буцаах боломжгүй.',
    en: 'Window {window} has {credit}₮ to give back; a refund cannot exceed it.',
  },
  'folio.nothingToRefundInWindow': {
    mn: '{window}-р цонхонд буцаан олгох мөнгө алга (үлдэгдэл {balance}₮).',
    en: 'Window {window} has no money to give back (balance {balance}₮).',
  },
} as const satisfies Record<string, Record<Language, string>>;
