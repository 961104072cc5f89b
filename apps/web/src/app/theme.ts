import { createTheme } from '@mui/material/styles';

// The original's look: a dark navigation bar over a light page, a deep blue for actions (red stays for errors)
// and a gold accent.
// System fonts all carry Cyrillic, so Mongolian text reads well without a web-font download.
const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const navbarColor = '#141414';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1d4f7c', dark: '#123658', light: '#4a77a3', contrastText: '#ffffff' },
    secondary: { main: '#f5c518', contrastText: '#141414' },
    // Darker than MUI's orange so white text on it (the unpublished chip) and the orange text of outlined
    // warning chips on white reach 4.5:1.
    warning: { main: '#b45309', contrastText: '#ffffff' },
    // MUI's light blue gives white text 3.9:1 (the importer's 'running' chip); this one 4.8:1.
    info: { main: '#0277bd', contrastText: '#ffffff' },
    background: { default: '#f5f5f4', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily,
    // Every page title is bold, whichever variant sizes it (review and artist titles are h3 shown as h1).
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiAppBar: { styleOverrides: { root: { backgroundColor: navbarColor, backgroundImage: 'none' } } },
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    // Links in running text are told from it by an underline, not by colour alone (WCAG 1.4.1); card and
    // list links that stand alone ask for underline="hover".
    MuiLink: { defaultProps: { underline: 'always' } },
    // A disabled field's hint says how to enable it ("choose a type first"): it keeps the readable grey
    // instead of the disabled one (2.7:1).
    MuiFormHelperText: {
      styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
    },
  },
});
