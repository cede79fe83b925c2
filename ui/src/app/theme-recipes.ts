import {
  badgeRecipe,
  checkmarkRecipe,
  containerRecipe,
  radiomarkRecipe,
  separatorRecipe,
  skeletonRecipe,
  textareaRecipe,
  avatarSlotRecipe,
  breadcrumbSlotRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  collapsibleSlotRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldsetSlotRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  numberInputSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  ratingGroupSlotRecipe,
  segmentGroupSlotRecipe,
  stepsSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagsInputSlotRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { system } from './theme';

/**
 * The recipes of the components the login pages do not use, registered with the theme's
 * system before the first screen that may show them renders: the router loads this module
 * with every screen but the login pages (./router.tsx), so the login page does not download
 * them. A recipe must be in place before its component first renders (the system caches each
 * recipe's function on first use). The notifications register them too when they first load
 * (app/toaster.tsx), as a login page may show one.
 */
const recipes = {
  badge: badgeRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  textarea: textareaRecipe,
};

const slotRecipes = {
  avatar: avatarSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  numberInput: numberInputSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  ratingGroup: ratingGroupSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  steps: stepsSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tagsInput: tagsInputSlotRecipe,
  toast: toastSlotRecipe,
};

export const registerAppRecipes = (): void => {
  const theme = system._config.theme;
  if (!theme) return;
  theme.recipes = Object.assign(theme.recipes ?? {}, recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, slotRecipes);
};
