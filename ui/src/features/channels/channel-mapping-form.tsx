import { Button, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { SelectBox } from '../../components/select-box';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { PlusIcon, TrashIcon } from '../../components/icons';
import { useFormSubmit } from '../../components/use-form-submit';
import { fieldErrorsOf, type FieldErrors } from '../../lib/problem';
import { toastDone } from '../../components/done-toast';
import {
  type ChannelConnection,
  type ChannelMapping,
  useSetChannelMappingMutation,
} from './channel-connections-api';

/** A choice of ours a code maps to: a room type, or a rate plan (with its room type). */
export interface MappingChoice {
  id: string;
  label: string;
}

type Kind = 'rooms' | 'rates';
interface Line {
  code: string;
  target: string;
}

const TARGET: Record<Kind, 'roomTypeId' | 'ratePlanId'> = {
  rooms: 'roomTypeId',
  rates: 'ratePlanId',
};

const linesOf = (channel: ChannelConnection): Record<Kind, Line[]> => ({
  rooms: channel.rooms.map((r) => ({ code: r.code, target: r.roomTypeId })),
  rates: channel.rates.map((r) => ({ code: r.code, target: r.ratePlanId })),
});

/**
 * The channel's codes → ours (POST /api/channels/:id/mappings, the whole table at once): each
 * room code the channel sends → one of our room types, each rate code → one of our rate plans.
 * The server's messages show under their row (`rooms.1.code`).
 */
export function ChannelMappingForm({
  slug,
  channel,
  roomTypes,
  ratePlans,
}: {
  slug: string;
  channel: ChannelConnection;
  roomTypes: readonly MappingChoice[];
  ratePlans: readonly MappingChoice[];
}) {
  const { t } = useTranslation('channels');
  const [save, { isLoading }] = useSetChannelMappingMutation();
  const [lines, setLines] = useState(() => linesOf(channel));
  const [errors, setErrors] = useState<FieldErrors>({});
  const choices: Record<Kind, readonly MappingChoice[]> = { rooms: roomTypes, rates: ratePlans };

  const submit = useFormSubmit({
    send: async (idempotencyKey) => {
      const body: ChannelMapping = {
        rooms: lines.rooms.map((l) => ({ code: l.code.trim(), roomTypeId: l.target })),
        rates: lines.rates.map((l) => ({ code: l.code.trim(), ratePlanId: l.target })),
      };
      await save({ slug, idempotencyKey, channelId: channel.id, ...body }).unwrap();
      setErrors({});
      toastDone(t('mapping.done', { name: channel.name }));
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });

  const change = (kind: Kind, index: number, line: Partial<Line>) => {
    submit.edited();
    setLines((all) => ({
      ...all,
      [kind]: all[kind].map((old, i) => (i === index ? { ...old, ...line } : old)),
    }));
  };
  const add = (kind: Kind) => {
    submit.edited();
    setLines((all) => ({
      ...all,
      [kind]: [...all[kind], { code: '', target: choices[kind][0]?.id ?? '' }],
    }));
  };
  const remove = (kind: Kind, index: number) => {
    submit.edited();
    setErrors({});
    setLines((all) => ({ ...all, [kind]: all[kind].filter((_l, i) => i !== index) }));
  };
  const known = new Set(
    (['rooms', 'rates'] as const).flatMap((kind) =>
      lines[kind].flatMap((_l, i) => [`${kind}.${i}.code`, `${kind}.${i}.${TARGET[kind]}`]),
    ),
  );
  const other = Object.entries(errors)
    .filter(([field]) => !known.has(field))
    .flatMap(([, messages]) => messages);

  return (
    <form
      aria-labelledby="channel-mapping"
      onSubmit={(event: FormEvent<HTMLFormElement>) => submit.onSubmit(event)}
    >
      <Stack gap="5">
        <Heading id="channel-mapping" size="md">
          {t('mapping.title')}
        </Heading>
        <Text color="fg.muted" maxW="3xl">
          {t('mapping.description')}
        </Text>
        {other.length > 0 ? <FormAlert messages={other} /> : null}
        {(['rooms', 'rates'] as const).map((kind) => (
          <MappingRows
            key={kind}
            kind={kind}
            lines={lines[kind]}
            choices={choices[kind]}
            errors={errors}
            onChange={(index, line) => change(kind, index, line)}
            onAdd={() => add(kind)}
            onRemove={(index) => remove(kind, index)}
          />
        ))}
        <Button type="submit" alignSelf="flex-start" loading={isLoading}>
          {t('mapping.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** One list of the mapping (room codes or rate codes): a code and our choice per row. */
function MappingRows({
  kind,
  lines,
  choices,
  errors,
  onChange,
  onAdd,
  onRemove,
}: {
  kind: Kind;
  lines: readonly Line[];
  choices: readonly MappingChoice[];
  errors: FieldErrors;
  onChange: (index: number, line: Partial<Line>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('channels');
  return (
    <Stack gap="3" as="fieldset" aria-labelledby={`mapping-${kind}`}>
      <Heading as="legend" id={`mapping-${kind}`} size="sm">
        {t(`mapping.${kind}.title`)}
      </Heading>
      {lines.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t(`mapping.${kind}.empty`)}
        </Text>
      ) : null}
      {lines.map((line, index) => (
        <Flex
          key={index}
          gap="3"
          align="flex-end"
          wrap="wrap"
          data-testid={`mapping-${kind}-${index}`}
        >
          <FormField
            label={t(`mapping.${kind}.code`, { n: index + 1 })}
            errors={errors[`${kind}.${index}.code`]}
            required
          >
            <Input
              value={line.code}
              maxLength={60}
              fontFamily="mono"
              onChange={(event) => onChange(index, { code: event.target.value })}
            />
          </FormField>
          <FormField
            label={t(`mapping.${kind}.target`, { n: index + 1 })}
            errors={errors[`${kind}.${index}.${TARGET[kind]}`]}
            required
          >
            <SelectBox
              value={line.target}
              onChange={(event) => onChange(index, { target: event.target.value })}
            >
              {choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.label}
                </option>
              ))}
            </SelectBox>
          </FormField>
          <Button
            variant="outline"
            colorPalette="red"
            aria-label={t(`mapping.${kind}.removeFor`, { n: index + 1, code: line.code })}
            onClick={() => onRemove(index)}
          >
            <TrashIcon />
            {t('mapping.remove')}
          </Button>
        </Flex>
      ))}
      <Button
        alignSelf="flex-start"
        variant="outline"
        onClick={() => onAdd()}
        disabled={choices.length === 0}
      >
        <PlusIcon />
        {t(`mapping.${kind}.add`)}
      </Button>
    </Stack>
  );
}
