/** Server messages of the night audit, in both languages. */
export const nightAuditMessages = {
  'nightAudit.notWorkingDate': {
    mn: '{date}-ний өдрийн аудит хийгдсэн байна. Ажлын өдөр одоо {workingDate}.',
    en: 'The night audit of {date} is done. The working date is now {workingDate}.',
  },
  'nightAudit.futureDate': {
    mn: '{date}-ний өдрийн аудит хийх боломжгүй: ажлын өдөр {workingDate} байна.',
    en: 'The night audit of {date} cannot run: the working date is {workingDate}.',
  },
  'nightAudit.notAnArrival': {
    mn: '№{number} захиалга энэ өдрийн ирэх, бүртгэгдээгүй зочин биш тул ирээгүй гэж тэмдэглэх боломжгүй.',
    en: 'Reservation {number} is not an arrival of the day waiting for check-in: it cannot be marked no-show.',
  },
  'nightAudit.failed': {
    mn: 'Шөнийн аудит хийгдсэнгүй.',
    en: 'The night audit did not run.',
  },
} as const;
