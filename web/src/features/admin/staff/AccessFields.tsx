/**
 * A member of staff's role and cities, as the invitation form and the Change dialog ask for
 * them: the role with what it may do, and, for a coordinator or a viewer, one to
 * STAFF_CITIES_MAX districts found by typing their name. An owner has every city, so none are asked.
 */
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DistrictChoice } from '@gh/common/districts';
import { STAFF_CITIES_MAX, STAFF_ROLES, type StaffAccess, type StaffRole } from '@gh/common/staff';
import { LABEL_ABOVE } from '../../../components/labelAbove';
import { useT } from '../../../i18n/I18n';

/** The role and cities being chosen, for AccessFields (its `fields`). */
export function useAccessChoice(start: StaffAccess) {
  const [access, setAccess] = useState(start);
  const [citiesMissing, setCitiesMissing] = useState(false);
  const reset = (next: StaffAccess) => {
    setAccess(next);
    setCitiesMissing(false);
  };
  /** The access to send (an owner's without cities); null once the fields say the cities are missing. */
  const checked = (): StaffAccess | null => {
    const missing = access.role !== 'owner' && access.cities.length === 0;
    setCitiesMissing(missing);
    return missing ? null : { role: access.role, cities: access.role === 'owner' ? [] : access.cities };
  };
  return { checked, reset, fields: { access, citiesMissing, onChange: reset } };
}

interface AccessFieldsProps {
  access: StaffAccess;
  onChange: (access: StaffAccess) => void;
  districts: readonly DistrictChoice[] | null;
  /** Shown under the cities: they are missing. */
  citiesMissing: boolean;
  disabled?: boolean;
}

export function AccessFields({ access, onChange, districts, citiesMissing, disabled }: AccessFieldsProps) {
  const t = useT();
  const chosen = access.cities.map((key) => districts?.find((district) => district.key === key) ?? { key, label: key });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 700, fontSize: '1.125rem' }}>
          {t('staff.roleLabel')}
        </FormLabel>
        <RadioGroup value={access.role} onChange={(event) => onChange({ ...access, role: event.target.value as StaffRole })}>
          {STAFF_ROLES.map((role) => (
            <FormControlLabel
              key={role}
              value={role}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.25 } }}
              label={
                <span>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                    {t('staff.role', { role })}
                  </Typography>
                  <Typography component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                    {t('staff.roleHelp', { role })}
                  </Typography>
                </span>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      {access.role !== 'owner' && (
        <Autocomplete
          multiple
          options={districts ?? []}
          loading={districts === null}
          loadingText={t('staff.citiesLoading')}
          noOptionsText={t('staff.noDistrict')}
          clearText={t('staff.citiesClear')}
          openText={t('staff.citiesOpen')}
          closeText={t('staff.citiesClose')}
          value={chosen}
          disabled={disabled}
          getOptionLabel={(district) => district.label}
          isOptionEqualToValue={(option, value) => option.key === value.key}
          getOptionDisabled={(option) => access.cities.length >= STAFF_CITIES_MAX && !access.cities.includes(option.key)}
          onChange={(_event, value) => onChange({ ...access, cities: value.map((district) => district.key) })}
          // The chosen districts at the size of the text around them, not a chip's 13px.
          sx={{ '& .MuiChip-label': { fontSize: '1rem' } }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('staff.citiesLabel')}
              error={citiesMissing}
              helperText={citiesMissing ? t('staff.citiesRequired') : t('staff.citiesHelp', { max: String(STAFF_CITIES_MAX) })}
              slotProps={{
                ...params.slotProps,
                inputLabel: { ...params.slotProps.inputLabel, ...LABEL_ABOVE.inputLabel },
                input: { ...params.slotProps.input, ...LABEL_ABOVE.input },
                formHelperText: LABEL_ABOVE.formHelperText,
              }}
            />
          )}
        />
      )}
    </Box>
  );
}
