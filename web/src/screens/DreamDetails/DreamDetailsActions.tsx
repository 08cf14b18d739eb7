// Favorite, Share, Print, and the printable journal of the dream's day. Sharing never publishes anything: it hands the dream's text to the
// device's share sheet, or copies it to the clipboard where there is none.
import { Button, Link, ToggleButton } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { DreamDetailsActions_dream$key } from '../../__generated__/DreamDetailsActions_dream.graphql.ts';
import { PrinterIcon, ShareIcon, StarIcon } from '../../components/icons.tsx';
import { showToast } from '../../components/toast/toastQueue.ts';
import { formatDreamDateTime } from '../../i18n/formatDates.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useSetFavoriteMutation } from '../../mutations/useSetFavoriteMutation.ts';
import '../../components/button.css';

const actionsFragment = graphql`
  fragment DreamDetailsActions_dream on DreamEntry {
    id
    title
    date
    contentText
    isFavorite
  }
`;

/** The dream as plain text: title, date, then the text. */
export function dreamAsText(title: string, date: string, text: string): string {
  return `${title}\n${formatDreamDateTime(date)}\n\n${text}`;
}

async function shareDream(title: string, text: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text });
      return;
    } catch (error) {
      // The person closed the share sheet: nothing to do. Any other failure falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    showToast({ title: m.toast_dream_copied, description: m.toast_dream_copied_text });
  } catch (error) {
    showToast({
      title: m.error_share,
      description: error instanceof Error ? error.message : undefined,
      variant: 'destructive',
    });
  }
}

export function DreamDetailsActions({ dream }: { dream: DreamDetailsActions_dream$key }) {
  const { id, title, date, contentText, isFavorite } = useFragment(actionsFragment, dream);
  const setFavorite = useSetFavoriteMutation();
  return (
    <div className="dream-actions" role="group" aria-label={m.dream_actions()}>
      <ToggleButton
        className="button button--secondary dream-actions__favorite"
        isSelected={isFavorite}
        onChange={(next) =>
          setFavorite(id, next, {
            onError: (error) =>
              showToast({ title: m.error_favorite, description: error.message, variant: 'destructive' }),
          })
        }
      >
        <StarIcon width={18} height={18} filled={isFavorite} />
        {m.dream_favorite()}
      </ToggleButton>
      <Button
        className="button button--secondary"
        onPress={() => void shareDream(title, dreamAsText(title, date, contentText))}
      >
        <ShareIcon width={18} height={18} />
        {m.dream_share()}
      </Button>
      <Button className="button button--secondary" onPress={() => window.print()}>
        <PrinterIcon width={18} height={18} />
        {m.dream_print()}
      </Button>
      {/* The printable journal of this dream's day (UTC, as /print counts days), to widen from there. */}
      <Link className="button button--ghost" href={`/print?from=${date.slice(0, 10)}&to=${date.slice(0, 10)}`}>
        {m.dream_print_journal()}
      </Link>
    </div>
  );
}
