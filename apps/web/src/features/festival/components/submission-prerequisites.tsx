import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const REQUIRED = ['directorPortrait', 'poster', 'still', 'film'] as const;
const OPTIONAL = ['portraits', 'trailer', 'subtitles'] as const;

/** What an entrant prepares before registering (part 1 section 2, "Festival page" step 1). */
export function Prerequisites() {
  const { t } = useTranslation('submission');
  const group = (title: string, keys: readonly string[], icon: React.ReactNode) => (
    <>
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <List dense>
        {keys.map((key) => (
          <ListItem key={key} disableGutters>
            <ListItemIcon sx={{ minWidth: 36, color: 'primary.main' }}>{icon}</ListItemIcon>
            <ListItemText primary={t(`prerequisites.${key}`)} />
          </ListItem>
        ))}
      </List>
    </>
  );
  return (
    <>
      <Typography>{t('prerequisites.intro')}</Typography>
      {group(t('prerequisites.required'), REQUIRED, <CheckCircleOutlineIcon />)}
      {group(t('prerequisites.optional'), OPTIONAL, <AddCircleOutlineIcon />)}
    </>
  );
}
