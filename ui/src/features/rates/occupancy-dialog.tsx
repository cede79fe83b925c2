import {
  Badge,
  Box,
  chakra,
  Dialog,
  Field,
  HStack,
  Stack,
  Switch,
  Table,
  Text,
} from '@chakra-ui/react';
import { DialogHeading } from '../../components/dialog-heading';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { DialogCloseButton } from '../../components/dialog-frame';
import { FormAlert } from '../../components/form-alert';
import { DialogFormFooter, FormDialog } from '../../components/form-dialog';
import { useFormSubmit } from '../../components/use-form-submit';
import type { DialogControl } from '../../components/use-dialog';
import { fieldErrorsOf } from '../../lib/problem';
import { toastDone } from '../../components/done-toast';
import { formatMoney } from './format';
import { canBeActive } from './rate-rules';
import { type RatePlan, useSaveOccupancyRatesMutation } from './rates-api';
import { AmountInput } from './rates-ui';
import { AdultIcon } from '../../components/icons';

interface Row {
  occupancy: number;
  isDefault: boolean;
  discount: string;
  isActive: boolean;
}

const rowsOf = (plan: RatePlan): Row[] =>
  [...plan.occupancyRatePlans]
    .sort((a, b) => b.occupancy - a.occupancy)
    .map((row) => ({
      occupancy: row.occupancy,
      isDefault: row.isDefault,
      discount: row.isDefault || row.discount === 0 ? '' : String(row.discount),
      isActive: row.isActive,
    }));

interface OccupancyDialogProps {
  slug: string;
  /** The page's control of the dialog: open or not, and the plan it is about. */
  dialog: DialogControl<RatePlan>;
  /** The room type's default price (to show what each occupancy pays). */
  defaultPrice: number | null;
}

/**
 * The discount per occupancy of a plan (POST /api/rate/plans/occupancy): a row per number of
 * adults; the full occupancy is the main row and is not editable; a row can be switched on only
 * once it has a discount (settings spec §4).
 */
export function OccupancyDialog({
  slug,
  dialog: { item: plan, open, onOpenChange },
  defaultPrice,
}: OccupancyDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      {plan ? (
        <OccupancyForm
          key={plan.id}
          slug={slug}
          plan={plan}
          defaultPrice={defaultPrice}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </FormDialog>
  );
}

type RowErrors = Record<number, { discount?: string[]; isActive?: string[] }>;

function OccupancyForm({
  slug,
  plan,
  defaultPrice,
  onDone,
}: {
  slug: string;
  plan: RatePlan;
  defaultPrice: number | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('rates');
  const local = useLocalName();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(plan));
  const [errors, setErrors] = useState<RowErrors>({});
  const [other, setOther] = useState<string[]>([]);
  const [save, { isLoading }] = useSaveOccupancyRatesMutation();
  const editable = rows.filter((row) => !row.isDefault);

  const { onSubmit, edited } = useFormSubmit({
    send: async (idempotencyKey) => {
      setErrors({});
      setOther([]);
      await save({
        slug,
        idempotencyKey,
        occupancy: {
          id: plan.id,
          occupancyRatePlans: editable.map((row) => ({
            occupancy: row.occupancy,
            discount: row.discount === '' ? '' : Number(row.discount),
            isActive: row.isActive,
          })),
        },
      }).unwrap();
      toastDone(t('occupancy.saved'), local(plan));
      onDone();
    },
    // Messages come per sent row (`occupancyRatePlans.{i}.discount`): put them on its row.
    onError: (error) => {
      const next: RowErrors = {};
      const rest: string[] = [];
      for (const [key, messages] of Object.entries(fieldErrorsOf(error))) {
        const match = /^occupancyRatePlans\.(\d+)\.(discount|isActive)$/.exec(key);
        const row = match ? editable[Number(match[1])] : undefined;
        if (match && row) {
          const field = match[2] as 'discount' | 'isActive';
          next[row.occupancy] = { ...next[row.occupancy], [field]: messages };
        } else rest.push(...messages);
      }
      setErrors(next);
      setOther(rest);
    },
  });

  const update = (occupancy: number, change: Partial<Row>) => {
    edited();
    setErrors((current) => {
      const next = { ...current };
      delete next[occupancy];
      return next;
    });
    setRows((current) =>
      current.map((row) => {
        if (row.occupancy !== occupancy) return row;
        const updated = { ...row, ...change };
        // No discount, nothing to switch on.
        return canBeActive(updated.discount) ? updated : { ...updated, isActive: false };
      }),
    );
  };

  return (
    <chakra.form display="contents" onSubmit={onSubmit} noValidate>
      <DialogHeading
        title={t('occupancy.title')}
        description={t('occupancy.description', {
          name: local(plan),
          roomType: local(plan.roomType),
        })}
      />
      <Dialog.Body>
        <Stack gap="4">
          {other.length > 0 ? <FormAlert messages={other} /> : null}
          <Table.Root size="sm" variant="outline" borderRadius="lg">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>{t('occupancy.adults')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('occupancy.discount')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="center">{t('occupancy.active')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <OccupancyRow
                  key={row.occupancy}
                  row={row}
                  errors={errors[row.occupancy]}
                  defaultPrice={defaultPrice}
                  onChange={(change) => update(row.occupancy, change)}
                />
              ))}
            </Table.Body>
          </Table.Root>
          <Text fontSize="sm" color="fg.muted">
            {t('occupancy.help')}
          </Text>
        </Stack>
      </Dialog.Body>
      <DialogFormFooter
        submitting={isLoading}
        submitLabel={t('common:actions.save')}
        submittingLabel={t('form.saving')}
        submitDisabled={editable.length === 0}
      />
      <DialogCloseButton colorPalette="gray" label={t('common:actions.close')} />
    </chakra.form>
  );
}

