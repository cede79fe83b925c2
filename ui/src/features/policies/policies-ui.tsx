import { Box, Card, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, type Ref } from 'react';
import { SectionCard } from '../../components/section-card';
import { SectionHeading } from '../../components/section-heading';
import { SelectBox } from '../../components/select-box';
import { useTranslation } from 'react-i18next';
import type { AgeType, PriceType } from './policies-api';
import { TUGRIK } from './policy-rules';

/** The pieces the three policy panels share: the panel frame, prices and age labels. */

interface PanelProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** Buttons at the top right (settings, add). */
  action?: ReactNode;
  children: ReactNode;
  /** `aria-labelledby` target id. */
  id: string;
}

/** One policy panel: an icon, a title with a line about what it is for, and its content. */
export function PolicyPanel({ icon, title, description, action, children, id }: PanelProps) {
  return (
    <SectionCard headingId={id} h="full">
      <Card.Header pb="4">
        <Flex gap="3" align="flex-start" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Flex
            flexShrink="0"
            boxSize="10"
            borderRadius="lg"
            bg="brand.subtle"
            color="brand.fg"
            align="center"
            justify="center"
          >
            {icon}
          </Flex>
          <Stack gap="0.5" flex="1" minW="0">
            <SectionHeading id={id} title={title} description={description} />
          </Stack>
          {action ? <Box flexShrink="0">{action}</Box> : null}
        </Flex>
      </Card.Header>
      <Card.Body pt="0">{children}</Card.Body>
    </SectionCard>
  );
}

/** Rows of a panel while its list loads. */
export function PanelSkeleton({ label, rows = 2 }: { label: string; rows?: number }) {
  return (
    <Stack gap="3" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height="12" borderRadius="lg" />
      ))}
    </Stack>
  );
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const formatNumber = (value: number, language: string): string => {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'mn-MN');
    numberFormats.set(language, format);
  }
  return format.format(value);
};

/** A policy's price as people read it: "Free", "15,000₮" or "50%". */
export function usePriceLabel() {
  const { t, i18n } = useTranslation('policies');
  return (priceType: PriceType, price: number): string =>
    priceType === 'free'
      ? t('price.free')
      : priceType === 'percent'
        ? `${formatNumber(price, i18n.language)}%`
        : `${formatNumber(price, i18n.language)}${TUGRIK}`;
}

/** Who a policy is for: "Adults (18+)", "Anyone (0–18)", "Ages 3 to under 12". */
export function useAgeLabel() {
  const { t } = useTranslation('policies');
  return (policy: { ageType: AgeType; minAge: number; maxAge: number }): string =>
    policy.ageType === 'adults'
      ? t('ageType.adultsRange')
      : policy.ageType === 'any'
        ? t('ageType.anyRange')
        : t('ageRange', { min: policy.minAge, max: policy.maxAge });
}

/** A native select of whole numbers (ages). */
export function NumberSelect({
  name,
  value,
  choices,
  placeholder,
  disabled = false,
  onChange,
  inputRef,
  format = String,
}: {
  name: string;
  value: number | null;
  choices: readonly number[];
  placeholder?: string;
  disabled?: boolean;
  onChange: (value: number | null) => void;
  inputRef?: Ref<HTMLSelectElement>;
  format?: (value: number) => string;
}) {
  // A value outside the choices (a locked field) still shows.
  const shown = value !== null && !choices.includes(value) ? [value, ...choices] : choices;
  return (
    <SelectBox
      box={{ disabled }}
      name={name}
      ref={inputRef}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      {...(placeholder ? { placeholder } : {})}
    >
      {shown.map((choice) => (
        <option key={choice} value={choice}>
          {format(choice)}
        </option>
      ))}
    </SelectBox>
  );
}

/** A label and a value on one line (details of a policy). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack
      justify="space-between"
      gap="4"
      py="2"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text fontWeight="medium" fontSize="sm" textAlign="end">
        {children}
      </Text>
    </HStack>
  );
}
