import { Box, Stack, Switch, Text } from '@chakra-ui/react';
import { saveCancellationPolicySchema } from '@hotel/events/policies/commands';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { DialogForm } from '../../components/form-dialog';
import { formDialogOf, type InDialogProps } from '../../components/form-in-dialog';
import { BoundField } from '../../components/form/fields';
import { idsLeftToServer } from '../../components/form/server-ids';
import { useCommandForm } from '../../components/form/use-command-form';
import { toastDone } from '../../components/done-toast';
import { CancellationChargeFields } from './cancellation-charge-fields';
import { CancellationPreviewBox } from './cancellation-preview';
import { type CancellationValues, followChange, ruleFormOf, valuesOf } from './cancellation-values';
import {
  CANCELLATION_FIELDS,
  type CancellationPolicy,
  type SaveCancellationPolicyRequest,
  useListCancellationPercentsQuery,
  useListCancellationTimesQuery,
  useSaveCancellationPolicyMutation,
} from './policies-api';
import { cancellationFormOf, cancellationRequestOf } from './policy-rules';

/**
 * The command's schema, less the deadline and percents: they are picked from the server's
 * lists, so the server judges them.
 */
const SCHEMA = idsLeftToServer(saveCancellationPolicySchema, [
  'cancellationTime',
  'cancellationPercent',
  'cancellationAdditionPercent',
]);

interface CancellationPolicyFormProps {
  slug: string;
  /** The policy as it is now; null before it is first set. */
  policy: CancellationPolicy | null;
}

/** The settings dialog of the cancellation policy (POST /api/cancellation/policies). */
export const CancellationPolicyDialog = formDialogOf(CancellationPolicyForm, () => 'policy');

function CancellationPolicyForm({
  slug,
  policy,
  first,
  onDone,
}: CancellationPolicyFormProps & InDialogProps) {
  const { t, i18n } = useTranslation('policies');
  const language = i18n.resolvedLanguage ?? 'mn';
  const times = useListCancellationTimesQuery({ slug, language });
  const percents = useListCancellationPercentsQuery({ slug, language });
  const [save, { isLoading }] = useSaveCancellationPolicyMutation();
  const form = useCommandForm({
    schema: SCHEMA,
    fields: CANCELLATION_FIELDS,
    defaultValues: valuesOf(cancellationFormOf(policy)),
    toRequest: (values: CancellationValues): SaveCancellationPolicyRequest =>
      cancellationRequestOf(ruleFormOf(values)),
    // The form's own words for a missing charge, as before.
    check: ({ isFree, basis, fixedAmount, cancellationPercent }) => {
      if (isFree) return {};
      if (basis === 'fixed') {
        return /^\d+$/.test(fixedAmount.trim()) && Number(fixedAmount) > 0
          ? {}
          : { fixedAmount: t('cancellation.form.fixedAmountRequired') };
      }
      return cancellationPercent
        ? {}
        : { cancellationPercent: t('cancellation.form.percentRequired') };
    },
    send: async (request, idempotencyKey) => {
      await save({ slug, idempotencyKey, policy: request }).unwrap();
      toastDone(t('cancellation.form.saved'));
      onDone();
    },
  });
  const values: CancellationValues = form.watch();
  const timeList = times.data?.data ?? [];
  const percentList = percents.data?.data ?? [];

  return (
    <DialogForm
      title={t('cancellation.form.title')}
      description={t('cancellation.form.description')}
      form={form}
      creating={false}
      submitting={isLoading}
      submittingLabel={t('form.saving')}
    >
      {times.isError || percents.isError ? (
        <FormAlert messages={[t('cancellation.form.choicesError')]} />
      ) : null}
      <BoundField
        form={form}
        name="isFree"
        inputRef={first}
        render={(isFree) => (
          <Box borderWidth="1px" borderRadius="lg" p="4">
            <Switch.Root
              checked={isFree.value}
              onCheckedChange={(details) => {
                isFree.onChange(details.checked);
                followChange(form, { field: 'isFree', value: details.checked }, percentList);
              }}
              display="flex"
              justifyContent="space-between"
              gap="4"
            >
              <Stack gap="0.5">
                <Switch.Label fontWeight="semibold">{t('cancellation.form.isFree')}</Switch.Label>
                <Text color="fg.muted" fontSize="sm">
                  {t('cancellation.form.isFreeHelp')}
                </Text>
              </Stack>
              <Switch.HiddenInput ref={isFree.ref} name="isFree" />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
            </Switch.Root>
          </Box>
        )}
      />
      {values.isFree ? null : (
        <CancellationChargeFields
          form={form}
          values={values}
          times={timeList}
          percents={percentList}
          loading={times.isLoading || percents.isLoading}
        />
      )}
      <CancellationPreviewBox form={ruleFormOf(values)} times={timeList} percents={percentList} />
    </DialogForm>
  );
}
