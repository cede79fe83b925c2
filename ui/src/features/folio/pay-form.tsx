import { type FormEvent, type ReactNode, type RefObject, useRef, useState } from 'react';
import { type FieldPath, type UseFieldArrayReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DialogForm } from '../../components/form-dialog';
import {
  type CommandForm,
  type CommandSchema,
  useCommandForm,
} from '../../components/form/use-command-form';
import type { PaymentMethod } from '../settings';
import type { BillType, PaymentIncomeType } from '../../shared/reservations/folio-api';
import { PayLinesFieldset } from './pay-lines-fieldset';
import { type PayLineValues, type ReadLine, readLine, sumOf } from './pay-lines';
import { useMoney } from '../../components/use-money';

/**
 * The pay form: money received in one or more pay lines (a method and an amount each) — a
 * reservation's payment (POST /api/payments) or a receivable paid by its payer (POST
 * /api/incomes/pay), the same form under other names. A `PayKind` says what differs: its
 * schema and body, the fields above and below the lines, the methods offered, what is due and
 * how strictly the lines are judged as they are typed.
 */

/** The form's values, named as the bodies name their fields (ids of the choices). */
export interface PayValues {
  incomeType: PaymentIncomeType;
  billType: BillType;
  currency: string;
  paidAt: string;
  pays: PayLineValues[];
  notes: string;
}

export type PayField = FieldPath<PayValues>;

/** What the lines are read against, for the form's values. */
export interface PayTerms {
  /** The methods offered. */
  choices: readonly PaymentMethod[];
  /** The first line's method until one is chosen ('' — none). */
  defaultMethod: string;
  /** A cash line may say what the guest handed over. */
  isCash: (methodId: string) => boolean;
  /** The lines' unit (₮, USD…) and its rate to tugrik. */
  unit: string;
  rate: number;
  /** What the lines pay, in tugrik. */
  due: number;
  /** More tugrik than is due is refused as typed (the money handed over gives change instead). */
  refuseOver: boolean;
  /** Another line may be added (within `MAX_PAY_LINES`). */
  canAdd: boolean;
}

/** The form's values as read: the lines strictly, their total, what remains, the change. */
export interface PayFigures {
  /** The values, the first line in the default method until one is chosen. */
  values: PayValues;
  lines: ReadLine[];
  totalMnt: number;
  remainder: number;
  change: number;
  /** What is wrong with the lines as typed, by field. */
  errors: Partial<Record<PayField, string>>;
  /** Something is wrong, or a line has no method. */
  invalid: boolean;
}

/** What the fields of a kind of its own get to draw themselves. */
export interface PayPartProps {
  form: CommandForm<PayValues>;
  lines: UseFieldArrayReturn<PayValues, 'pays'>;
  figures: PayFigures;
  terms: PayTerms;
}

export interface PayKind<R> {
  /** The command's schema (`@hotel/events/folio/commands`). */
  schema: CommandSchema;
  /** The form's fields in screen order, named as the body names them. */
  fields: readonly PayField[];
  defaultValues: PayValues;
  methodsLoading: boolean;
  terms: (values: PayValues) => PayTerms;
  /**
   * The lines are judged as typed: their errors show at once and the submit stays off while
   * any is wrong (or no method takes the income); else they show on submit.
   */
  asTyped: boolean;
  /** The form's own rules beyond the lines (see `useCommandForm`). */
  check?: (values: PayValues) => Partial<Record<PayField, string>>;
  toRequest: (figures: PayFigures) => R;
  /** Sends the body, then says so. */
  send: (request: R, idempotencyKey: string, figures: PayFigures) => Promise<void>;
  submitting: boolean;
  title: (figures: PayFigures) => string;
  description: string;
  submitLabel: string;
  /** The lines' legend. */
  legend?: string;
  /** Fields above the lines, and below. */
  head?: (props: PayPartProps) => ReactNode;
  tail?: (props: PayPartProps) => ReactNode;
  /** The total under the lines. */
  total: (figures: PayFigures, terms: PayTerms) => ReactNode;
  /** Change above this is confirmed first (a typo of one zero is caught here). */
  confirmChangeAbove?: number;
}

