import { Box, Button, Grid, IconButton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FramedField } from '../../components/form/framed-field';
import { messagesOf } from '../../components/form/use-command-form';
import { PlusIcon, TrashIcon } from '../../components/icons';
import { formatNumber } from '../../lib/format';
import { useLocalName } from '../../lib/names';
import { AmountField } from './amount-field';
import type { PayPartProps } from './pay-form';
import { MAX_PAY_LINES } from './pay-lines';
import { SelectBox } from '../../components/select-box';
import { useMoney } from '../../components/use-money';

/**
 * The pay lines of the pay form: per line a method, an amount, its remove button and, on a
 * cash line, the money handed over with the change it gives; a line to add, the lines' own
 * error and the total (`children`).
 */
export function PayLinesFieldset({
  legend,
  children,
  ...part
}: LineProps & {
  legend?: string | undefined;
  children: ReactNode;
}) {
  const { form, lines, figures, terms, asTyped, methodsLoading } = part;
  const { t, i18n } = useTranslation('folio');
  // An error of the lines as a whole (`pays`: none given, too many, a receivable's one line).
  const paysErrors = messagesOf(form.formState.errors.pays as FieldError | undefined);
  const count = lines.fields.length;
  return (
    <Stack gap="3" {...(legend ? { as: 'fieldset' } : {})}>
      {legend ? (
        <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
          {legend}
        </Text>
      ) : null}
      {asTyped && terms.choices.length === 0 && !methodsLoading ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {t('dialog.noMethods')}
        </Text>
      ) : null}
      {lines.fields.map((line, index) => (
        <Grid
          key={line.id}
          templateColumns={{ base: '1fr', sm: '1fr 1fr auto' }}
          gap="3"
          alignItems="start"
          data-testid={`pay-line-${index}`}
        >
          <PayLine {...part} index={index} count={count} />
        </Grid>
      ))}
      {terms.canAdd && count < MAX_PAY_LINES ? (
        <Box>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              form.changed('pays');
              lines.append({
                paymentMethod: '',
                amount: formatNumber(Math.max(0, figures.remainder), i18n.language),
                tendered: '',
              });
            }}
          >
            <PlusIcon />
            {t('dialog.addLine')}
          </Button>
        </Box>
      ) : null}
      {paysErrors ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {paysErrors.join(' ')}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}

/** What the lines and each line are drawn from: the pay form's part and how it reads. */
type LineProps = PayPartProps & {
  /** The lines are judged as typed: their errors show at once (else on submit). */
  asTyped: boolean;
  methodsLoading: boolean;
  /** The first line's amount (focused when the dialog opens). */
  first: RefObject<HTMLElement | null>;
};

/** One line: its method, amount, remove button and, on a cash line, the money handed over. */
function PayLine({
  form,
  lines,
  figures,
  terms,
  asTyped,
  methodsLoading,
  first,
  index,
  count,
}: LineProps & { index: number; count: number }) {
  const { t } = useTranslation('folio');
  const local = useLocalName();
  const money = useMoney();
  const read = figures.lines[index];
  const typed = (field: `pays.${number}.amount` | `pays.${number}.tendered`) => {
    const error = asTyped ? figures.errors[field] : undefined;
    return error ? [error] : undefined;
  };
  return (
    <>
      <FramedField
        form={form}
        name={`pays.${index}.paymentMethod`}
        label={t('dialog.method', { n: index + 1 })}
        render={(method) => (
          <SelectBox
            name={`pays.${index}.paymentMethod.id`}
            value={figures.values.pays[index]?.paymentMethod ?? ''}
            ref={method.ref}
            onChange={(e) => {
              form.clearErrors(`pays.${index}.tendered`);
              method.onChange(e.target.value);
            }}
            box={{ disabled: methodsLoading }}
          >
            <option value="">{t('dialog.chooseMethod')}</option>
            {terms.choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {local(choice)}
              </option>
            ))}
          </SelectBox>
        )}
      />
      <AmountField
        form={form}
        name={`pays.${index}.amount`}
        label={t('dialog.amount', { n: index + 1 })}
        unit={terms.unit}
        inputRef={index === 0 ? first : undefined}
        errorsOf={(errors) => typed(`pays.${index}.amount`) ?? errors}
      />
      <Box pt={{ base: 0, sm: '7' }}>
        <IconButton
          variant="ghost"
          colorPalette="red"
          size="sm"
          aria-label={t('dialog.removeLine', { n: index + 1 })}
          disabled={count === 1}
          onClick={() => {
            form.changed('pays');
            lines.remove(index);
          }}
        >
          <TrashIcon />
        </IconButton>
      </Box>
      {read?.cash ? (
        <AmountField
          form={form}
          name={`pays.${index}.tendered`}
          label={t('dialog.tendered', { n: index + 1 })}
          unit={terms.unit}
          optionalText={t('dialog.optional')}
          helperText={
            read.change > 0
              ? t('dialog.lineChange', { change: money(read.change) })
              : t('dialog.tenderedHelp')
          }
          errorsOf={(errors) => typed(`pays.${index}.tendered`) ?? errors}
        />
      ) : null}
    </>
  );
}
