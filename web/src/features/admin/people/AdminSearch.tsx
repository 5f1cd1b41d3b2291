/**
 * One search box on /admin: a combobox whose listbox shows the people found as they
 * are typed (name, e-mail, what they are to us); choosing one with the keyboard or the mouse
 * opens /admin/profile for them. The query waits for a pause in typing.
 */
import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { EmailText } from '../../../components/EmailText';
import { surfaceSx } from '../../../components/surface';
import { useT } from '../../../i18n/I18n';
import { useAdminSearch, type FoundPerson } from './adminSearch';

/** How long typing must pause before the search runs. */
const SEARCH_PAUSE_MS = 250;

export function AdminSearch() {
  const t = useT();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useAdminSearch(asked);
  const searching = typed.trim() !== '' && (found === null || asked !== typed);

  let noOptions = t('admin.searchHint');
  if (searching) noOptions = t('admin.searching');
  else if (typed.trim()) noOptions = t('admin.noOneFound');

  return (
    <Box component="search" sx={{ ...surfaceSx, height: 'auto', mb: 3 }}>
      <Autocomplete<FoundPerson, false, false, false>
        options={found ?? []}
        filterOptions={(options) => options}
        getOptionLabel={(person) => person.name}
        getOptionKey={(person) => person.email}
        isOptionEqualToValue={(a, b) => a.email === b.email}
        inputValue={typed}
        onInputChange={(_event, value, reason) => reason !== 'reset' && setTyped(value)}
        value={null}
        onChange={(_event, person) => {
          if (person) void navigate(`${PAGES.adminProfile}?email=${encodeURIComponent(person.email)}`);
        }}
        loading={searching}
        loadingText={t('admin.searching')}
        openText={t('admin.searchOpen')}
        closeText={t('admin.searchClose')}
        clearText={t('admin.searchClear')}
        noOptionsText={noOptions}
        blurOnSelect
        renderOption={({ key, ...props }, person) => (
          <Box component="li" key={key} {...props} sx={{ display: 'block !important', py: 1.25 }}>
            <Typography sx={{ fontWeight: 700 }}>{person.name}</Typography>
            <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              <EmailText email={person.email} />
            </Typography>
            <Typography sx={{ fontSize: '0.9375rem' }}>{person.roles.map((role) => t('admin.role', { role })).join(' · ')}</Typography>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('admin.searchLabel')}
            helperText={t('admin.searchHelp')}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, enterKeyHint: 'search' } }}
          />
        )}
      />
    </Box>
  );
}
