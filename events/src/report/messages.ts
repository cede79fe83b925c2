/** Server messages of the reports, in both languages. */
export const reportMessages = {
  'validation.reportRange': {
    mn: 'Тайлангийн хугацаа хэт урт байна (3 жил хүртэл).',
    en: 'The report range is too long (three years at most).',
  },
  'report.notAudited': {
    mn: '{date}-ний өдрийн шөнийн аудит хийгдээгүй байна.',
    en: 'The night audit of {date} has not been done.',
  },
} as const;
