import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  colorSwatchRecipe,
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
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

// Colour palettes the app does not use: they would only add CSS variables every page computes at start.
const DROPPED = ['yellow', 'teal', 'blue', 'cyan', 'purple', 'pink'];
const pick = <T extends object>(colors: T, drop: string[]): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !drop.includes(name))) as T;

// Chakra's theme with only the recipes this app uses: the full set costs every visitor tens of
// kilobytes of JavaScript on the first screen. Add a recipe here when a new component needs it.
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: pick(tokens.colors, DROPPED) },
    semanticTokens: { ...semanticTokens, colors: pick(semanticTokens.colors, DROPPED) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      // @chakra-ui/charts draws legend and tooltip swatches with it.
      colorSwatch: colorSwatchRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      // The tourney form's third-place switch, the tourney list's and details' tabs.
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

// Table-felt green as the brand; semantic tokens so dark mode works everywhere.
const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        felt: {
          50: { value: '#e8f5ee' },
          100: { value: '#c6e6d3' },
          200: { value: '#9fd4b5' },
          300: { value: '#74c196' },
          400: { value: '#4faf7c' },
          500: { value: '#2f9463' },
          600: { value: '#247a50' },
          700: { value: '#1f6f43' },
          800: { value: '#174f31' },
          900: { value: '#0f331f' },
          950: { value: '#081c11' },
        },
      },
      fonts: {
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        felt: {
          // felt.600 under white text is 5.3:1 (felt.500 was 3.8:1, below WCAG AA's 4.5:1).
          solid: { value: { _light: '{colors.felt.700}', _dark: '{colors.felt.600}' } },
          contrast: { value: { _light: 'white', _dark: 'white' } },
          fg: { value: { _light: '{colors.felt.700}', _dark: '{colors.felt.300}' } },
          muted: { value: { _light: '{colors.felt.100}', _dark: '{colors.felt.900}' } },
          subtle: { value: { _light: '{colors.felt.50}', _dark: '{colors.felt.950}' } },
          emphasized: { value: { _light: '{colors.felt.200}', _dark: '{colors.felt.800}' } },
          focusRing: { value: { _light: '{colors.felt.600}', _dark: '{colors.felt.400}' } },
          border: { value: { _light: '{colors.felt.300}', _dark: '{colors.felt.700}' } },
        },
        brandBar: { value: { _light: '{colors.felt.800}', _dark: '{colors.felt.950}' } },
        // Lines of the charts (@chakra-ui/charts), told apart in both colour modes: darker on the
        // light background, lighter on the dark one, each at least 3:1 against it.
        chart: {
          1: { value: { _light: '#1f6f43', _dark: '#4faf7c' } },
          2: { value: { _light: '#1d4ed8', _dark: '#60a5fa' } },
          3: { value: { _light: '#c2410c', _dark: '#fb923c' } },
          4: { value: { _light: '#7e22ce', _dark: '#c084fc' } },
          5: { value: { _light: '#b91c1c', _dark: '#f87171' } },
          6: { value: { _light: '#0f766e', _dark: '#2dd4bf' } },
          7: { value: { _light: '#be185d', _dark: '#f472b6' } },
          8: { value: { _light: '#a16207', _dark: '#facc15' } },
          9: { value: { _light: '#475569', _dark: '#cbd5e1' } },
          10: { value: { _light: '#78350f', _dark: '#d6a36b' } },
        },
      },
    },
  },
  globalCss: {
    'html, body': { fontVariantNumeric: 'tabular-nums' },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), config);
