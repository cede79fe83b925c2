import { Box, Fieldset, RadioGroup, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

/**
 * The radios of a choice, written once: a plain radio with its text (`RadioChoice`, inside a
 * `RadioGroup.Root` the form lays out), and a choice of two or more cards side by side, each
 * with its title and a line of help (`RadioCards`: a VAT receipt's bill type, a tax included
 * in the price or added to it).
 */

/** One radio of a group: its value and text. */
export function RadioChoice({ value, children }: { value: string; children: ReactNode }) {
  return (
    <RadioGroup.Item value={value}>
      <RadioGroup.ItemHiddenInput />
      <RadioGroup.ItemIndicator />
      <RadioGroup.ItemText>{children}</RadioGroup.ItemText>
    </RadioGroup.Item>
  );
}

interface RadioCardsProps<T extends string> {
  legend: ReactNode;
  value: T;
  onChange: (value: T) => void;
  options: readonly { value: T; title: ReactNode; help: ReactNode }[];
  /** Receives the first card's radio (the field focused when it is in error). */
  inputRef?: Ref<HTMLInputElement>;
}

/** A choice as cards side by side (one column on a phone), the chosen one in the brand's colour. */
export function RadioCards<T extends string>({
  legend,
  value,
  onChange,
  options,
  inputRef,
}: RadioCardsProps<T>) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium" fontSize="sm" color="fg">
        {legend}
      </Fieldset.Legend>
      <RadioGroup.Root value={value} onValueChange={(details) => onChange(details.value as T)}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {options.map((option, index) => (
            <RadioGroup.Item
              key={option.value}
              value={option.value}
              alignItems="flex-start"
              borderWidth="1px"
              borderRadius="lg"
              p="3"
              cursor="pointer"
              _checked={{ borderColor: 'brand.solid', bg: 'brand.subtle' }}
            >
              <RadioGroup.ItemHiddenInput ref={index === 0 ? inputRef : undefined} />
              <RadioGroup.ItemIndicator mt="0.5" />
              <Box>
                <RadioGroup.ItemText fontWeight="medium">{option.title}</RadioGroup.ItemText>
                <Text fontSize="xs" color="fg.muted" mt="0.5">
                  {option.help}
                </Text>
              </Box>
            </RadioGroup.Item>
          ))}
        </SimpleGrid>
      </RadioGroup.Root>
    </Fieldset.Root>
  );
}
