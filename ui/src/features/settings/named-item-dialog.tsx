import { Grid } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import { FormInDialog, type InDialogProps } from '../../components/form-in-dialog';
import type { ListQuery } from '../../components/list-states';
import type { DialogControl } from '../../components/use-dialog';
import {
  BoundField,
  EnglishNameInputField,
  SwitchInputField,
  TextField,
} from '../../components/form/fields';
import {
  type CommandForm,
  type CommandSchema,
  useCommandForm,
} from '../../components/form/use-command-form';
import { textValuesOf, trimmedValuesOf } from '../../components/form/text-values';
import { useLocalName } from '../../lib/names';
import { ColorField } from './color-swatches';
import { freeColor } from './colors';
import { notifySaved } from './settings-ui';

/**
 * The add/edit dialog of a named settings item — a source, payment method, currency, tax or
 * service category: the same form under other names. A `NamedItemKind` says what differs (its
 * schema, fields, texts and the fields of its own); this file draws the frame, the name, the
 * English name, the colour and the default switch, in that order, and holds their values.
 */

/** The settings lists that are named items (their locale sections, `<texts>.form.*`). */
export type NamedItemTexts =
  'sources' | 'paymentMethods' | 'currencies' | 'taxes' | 'serviceCategories';

export interface NamedItem {
  id: string;
  name: string;
  nameEn?: string | null;
  color?: string;
  isDefault?: boolean;
}

/** Every named item's form holds at least its names. */
export interface NamedValues {
  name: string;
  nameEn: string;
  color?: string;
  isDefault?: boolean;
}

type SaveArg<R> = { slug: string; idempotencyKey: string; item: R };

/** What a field of its own gets to draw itself. */
export interface KindFieldProps<T, V extends NamedValues> {
  form: CommandForm<V>;
  /** The item changed; null for a new one. */
  item: T | null;
  t: TFunction<'settings'>;
}

export interface NamedItemKind<T extends NamedItem, V extends NamedValues, R> {
  texts: NamedItemTexts;
  /** The command's schema (`@hotel/events/settings/commands`). */
  schema: CommandSchema;
  /** The form's fields in screen order, named as the command's body names them. */
  fields: readonly FieldPath<V>[];
  /** The list the item is one of: the colours taken, the current default. */
  useList: (arg: { slug: string }, options?: { skip: boolean }) => ListQuery<T>;
  useSave: () => readonly [
    (arg: SaveArg<R>) => { unwrap: () => Promise<unknown> },
    { isLoading: boolean },
  ];
  /** The values of the kind's own fields (the names, colour and default are the dialog's). */
  valuesOf?: (item: T | null, list: readonly T[]) => Omit<V, keyof NamedValues>;
  /**
   * The body's own fields, checked by the schema with the rest: the id (of a change), the
   * names (trimmed), the colour and the default, which the dialog adds.
   */
  toRequest?: (values: V, item: T | null) => Omit<R, 'id' | keyof NamedValues>;
  /** The form's own rules, in its own words (see `useCommandForm`). */
  check?: (values: V, t: TFunction<'settings'>) => Partial<Record<FieldPath<V>, string>>;
  /** The name as drawn: read-only when locked, a change that sets off another. */
  name?: (props: KindFieldProps<T, V>) => {
    readOnly?: boolean;
    helperText?: string;
    onValueChange?: (name: string) => void;
  };
  /** A short field beside the name (a short name, a code, a percentage) and its column. */
  beside?: { width: string; render: (props: KindFieldProps<T, V>) => ReactNode };
  /** The item has a colour (chosen among the swatches, after the English name). */
  color?: boolean;
  /** Fields after the colour. */
  rest?: (props: KindFieldProps<T, V>) => ReactNode;
  /** One item of the list is its default: the switch, locked on the default itself. */
  hasDefault?: boolean;
}

interface NamedItemDialogProps<T extends NamedItem, V extends NamedValues, R> {
  kind: NamedItemKind<T, V, R>;
  slug: string;
  /** Its open state and the item to change (null adds a new one), as `RemoveDialog` takes it. */
  dialog: DialogControl<T>;
}

/** Add or change a named item (POST /api/<list>). */
export function NamedItemDialog<T extends NamedItem, V extends NamedValues, R>({
  kind,
  slug,
  dialog: { item, ...shown },
}: NamedItemDialogProps<T, V, R>) {
  const props = { kind, slug, item };
  return (
    <FormInDialog
      {...shown}
      form={NamedItemForm<T, V, R>}
      formKey={item?.id ?? 'new'}
      props={props}
    />
  );
}

/** The form's values of `item` (null: a new one, in the colour no other item of `list` has). */
const valuesOf = <T extends NamedItem, V extends NamedValues, R>(
  kind: NamedItemKind<T, V, R>,
  item: T | null,
  list: readonly T[],
): V =>
  ({
    ...textValuesOf<NamedItem, 'name' | 'nameEn'>(item, ['name', 'nameEn']),
    ...(kind.color
      ? { color: item?.color ?? freeColor(list.map((other) => other.color ?? '')) }
      : {}),
    ...(kind.hasDefault ? { isDefault: item?.isDefault ?? false } : {}),
    ...kind.valuesOf?.(item, list),
  }) as V;

