import type { ReactNode } from 'react';

/** A contract number as the portal writes them (2P-1004521, 3P-2008813), wherever it stands in a text. */
const CONTRACT_NUMBER = /\b\dP-\d+\b/g;

/**
 * Text written elsewhere (the server's notifications) with each contract number kept on one line: a
 * narrow screen would otherwise break "3P-" from its digits at the hyphen.
 */
export function TextWithContractNumbers({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(CONTRACT_NUMBER)) {
    if (match.index > from) parts.push(text.slice(from, match.index));
    parts.push(
      <span key={match.index} className="nowrap">
        {match[0]}
      </span>,
    );
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return <>{parts}</>;
}
