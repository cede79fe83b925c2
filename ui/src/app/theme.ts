import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
  buttonRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  inputAddonRecipe,
  linkRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  alertSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * The design tokens of the product. Components use the semantic names (brand.solid,
 * reservation.confirmed.subtle, property.pending.fg, ...), never raw colours, so the spec's
 * colours live here once.
 */
const shade = (value: string) => ({ value });

const statusTokens = (solid: string, subtle: string, fg: string, contrast = '#ffffff') => ({
  solid: shade(solid),
  subtle: shade(subtle),
  fg: shade(fg),
  contrast: shade(contrast),
});

const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
    body: { bg: 'bg.canvas', color: 'fg' },
  },
  theme: {
    keyframes: {
      'pms-loading': {
        '0%': { transform: 'translateX(-100%)' },
        '100%': { transform: 'translateX(260%)' },
      },
    },
    tokens: {
      fonts: {
        heading: {
          value:
            "'Inter', 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, system-ui, sans-serif",
        },
        body: {
          value:
            "'Inter', 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, system-ui, sans-serif",
        },
      },
      colors: {
        // Primary colour of the spec: #1c7df6 (500). White text on it is 3.95:1, under WCAG AA's
        // 4.5:1: filled surfaces with text use `brand.solid`, a touch darker (5.0:1).
        brand: {
          50: shade('#eaf3ff'),
          100: shade('#d3e5fe'),
          200: shade('#a8cbfd'),
          300: shade('#73abfb'),
          400: shade('#4392f8'),
          500: shade('#1c7df6'),
          600: shade('#0f66d6'),
          700: shade('#0d51aa'),
          800: shade('#0f4283'),
          900: shade('#11386b'),
          950: shade('#0b2345'),
        },
      },
    },
    semanticTokens: {
      colors: {
        // A full colour palette, so `colorPalette="brand"` works on every component.
        brand: {
          solid: shade('#126ae0'),
          contrast: shade('#ffffff'),
          fg: shade('{colors.brand.700}'),
          muted: shade('{colors.brand.100}'),
          subtle: shade('{colors.brand.50}'),
          emphasized: shade('{colors.brand.200}'),
          focusRing: shade('{colors.brand.500}'),
        },
        bg: {
          canvas: shade('#f4f6fa'),
        },
        // Chakra's fg.subtle (gray.400) is 2.6:1 on white: the hints and "optional" marks it
        // colours must be readable (WCAG AA, 4.5:1 on white and, here, on the canvas).
        fg: {
          subtle: shade('#6b6b73'),
          // Likewise the message colours (red.500 3.8:1, orange.600 3.6:1, green.600 3.3:1).
          error: shade('{colors.red.600}'),
          warning: shade('{colors.orange.700}'),
          success: shade('{colors.green.700}'),
        },
        // Reservation statuses (spec: pending orange, confirmed green, checked-in primary/blue,
        // checked-out black, canceled red, no-show red or grey) and the calendar's blocked room.
        // The one source of the status colours: shared/reservations/status.tsx reads them.
        reservation: {
          // Bright orange and green carry dark text; the others white (all ≥ 4.5:1).
          pending: statusTokens('#ff9500', '#fff6e5', '#b45309', '#1c1c1e'),
          confirmed: statusTokens('#34c759', '#e9f8ee', '#15803d', '#1c1c1e'),
          checkedIn: statusTokens('#126ae0', '#eaf3ff', '#0d51aa'),
          checkedOut: statusTokens('#1c1c1e', '#f1f1f3', '#18181b'),
          canceled: statusTokens('#d70015', '#fdeeee', '#b91c1c'),
          noShow: statusTokens('#6c6c70', '#f1f1f3', '#52525b'),
          blocked: statusTokens('#636366', '#f1f1f3', '#48484a'),
        },
        // Dashboard tabs (spec colours).
        dashboard: {
          todayCheckin: shade('#007aff'),
          todayCheckout: shade('#ff9503'),
          todayStaying: shade('#ff2d55'),
          tomorrowCheckin: shade('#5856d6'),
          cancellations: shade('#ff3b30'),
        },
        // Property: active, or waiting for confirmation.
        property: {
          active: statusTokens('#16a34a', '#e9f8ee', '#15803d', '#1c1c1e'),
          pending: statusTokens('#f59e0b', '#fff6e5', '#b45309', '#1c1c1e'),
        },
        // Room cleanliness (housekeeping).
        room: {
          clean: statusTokens('#16a34a', '#e9f8ee', '#15803d', '#1c1c1e'),
          dirty: statusTokens('#dc2626', '#fdeeee', '#b91c1c'),
        },
      },
    },
    /**
     * The product's frames, by what they are (`layerStyle="card"`); a prop written after the
     * layer style changes it for one place (a bigger shadow when selected).
     */
    layerStyles: {
      /** A raised white card: a list's table, a dashboard figure, the home page's greeting. */
      card: { value: { bg: 'bg', borderWidth: '1px', borderRadius: 'xl', shadow: 'xs' } },
      /** A flat framed panel: a list's filters, a table's skeleton. */
      panel: { value: { bg: 'bg', borderWidth: '1px', borderRadius: 'xl' } },
      /** A dashed area that takes something new: the images' drop zone, a wizard's "add" tile. */
      dashedTile: { value: { borderWidth: '2px', borderStyle: 'dashed', borderRadius: 'xl' } },
    },
  },
});

/**
 * Chakra's default theme (its defaultConfig, piece by piece) with only the recipes of the
 * components the app uses: the other ~35 (date picker, combobox, colour picker, tree view, …)
 * would be downloaded by every page for nothing. Here only those the login pages (log in,
 * forgot and reset the password) and the error pages use; the rest are registered by
 * ./theme-recipes.ts before any other screen renders (the router loads it with the screen).
 * A component used for the first time needs its recipe in one of the two; theme.test.ts finds
 * the ones missing.
 */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, themeConfig), config);