/** The body sent: without `id` a new item, with it a change. */
const requestOf = <T extends NamedItem, V extends NamedValues, R>(
  kind: NamedItemKind<T, V, R>,
  values: V,
  item: T | null,
): R & { name: string; nameEn: string } =>
  ({
    ...(item ? { id: item.id } : {}),
    ...trimmedValuesOf(values, ['name', 'nameEn']),
    ...(kind.color ? { color: values.color } : {}),
    ...kind.toRequest?.(values, item),
    ...(kind.hasDefault ? { isDefault: values.isDefault } : {}),
  }) as R & { name: string; nameEn: string };

/** Read-only fields look it. */
export const LOCKED = { bg: 'bg.muted', color: 'fg.muted' } as const;

function NamedItemForm<T extends NamedItem, V extends NamedValues, R>({
  kind,
  slug,
  item,
  first,
  onDone,
}: {
  kind: NamedItemKind<T, V, R>;
  slug: string;
  item: T | null;
} & InDialogProps) {
  const { t } = useTranslation('settings');
  const nameOf = useLocalName();
  const list = kind.useList({ slug }).data?.data ?? [];
  const [save, { isLoading }] = kind.useSave();
  const creating = item === null;
  const { texts } = kind;
  const form = useCommandForm({
    schema: kind.schema,
    fields: kind.fields,
    defaultValues: valuesOf(kind, item, list),
    toRequest: (values: V) => requestOf(kind, values, item),
    ...(kind.check ? { check: (values: V) => kind.check!(values, t) } : {}),
    send: async (request, idempotencyKey) => {
      await save({ slug, idempotencyKey, item: request }).unwrap();
      notifySaved(
        creating ? t(`${texts}.form.created`) : t(`${texts}.form.updated`),
        nameOf(request),
      );
      onDone();
    },
  });
  const props: KindFieldProps<T, V> = { form, item, t };
  const name = kind.name?.(props) ?? {};

  const nameField = (
    <TextField
      form={form}
      name={'name' as FieldPath<V>}
      label={t(`${texts}.form.name`)}
      required
      helperText={name.helperText}
      maxLength={60}
      readOnly={name.readOnly}
      {...(name.readOnly ? LOCKED : {})}
      {...(name.onValueChange ? { onValueChange: name.onValueChange } : {})}
      inputRef={first}
    />
  );

  return (
    <DialogForm
      title={creating ? t(`${texts}.form.createTitle`) : t(`${texts}.form.editTitle`)}
      description={t(`${texts}.form.description`)}
      form={form}
      creating={creating}
      submitting={isLoading}
    >
      {kind.beside ? (
        <Grid
          templateColumns={{ base: '1fr', sm: `1fr ${kind.beside.width}` }}
          gap="4"
          alignItems="start"
        >
          {nameField}
          {kind.beside.render(props)}
        </Grid>
      ) : (
        nameField
      )}
      <EnglishNameInputField form={form} name={'nameEn' as FieldPath<V>} />
      {kind.color ? (
        <BoundField
          form={form}
          name={'color' as FieldPath<V>}
          render={(color) => (
            <ColorField
              label={t(`${texts}.form.color`)}
              value={String(color.value)}
              onChange={(value) => color.onChange(value as typeof color.value)}
              errors={color.errors}
              inputRef={color.ref}
            />
          )}
        />
      ) : null}
      {kind.rest?.(props)}
      {kind.hasDefault ? <DefaultSwitch form={form} item={item} list={list} texts={texts} /> : null}
    </DialogForm>
  );
}

/**
 * "Default …": on a new or other item it says which item stops being the default; the
 * default itself stays on (another item takes the role).
 */
function DefaultSwitch<T extends NamedItem, V extends NamedValues>({
  form,
  item,
  list,
  texts,
}: {
  form: CommandForm<V>;
  item: T | null;
  list: readonly T[];
  texts: NamedItemTexts;
}) {
  const { t } = useTranslation('settings');
  const nameOf = useLocalName();
  const name = 'isDefault' as FieldPath<V>;
  const isDefault = Boolean(form.watch(name));
  const wasDefault = item?.isDefault ?? false;
  const currentDefault = list.find((other) => other.isDefault && other.id !== item?.id);
  return (
    <SwitchInputField
      form={form}
      name={name}
      label={t(`${texts}.form.isDefault`)}
      description={
        wasDefault
          ? t(`${texts}.form.isDefaultLocked`)
          : isDefault && currentDefault
            ? t(`${texts}.form.isDefaultMoves`, { name: nameOf(currentDefault) })
            : t(`${texts}.form.isDefaultHelp`)
      }
      disabled={wasDefault}
    />
  );
}
