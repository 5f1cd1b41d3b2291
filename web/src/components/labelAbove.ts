/**
 * TextField slots that put the label above its field at full size instead of floating inside
 * it (a floating label shrinks to 14px, hides in the border, and a long question is cut off
 * on a phone); helper and error text are 17px, not 12px.
 */
export const LABEL_ABOVE = {
  inputLabel: {
    shrink: true,
    sx: {
      position: 'static',
      transform: 'none',
      mb: 1,
      fontSize: '1.125rem',
      fontWeight: 600,
      color: 'text.primary',
      whiteSpace: 'normal',
    },
  },
  input: { notched: false },
  formHelperText: { sx: { fontSize: '1.0625rem', mx: 0, mt: 0.75 } },
} as const;
