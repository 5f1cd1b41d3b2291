/**
 * TextField slots that put the label above its field at full size instead of floating inside
 * it (a floating label shrinks to 14px and hides in the border), with helper and error text at
 * 17px, not 12px. Spread into `slotProps`; a field adds its own `htmlInput` beside them.
 */
export const LABEL_ABOVE_FIELD = {
  inputLabel: {
    shrink: true,
    sx: { position: 'static', transform: 'none', mb: 1, fontSize: '1.125rem', fontWeight: 600, color: 'text.primary' },
  },
  input: { notched: false },
  formHelperText: { sx: { fontSize: '1.0625rem', mx: 0, mt: 0.75 } },
} as const;
