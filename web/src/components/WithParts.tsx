import { Fragment, type ReactNode } from 'react';

/**
 * A message with elements inside it (a link, a bold number), in any language's order: each
 * `{name}` argument of the message becomes `parts[name]`.
 */
export function WithParts<Name extends string>({
  text,
  parts,
}: {
  text: (values: Record<Name, string>) => string;
  parts: Record<Name, ReactNode>;
}) {
  const names = Object.keys(parts) as Name[];
  // Each argument formats to a marker no message holds (a private-use character around its index), split out below.
  const markers = Object.fromEntries(names.map((name, index) => [name, `\uE000${index}\uE000`])) as Record<Name, string>;
  return text(markers)
    .split(/\uE000(\d+)\uE000/)
    .map((piece, index) => <Fragment key={index}>{index % 2 === 1 ? parts[names[Number(piece)]!] : piece}</Fragment>);
}

/** A message with an address or number in bold. */
export function WithBold({ text, bold }: { text: (bold: string) => string; bold: string }) {
  return <WithParts text={(values) => text(values.bold)} parts={{ bold: <strong>{bold}</strong> }} />;
}