/** The pay form of a kind (in a `FormDialog`; `first` takes the first amount). */
export function PayForm<R>({
  kind,
  first,
}: {
  kind: PayKind<R>;
  first: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('folio');
  const money = useMoney();
  const [confirmingChange, setConfirmingChange] = useState(false);
  const changeConfirmed = useRef(false);

  const figuresOf = (values: PayValues): PayFigures => {
    const terms = kind.terms(values);
    const pays = values.pays.map((line, index) =>
      index === 0 && line.paymentMethod === ''
        ? { ...line, paymentMethod: terms.defaultMethod }
        : line,
    );
    const lines = pays.map((line) =>
      readLine(line, terms.isCash(line.paymentMethod), {
        amountInvalid: t('dialog.amountInvalid'),
        amountTooLarge: t('dialog.amountTooLarge'),
        amountNeeded: t('dialog.amountNeeded'),
        tenderedBelow: (value) => t('dialog.tenderedBelow', { amount: money(value) }),
      }),
    );
    const totalMnt = Math.round(sumOf(lines.map((line) => line.value)) * terms.rate);
    const remainder = terms.due - totalMnt;
    const errors: Partial<Record<PayField, string>> = {};
    lines.forEach((line, index) => {
      if (line.amountError) errors[`pays.${index}.amount`] = line.amountError;
      if (line.tenderedError) errors[`pays.${index}.tendered`] = line.tenderedError;
    });
    const last = `pays.${lines.length - 1}.amount` as const;
    if (terms.refuseOver && remainder < 0 && !errors[last]) {
      errors[last] = t('dialog.overBalance', {
        over: money(-remainder),
        balance: money(terms.due),
      });
    }
    return {
      values: { ...values, pays },
      lines,
      totalMnt,
      remainder,
      change: sumOf(lines.map((line) => line.change)),
      errors,
      invalid: Object.keys(errors).length > 0 || pays.some((line) => line.paymentMethod === ''),
    };
  };

  const form = useCommandForm({
    schema: kind.schema,
    fields: kind.fields,
    defaultValues: kind.defaultValues,
    toRequest: (values: PayValues) => kind.toRequest(figuresOf(values)),
    check: (values) => {
      const figures = figuresOf(values);
      const methods: Partial<Record<PayField, string>> = {};
      figures.values.pays.forEach((line, index) => {
        if (!line.paymentMethod) methods[`pays.${index}.paymentMethod`] = t('dialog.chooseMethod');
      });
      return { ...kind.check?.(values), ...methods, ...figures.errors };
    },
    send: async (request, idempotencyKey) => {
      const figures = figuresOf(form.getValues());
      const limit = kind.confirmChangeAbove;
      if (limit !== undefined && figures.change > limit && !changeConfirmed.current) {
        setConfirmingChange(true);
        return;
      }
      changeConfirmed.current = false;
      await kind.send(request, idempotencyKey, figures);
    },
  });
  const lines = useFieldArray({ control: form.control, name: 'pays' });
  const values = form.watch();
  const terms = kind.terms(values);
  const figures = figuresOf(values);
  const parts: PayPartProps = { form, lines, figures, terms };

  return (
    <DialogForm
      title={kind.title(figures)}
      description={kind.description}
      form={form}
      creating
      submitting={kind.submitting}
      submitLabel={kind.submitLabel}
      submitDisabled={kind.asTyped && (figures.invalid || terms.choices.length === 0)}
    >
      {kind.head?.(parts)}
      <PayLinesFieldset
        {...parts}
        asTyped={kind.asTyped}
        methodsLoading={kind.methodsLoading}
        legend={kind.legend}
        first={first}
      >
        {kind.total(figures, terms)}
      </PayLinesFieldset>
      {kind.tail?.(parts)}
      {kind.confirmChangeAbove !== undefined ? (
        <ConfirmDialog
          open={confirmingChange}
          onOpenChange={setConfirmingChange}
          title={t('dialog.bigChangeTitle')}
          description={t('dialog.bigChangeDescription', { change: money(figures.change) })}
          confirmLabel={t('dialog.bigChangeConfirm')}
          onConfirm={() => {
            changeConfirmed.current = true;
            setConfirmingChange(false);
            form.onSubmit({ preventDefault: () => undefined } as FormEvent<HTMLFormElement>);
          }}
        />
      ) : null}
    </DialogForm>
  );
}
