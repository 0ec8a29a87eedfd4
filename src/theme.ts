import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme without the recipes of components Teachkit does not use: its full preset styles some
 * eighty components and is a large share of the first download. A component added to the app needs its recipe here
 * (the key is the one its Chakra source asks for), or it renders unstyled.
 */
const chakraTheme = defineConfig({
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
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
    },
  },
});

/** The one Chakra system: a calm ink-and-teal palette with semantic tokens the views refer to. */
const config = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
        body: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#eefaf8' },
          100: { value: '#d3f1ec' },
          200: { value: '#a8e3da' },
          300: { value: '#72cfc2' },
          400: { value: '#40b4a6' },
          500: { value: '#23988b' },
          600: { value: '#197a71' },
          700: { value: '#17625b' },
          800: { value: '#164f4a' },
          900: { value: '#15423e' },
          950: { value: '#062624' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        page: {
          bg: { value: '{colors.gray.50}' },
          surface: { value: 'white' },
          ink: { value: '{colors.gray.900}' },
          muted: { value: '{colors.gray.600}' },
          border: { value: '{colors.gray.200}' },
        },
        robot: {
          body: { value: '{colors.brand.500}' },
          face: { value: '{colors.brand.50}' },
          offline: { value: '{colors.gray.400}' },
          alert: { value: '{colors.orange.500}' },
        },
      },
    },
  },
  globalCss: {
    body: { bg: 'page.bg', color: 'page.ink' },
    // A word longer than its box (a pasted address, an email, a long compound) breaks at the box's edge instead of
    // widening the page past a phone's screen.
    'h1, h2, h3, h4, h5, h6, p, dt, dd, li, label, legend, td, th': { overflowWrap: 'break-word' },
  },
});

let system: ReturnType<typeof createSystem> | undefined;

/**
 * The system is built on first use rather than when this module loads: building it takes the longest single piece of
 * start-up work, and on its own (src/main.tsx builds it in a task between the app's start and its first render) it
 * no longer joins the evaluation of every module into one long task that keeps a phone from answering input.
 */
export function teachkitSystem() {
  return (system ??= createSystem(defaultBaseConfig, chakraTheme, config));
}
