import { HStack, type IconProps, Text } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';

/** A short fact after its icon (a phone number, a bed type), the icon as tall as the text. */
export function IconText({
  icon: Icon,
  children,
}: {
  icon: ComponentType<IconProps>;
  children: ReactNode;
}) {
  return (
    <HStack gap="1.5">
      <Icon boxSize="4" />
      <Text>{children}</Text>
    </HStack>
  );
}
