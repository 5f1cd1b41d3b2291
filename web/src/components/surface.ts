/** The look every content card shares: white, a hairline edge, soft corners, room inside. */
export const surfaceSx = {
  height: '100%',
  p: { xs: 3, md: 3.5 },
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 3,
} as const;
