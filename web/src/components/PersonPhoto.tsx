/** A person's photo, round; their initial while it loads, when there is none, or if it fails to load (MUI's Avatar falls back by itself). */
import Avatar from '@mui/material/Avatar';

interface PersonPhotoProps {
  name: string;
  src: string | null;
  /** What the photo shows, for a screen reader ("Photo of Aditi"). */
  alt: string;
  size?: number;
}

export function PersonPhoto({ name, src, alt, size = 88 }: PersonPhotoProps) {
  return (
    <Avatar
      src={src ?? undefined}
      alt={alt}
      sx={{ width: size, height: size, fontSize: size * 0.42, fontWeight: 700, bgcolor: 'primary.main', flexShrink: 0 }}
    >
      <span aria-hidden="true">{name.trim().charAt(0).toUpperCase()}</span>
    </Avatar>
  );
}
