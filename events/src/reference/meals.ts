/** Meals a rate plan may include (settings spec §3 rate plan meals, §7 GET meals). */
export const meals = [
  { id: 'breakfast', code: 'BB', mn: 'Өглөөний цай', en: 'Breakfast' },
  { id: 'lunch', code: 'L', mn: 'Өдрийн хоол', en: 'Lunch' },
  { id: 'dinner', code: 'D', mn: 'Оройн хоол', en: 'Dinner' },
  { id: 'half-board', code: 'HB', mn: 'Өглөө, оройн хоол', en: 'Half board' },
  { id: 'full-board', code: 'FB', mn: 'Гурван хоол', en: 'Full board' },
  { id: 'all-inclusive', code: 'AI', mn: 'Бүх зүйл багтсан', en: 'All inclusive' },
] as const;

export type Meal = (typeof meals)[number];
export const mealIds: readonly string[] = meals.map((m) => m.id);
