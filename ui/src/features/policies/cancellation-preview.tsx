import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import type { CancellationPercent, CancellationTime } from './policies-api';
import {
  type CancellationForm,
  type CancellationPreview,
  cancellationPreview,
} from './policy-rules';

/** What guests will read of the policy being set, as the cancellation dialog shows it. */
export function CancellationPreviewBox({
  form,
  times,
  percents,
}: {
  form: CancellationForm;
  times: readonly CancellationTime[];
  percents: readonly CancellationPercent[];
}) {
  const { t, i18n } = useTranslation('policies');
  const language = i18n.resolvedLanguage ?? 'mn';
  return (
    <Box
      bg="brand.subtle"
      borderRadius="lg"
      p="4"
      borderWidth="1px"
      borderColor="brand.muted"
      aria-live="polite"
    >
      <Text fontSize="xs" fontWeight="semibold" color="brand.fg" textTransform="uppercase">
        {t('cancellation.form.preview')}
      </Text>
      <Text mt="1">{previewText(cancellationPreview(form, times, percents), t, language)}</Text>
      {form.isFree ? null : (
        <Text mt="1" color="fg.muted" fontSize="sm">
          {form.hasPrepayment
            ? t('cancellation.summary.prepayment')
            : t('cancellation.summary.noPrepayment')}
        </Text>
      )}
    </Box>
  );
}

/** A deadline's name inside an English sentence ("the day of arrival"); Mongolian starts with it. */
const inSentence = (text: string, language: string) =>
  language === 'en' ? text.charAt(0).toLocaleLowerCase('en') + text.slice(1) : text;

/** The preview in words; the same sentences the server writes for guest documents. */
const previewText = (
  preview: CancellationPreview,
  t: (key: string, options?: Record<string, unknown>) => string,
  language: string,
): string => {
  switch (preview.kind) {
    case 'free':
      return t('cancellation.summary.free');
    case 'incomplete':
      return t('cancellation.summary.incomplete');
    case 'charged':
      return t('cancellation.summary.charged', {
        late: preview.late,
        base: t(`cancellation.base.${preview.basis}`),
      });
    case 'freeUntil':
      return t('cancellation.summary.freeUntil', {
        time: inSentence(preview.time, language),
        late: preview.late,
        base: t(`cancellation.base.${preview.basis}`),
      });
    case 'tiered':
      return t('cancellation.summary.tiered', {
        time: inSentence(preview.time, language),
        early: preview.early,
        late: preview.late,
        base: t(`cancellation.base.${preview.basis}`),
      });
    case 'fixed':
      return preview.time
        ? t('cancellation.summary.fixedFreeUntil', {
            time: inSentence(preview.time, language),
            amount: formatMoney(preview.amount, language),
          })
        : t('cancellation.summary.fixed', { amount: formatMoney(preview.amount, language) });
    default: {
      const unhandled: never = preview;
      return unhandled;
    }
  }
};