/**
 * One occupancy of the plan: its adults, its discount on the main price (with the price it
 * gives) and whether it is sold; the main occupancy is shown, not edited.
 */
function OccupancyRow({
  row,
  errors: rowErrors,
  defaultPrice,
  onChange,
}: {
  row: Row;
  errors: RowErrors[number] | undefined;
  defaultPrice: number | null;
  onChange: (change: Partial<Row>) => void;
}) {
  const { t, i18n } = useTranslation('rates');
  const price =
    defaultPrice !== null && row.discount !== ''
      ? Math.max(0, defaultPrice - Number(row.discount))
      : null;
  const label = t('occupancy.rowLabel', { count: row.occupancy });
  return (
    <Table.Row data-testid={`occupancy-${row.occupancy}`}>
      <Table.Cell verticalAlign="top" pt="3.5">
        <HStack gap="2">
          <HStack gap="0" color="fg.muted" aria-hidden="true">
            {Array.from({ length: Math.min(row.occupancy, 4) }, (_, i) => (
              <AdultIcon key={i} boxSize="3.5" />
            ))}
          </HStack>
          <Text fontWeight="medium" whiteSpace="nowrap">
            {label}
          </Text>
          {row.isDefault ? (
            <Badge size="sm" colorPalette="brand" variant="solid">
              {t('occupancy.main')}
            </Badge>
          ) : null}
        </HStack>
      </Table.Cell>
      <Table.Cell verticalAlign="top">
        {row.isDefault ? (
          <Text fontSize="sm" color="fg.muted" pt="1.5">
            {t('occupancy.mainHelp')}
          </Text>
        ) : (
          <Field.Root invalid={!!rowErrors?.discount}>
            <Box maxW="44">
              <AmountInput
                size="sm"
                name={`discount-${row.occupancy}`}
                aria-label={t('occupancy.discountFor', { label })}
                value={row.discount}
                onChange={(discount) => onChange({ discount })}
              />
            </Box>
            {rowErrors?.discount ? (
              <Field.ErrorText>{rowErrors.discount[0]}</Field.ErrorText>
            ) : price !== null ? (
              <Field.HelperText fontVariantNumeric="tabular-nums">
                {t('occupancy.priceHint', {
                  price: formatMoney(price, i18n.language),
                })}
              </Field.HelperText>
            ) : null}
          </Field.Root>
        )}
      </Table.Cell>
      <Table.Cell verticalAlign="top" textAlign="center" pt="2.5">
        <Switch.Root
          checked={row.isActive}
          disabled={row.isDefault || !canBeActive(row.discount)}
          invalid={!!rowErrors?.isActive}
          onCheckedChange={(details) => onChange({ isActive: details.checked })}
          title={
            !row.isDefault && !canBeActive(row.discount) ? t('occupancy.needsDiscount') : undefined
          }
        >
          <Switch.HiddenInput role="switch" aria-label={t('occupancy.activeFor', { label })} />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
        </Switch.Root>
        {rowErrors?.isActive ? (
          <Text fontSize="xs" color="fg.error" mt="1">
            {rowErrors.isActive[0]}
          </Text>
        ) : null}
      </Table.Cell>
    </Table.Row>
  );
}
