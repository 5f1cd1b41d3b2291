import { memo } from 'react';
import TextField from '@mui/material/TextField';

/**
 * MUI's TextField, rendered again only when its props change. With the handlers useFormFields
 * keeps for a form's life, typing in one field of a long form renders that field, not all of
 * them (on a modest phone each keystroke of the application form rendered every field).
 */
export const FormTextField = memo(TextField);
