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
    background: { default: '#f5f5f4', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily,
    h1: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiAppBar: { styleOverrides: { root: { backgroundColor: navbarColor, backgroundImage: 'none' } } },
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
