// Text with every case-insensitive occurrence of `term` wrapped in <mark> (search results).
import { Fragment } from 'react';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function Highlight({ text, term }: { text: string; term: string }) {
  const needle = term.trim();
  if (!needle) return <>{text}</>;
  // A capturing split keeps the matches at the odd indexes.
  const pieces = text.split(new RegExp(`(${escapeRegExp(needle)})`, 'giu'));
  return (
    <>
      {pieces.map((piece, index) =>
        index % 2 === 1 ? <mark key={index}>{piece}</mark> : <Fragment key={index}>{piece}</Fragment>,
      )}
    </>
  );
}
