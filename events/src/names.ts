/** Something named in Mongolian and, optionally, in English (room types, settings, roles). */
export interface Named {
  readonly name: string;
  readonly nameEn?: string | null | undefined;
}

/** Its name in the language: the English name in English when it has one, else the name. */
export const localName = (item: Named, language: string): string =>
  language === 'en' && item.nameEn && item.nameEn.trim() ? item.nameEn : item.name;

/** Just the names of something named (what a message quotes; see `MessageParam`). */
export const namesOf = (item: Named): Named => ({ name: item.name, nameEn: item.nameEn ?? null });
