import { Box, Fieldset, HStack, chakra } from '@chakra-ui/react';
import { type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldsetErrorText } from '../../components/fieldset-error-text';
import { CheckIcon } from '../../components/icons';
import { PALETTE, isHexColor, textOn } from './colors';
import { PaletteIcon } from '../../components/icons';

interface Swatch {
  value: string;
  label: string;
}

interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (color: string) => void;
  errors?: readonly string[] | undefined;
  /** Focused when the server finds the colour wrong. */
  inputRef?: (element: HTMLElement | null) => void;
}

/**
 * The colour of a source, payment method or service category: one of twelve swatches, the
 * item's current colour when it is none of them, or any other colour from the browser's
 * picker. A radio group: arrow keys move between swatches, only the chosen one is a tab stop.
 */
export function ColorField({ label, value, onChange, errors, inputRef }: ColorFieldProps) {
  const { t } = useTranslation('settings');
  const legendId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = value.toLowerCase();
  const swatches: Swatch[] = PALETTE.map((c) => ({
    value: c.value,
    label: t(`colors.${c.key}`),
  }));
  if (isHexColor(current) && !swatches.some((s) => s.value === current)) {
    swatches.push({ value: current, label: t('colors.current', { color: current }) });
  }
  const chosen = swatches.findIndex((s) => s.value === current);
  const invalid = (errors?.length ?? 0) > 0;

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + swatches.length) % swatches.length;
    const swatch = swatches[next];
    if (!swatch) return;
    onChange(swatch.value);
    buttons.current[next]?.focus();
  };

  return (
    <Fieldset.Root invalid={invalid}>
      <Fieldset.Legend id={legendId} fontWeight="medium" fontSize="sm" color="fg">
        {label}
      </Fieldset.Legend>
      <HStack
        role="radiogroup"
        aria-labelledby={legendId}
        aria-invalid={invalid || undefined}
        gap="2"
        wrap="wrap"
      >
        {swatches.map((swatch, index) => {
          const selected = index === chosen;
          return (
            <chakra.button
              key={swatch.value}
              type="button"
              role="radio"
              aria-checked={selected}
              aria-label={swatch.label}
              title={swatch.label}
              tabIndex={selected || (chosen < 0 && index === 0) ? 0 : -1}
              ref={(element: HTMLButtonElement | null) => {
                buttons.current[index] = element;
                if (selected || (chosen < 0 && index === 0)) inputRef?.(element);
              }}
              onClick={() => onChange(swatch.value)}
              onKeyDown={(event) => move(event, index)}
              boxSize="8"
              borderRadius="full"
              style={{
                background: swatch.value,
                color: textOn(swatch.value),
                boxShadow: selected
                  ? `0 0 0 2px var(--chakra-colors-bg), 0 0 0 4px ${swatch.value}`
                  : undefined,
              }}
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              cursor="pointer"
              transition="transform 0.1s"
              _hover={{ transform: 'scale(1.08)' }}
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'brand.solid',
                outlineOffset: '5px',
              }}
            >
              {selected ? <CheckIcon boxSize="4" /> : null}
            </chakra.button>
          );
        })}
        <Box
          as="label"
          position="relative"
          boxSize="8"
          borderRadius="full"
          borderWidth="1px"
          borderStyle="dashed"
          borderColor="border.emphasized"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          color="fg.muted"
          cursor="pointer"
          title={t('colors.custom')}
          _hover={{ color: 'fg', borderColor: 'fg.muted' }}
          _focusWithin={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
        >
          <PaletteIcon boxSize="4" />
          <chakra.input
            type="color"
            aria-label={t('colors.custom')}
            value={isHexColor(current) ? current : '#1c7df6'}
            onChange={(event) => onChange(event.target.value.toLowerCase())}
            position="absolute"
            inset="0"
            opacity="0"
            cursor="pointer"
            w="full"
            h="full"
          />
        </Box>
      </HStack>
      <FieldsetErrorText errors={errors} />
    </Fieldset.Root>
  );
}
