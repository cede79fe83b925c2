import { HStack, Spinner, Text, Textarea, chakra } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../components/icons';
import { newIdempotencyKey } from '../../lib/idempotency';
import { useChangeNotesMutation } from '../../shared/reservations/reservations-api';

/** How long the notes wait after the last key before they are saved (operations spec §2). */
export const NOTES_DELAY_MS = 500;

type SaveState = 'idle' | 'waiting' | 'saving' | 'saved' | 'failed';

/**
 * The reservation's notes, saved by themselves 500 ms after typing stops (one save at a time,
 * in order; a pending save is sent when the page is left). The state shows beside the label.
 */
export function NotesField({
  slug,
  id,
  notes,
}: {
  slug: string;
  id: string;
  notes: string | null;
}) {
  const { t } = useTranslation('reservations');
  const [text, setText] = useState(notes ?? '');
  const [state, setState] = useState<SaveState>('idle');
  const [changeNotes] = useChangeNotesMutation();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<string | null>(null);
  const lastSaved = useRef(notes ?? '');
  const queue = useRef<Promise<void>>(Promise.resolve());
  const mounted = useRef(true);

  const save = useCallback(
    (value: string) => {
      pending.current = null;
      queue.current = queue.current.then(async () => {
        if (value === lastSaved.current) {
          if (mounted.current) setState('saved');
          return;
        }
        if (mounted.current) setState('saving');
        try {
          await changeNotes({
            slug,
            id,
            notes: value.trim() === '' ? null : value,
            idempotencyKey: newIdempotencyKey(),
          }).unwrap();
          lastSaved.current = value;
          if (mounted.current && pending.current === null) setState('saved');
        } catch {
          // The error notification says why; the text stays for another try.
          if (mounted.current) setState('failed');
        }
      });
    },
    [changeNotes, slug, id],
  );

  // Leaving the page sends what is still waiting.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
      if (pending.current !== null) save(pending.current);
    };
  }, [save]);

  const change = (value: string) => {
    setText(value);
    pending.current = value;
    setState('waiting');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      save(value);
    }, NOTES_DELAY_MS);
  };

  return (
    <>
      <HStack justify="space-between" mb="2">
        <chakra.label htmlFor={`notes-${id}`} fontWeight="medium" fontSize="sm">
          {t('notes.label')}
        </chakra.label>
        <HStack
          gap="1.5"
          fontSize="xs"
          color="fg.muted"
          aria-live="polite"
          data-testid="notes-state"
        >
          {state === 'saving' ? <Spinner size="xs" /> : null}
          {state === 'saved' ? <CheckIcon boxSize="3.5" color="fg.success" /> : null}
          {state === 'idle' ? null : (
            <Text as="span" color={state === 'failed' ? 'fg.error' : undefined}>
              {t(`notes.${state}`)}
            </Text>
          )}
        </HStack>
      </HStack>
      <Textarea
        id={`notes-${id}`}
        rows={4}
        maxLength={2000}
        placeholder={t('notes.placeholder')}
        value={text}
        onChange={(event) => change(event.target.value)}
        onBlur={() => {
          if (timer.current && pending.current !== null) {
            clearTimeout(timer.current);
            timer.current = null;
            save(pending.current);
          }
        }}
      />
    </>
  );
}
