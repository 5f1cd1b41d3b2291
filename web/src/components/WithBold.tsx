/** A message with an address or number in bold: its words around it, in any language's order. */
export function WithBold({ text, bold }: { text: (bold: string) => string; bold: string }) {
  const [before, after] = text('\u0000').split('\u0000');
  return (
    <>
      {before}
      <strong>{bold}</strong>
      {after}
    </>
  );
}
