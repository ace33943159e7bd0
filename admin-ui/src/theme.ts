import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default theme with the product's colours. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#3346a8', dark: '#1f2a5c', light: '#6f80d8' },
    secondary: { main: '#ffb74d' },
    background: { default: '#f4f5fa', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  components: {
    ...defaultTheme.components,
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontSize: 15 } } },
  },
};
